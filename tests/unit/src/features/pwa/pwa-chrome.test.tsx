import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../../src/lib/i18n.ts';
import { PwaChrome } from '../../../../../src/features/pwa/components/pwa-chrome.tsx';
import { isIosSafari } from '../../../../../src/features/pwa/install-store.ts';
import { handleWorkerMessage, resetOfflineReadinessForTests } from '../../../../../src/lib/offline-readiness.ts';
import { resetDataSaverForTests } from '../../../../../src/lib/data-saver.ts';
import { root } from '../../lib/locales-on-disk.ts';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

// The translation files are served from the source tree, as the site serves the built ones: a file that
// cannot be fetched is a failed chunk, not a page of keys.
beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    async (url: string) => new Response(fs.readFileSync(path.join(root, url)), { headers: { 'content-type': 'application/json' } }),
  );
  await initI18n('en');
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('PwaChrome', () => {
  it('renders nothing while online with nothing to say', () => {
    const { container } = render(<PwaChrome />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the offline pill when the connection drops, then "back online" briefly', async () => {
    render(<PwaChrome />);
    act(() => setOnline(false));
    const pill = await screen.findByTestId('offline-indicator', undefined, { timeout: 4000 });
    expect(pill.textContent).toMatch(/offline/i);
    act(() => setOnline(true));
    await waitFor(() => expect(screen.getByTestId('offline-indicator').dataset.online).toBe('true'));
    await waitFor(() => expect(screen.queryByTestId('offline-indicator')).toBeNull(), { timeout: 4500 });
  }, 15_000);

  it('offers an install button when the browser fires beforeinstallprompt', async () => {
    render(<PwaChrome />);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    const button = await screen.findByTestId('install-button', undefined, { timeout: 4000 });
    await act(async () => button.click());
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('install-button')).toBeNull();
  }, 15_000);
});

describe('isIosSafari', () => {
  const nav = (userAgent: string, platform = 'iPhone', maxTouchPoints = 5) => ({ userAgent, platform, maxTouchPoints });
  it('recognises iPhone and iPadOS Safari only', () => {
    expect(
      isIosSafari(
        nav(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        ),
      ),
    ).toBe(true);
    expect(
      isIosSafari(
        nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'MacIntel', 5),
      ),
    ).toBe(true);
    expect(
      isIosSafari(
        nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'MacIntel', 0),
      ),
    ).toBe(false);
    expect(
      isIosSafari(
        nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1'),
      ),
    ).toBe(false);
    expect(isIosSafari(nav('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36', 'Linux'))).toBe(
      false,
    );
  });

  it('says "Ready to use offline" politely, and why the offline copy could not be saved', async () => {
    localStorage.clear();
    render(<PwaChrome />);
    act(() => handleWorkerMessage({ type: 'OFFLINE_READY' }));
    const ready = await screen.findByTestId('offline-ready', undefined, { timeout: 4000 });
    expect(ready.getAttribute('role')).toBe('status');
    expect(ready.textContent).toContain('Ready to use offline');
    act(() => handleWorkerMessage({ type: 'OFFLINE_FAILED', reason: 'quota' }));
    expect((await screen.findByTestId('offline-failed')).textContent).toContain('not enough storage');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByTestId('offline-failed')).toBeNull();
    resetOfflineReadinessForTests();
  });

  it('shows the data-saver chip under Save-Data; "Turn off" hides it and keeps the choice', async () => {
    localStorage.clear();
    Object.defineProperty(navigator, 'connection', { value: Object.assign(new EventTarget(), { saveData: true }), configurable: true });
    resetDataSaverForTests();
    render(<PwaChrome />);
    const chip = await screen.findByTestId('data-saver-chip', undefined, { timeout: 4000 });
    expect(chip.textContent).toContain('Data saver on');
    act(() => screen.getByRole('button', { name: 'Turn off' }).click());
    expect(screen.queryByTestId('data-saver-chip')).toBeNull();
    expect(localStorage.getItem('yunling:data-saver')).toBe('off');
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    resetDataSaverForTests();
  });
});
