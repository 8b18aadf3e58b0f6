import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PageError } from '../../../../../src/app/layout/route-error.tsx';

const KEY = 'yunling:chunk-reload-at';
const chunkError = () => Object.assign(new Error('translations en/content did not load'), { name: 'ChunkLoadError' });

function renderFailingPage(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/en/news',
        loader: () => {
          throw error;
        },
        Component: () => null,
        HydrateFallback: () => null,
        ErrorBoundary: PageError,
      },
    ],
    { initialEntries: ['/en/news'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('PageError', () => {
  const original = window.location;
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
  });
  afterEach(() => {
    cleanup();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    vi.restoreAllMocks();
  });

  it('a chunk error the guard reloads for shows no error page: its buttons would race the reload', async () => {
    renderFailingPage(chunkError());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('route-error')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('after a reload within the minute the translated error page shows, and nothing reloads', async () => {
    sessionStorage.setItem(KEY, String(Date.now()));
    renderFailingPage(chunkError());
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page couldn’t load');
    expect(reload).not.toHaveBeenCalled();
  });

  it('other errors show the error page at once, without a reload', async () => {
    renderFailingPage(new Error('Cannot read properties of undefined'));
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
