import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';

vi.mock('../../../../src/lib/use-translation.ts', () => ({ useTranslation: () => ({ t: (k: string) => k }) }));
vi.mock('../../../../src/app/pages.ts', () => ({ loadPage: (name: string) => Promise.resolve({ default: () => <p>page:{name}</p> }) }));
vi.mock('../../../../src/app/layout/not-found-page.tsx', () => ({ NotFoundPage: () => <p>not found</p> }));

const { loadedPages, routeNameOf, usePageElement } = await import('../../../../src/app/router.tsx');
const { detailModelParam } = await import('../../../../src/app/route-table.ts');
const { trackPageLoad, usePageLoading } = await import('../../../../src/app/page-loads.ts');
const { ErrorBoundary } = await import('../../../../src/app/layout/route-error.tsx');
const { FALLBACK_ERROR_TEXT } = await import('../../../../src/app/layout/error-text.ts');

describe('routeNameOf', () => {
  it('names routes <name>___<locale>, the 404 page notFound___<locale>', () => {
    expect(routeNameOf('/')).toBe('index___zh');
    expect(routeNameOf('/en')).toBe('index___en');
    expect(routeNameOf('/news')).toBe('news___zh');
    expect(routeNameOf('/en/news/')).toBe('news___en');
    expect(routeNameOf('/pages/detail/car_model_id/12')).toBe('carModelDetail___zh');
    expect(routeNameOf('/no-such-page')).toBe('notFound___zh');
    expect(routeNameOf('/en/no-such-page')).toBe('notFound___en');
  });
});

describe('usePageElement', () => {
  function Page() {
    return usePageElement();
  }
  it.each([
    ['/', 'page:index'],
    ['/en', 'page:index'],
    ['/news', 'page:news'],
    ['/en/news/', 'page:news'],
    ['/pages/detail/car_model_id/12', 'page:carModelDetail'],
    ['/en/shoppingCart', 'page:shoppingCart'],
    ['/no-such-page', 'not found'],
    ['/pages/detail/car_model_id/a!b', 'not found'],
    ['/en/pages/detail', 'not found'],
  ])('%s renders %s', async (path, text) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading">
          <Page />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('a page loaded before the first render (a server-rendered page, decision 029)', () => {
  it('renders at once, without suspending: no fallback replaces the page already on screen', () => {
    loadedPages.set('aboutUs', () => <p>about, loaded</p>);
    function Page() {
      return usePageElement();
    }
    try {
      render(
        <MemoryRouter initialEntries={['/en/aboutUs']}>
          <Suspense fallback="loading">
            <Page />
          </Suspense>
        </MemoryRouter>,
      );
      // Synchronously, in the same render: no "loading" in between.
      expect(screen.getByText('about, loaded')).toBeTruthy();
      expect(screen.queryByText('loading')).toBeNull();
    } finally {
      loadedPages.delete('aboutUs');
    }
  });
});

describe('detailModelParam', () => {
  it('reads the id segment of a detail path in either language, nothing elsewhere', () => {
    expect(detailModelParam('/pages/detail/car_model_id/12')).toBe('12');
    expect(detailModelParam('/en/pages/detail/car_model_id/7/')).toBe('7');
    expect(detailModelParam('/news')).toBeUndefined();
  });
});

describe('page loads (the loading bar)', () => {
  it('is busy while a navigated page is loading, idle once it settles either way', async () => {
    const { result } = renderHook(() => usePageLoading());
    expect(result.current).toBe(false);
    let finish!: () => void;
    let fail!: (e: Error) => void;
    const ok = trackPageLoad(new Promise<void>((r) => (finish = r)));
    const bad = trackPageLoad(new Promise<void>((_, r) => (fail = r)));
    await act(async () => undefined);
    expect(result.current).toBe(true);
    await act(async () => {
      finish();
      await ok;
    });
    expect(result.current).toBe(true);
    await act(async () => {
      fail(new Error('offline'));
      await bad.catch(() => undefined);
    });
    expect(result.current).toBe(false);
  });
});

describe('ErrorBoundary', () => {
  function Boom({ error }: { error: Error }): never {
    throw error;
  }

  it('shows a translated message, never the raw one, which goes to the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/en/news']}>
        <ErrorBoundary>
          <Boom error={new Error('The news service answered nonsense')} />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    const panel = screen.getByTestId('route-error');
    expect(panel.textContent).not.toContain('nonsense');
    expect(panel.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(FALLBACK_ERROR_TEXT.en.title);
    expect(screen.getByRole('button', { name: FALLBACK_ERROR_TEXT.en.retry })).toBeTruthy();
    expect(screen.getByRole('link', { name: FALLBACK_ERROR_TEXT.en.home }).getAttribute('href')).toBe('/en');
    expect(logged.mock.calls.some((args) => args.some((a) => a instanceof Error && a.message.includes('nonsense')))).toBe(true);
  });

  it('a failed page chunk shows the load message in Chinese and asks the chunk guard for one reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
    render(
      <MemoryRouter initialEntries={['/news']}>
        <ErrorBoundary>
          <Boom error={new TypeError('Failed to fetch dynamically imported module: /assets/news-page-x.js')} />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    const panel = screen.getByTestId('route-error');
    expect(panel.textContent).toContain(FALLBACK_ERROR_TEXT.zh.loadBody);
    expect(panel.textContent).not.toContain('dynamically');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
