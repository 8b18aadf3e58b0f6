// The first render of a page the server put in the HTML waits for that page's code, translations and
// data (route-data.ts `prefetchFirstScreen`, decision 029), at most SERVER_PAGE_WAIT_MS.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

const loadPage = vi.fn<(name: string) => Promise<{ default: ComponentType }>>();
const loadNamespaces = vi.fn<(ns: string[]) => Promise<void>>(() => Promise.resolve());
vi.mock('../../../../src/app/pages.ts', () => ({ loadPage: (name: string) => loadPage(name) }));
vi.mock('../../../../src/lib/i18n.ts', () => ({ i18next: { loadNamespaces: (ns: string[]) => loadNamespaces(ns) } }));

const { prefetchFirstScreen, SERVER_PAGES, SERVER_PAGE_WAIT_MS } = await import('../../../../src/app/route-data.ts');
const { loadedPages } = await import('../../../../src/app/router.tsx');
const { hasFirstScreenData, pagePath } = await import('../../../../src/app/route-table.ts');

const DetailPage: ComponentType = () => null;

/** A query client whose first-screen query settles when the test says so. */
function clientWithPendingQuery() {
  let settle!: () => void;
  const data = new Promise<void>((resolve) => (settle = resolve));
  const client = { prefetchQuery: () => data } as unknown as QueryClient;
  return { client, settle };
}

/** Whether a promise has settled (after the pending microtasks have run). */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

beforeEach(() => {
  loadedPages.clear();
  loadPage.mockReset();
  loadNamespaces.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the first render of a server-rendered page', () => {
  it('waits for the page’s data, code and translations, and gets the page as a plain component', async () => {
    loadPage.mockResolvedValue({ default: DetailPage });
    const { client, settle } = clientWithPendingQuery();
    const ready = (await prefetchFirstScreen(client, '/pages/detail/car_model_id/3', '', true))();
    expect(loadPage).toHaveBeenCalledWith('carModelDetail');
    expect(await settled(ready)).toBe(false);
    settle();
    await ready;
    expect(loadNamespaces).toHaveBeenCalledWith(['catalog']);
    expect(loadedPages.get('carModelDetail')).toBe(DetailPage);
  });

  it('renders anyway after SERVER_PAGE_WAIT_MS, and a page code arriving later is left to the lazy page', async () => {
    vi.useFakeTimers();
    let arrive!: (m: { default: ComponentType }) => void;
    loadPage.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { client } = clientWithPendingQuery();
    const ready = (await prefetchFirstScreen(client, '/en/pages/detail/car_model_id/3', '', true))();
    await vi.advanceTimersByTimeAsync(SERVER_PAGE_WAIT_MS - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    arrive({ default: DetailPage });
    await Promise.resolve();
    // Swapping the lazy component for this one after the first render would remount the page.
    expect(loadedPages.has('carModelDetail')).toBe(false);
  });

  it('a failed page chunk does not hold up the first render', async () => {
    loadPage.mockRejectedValue(new Error('chunk gone'));
    const { client, settle } = clientWithPendingQuery();
    settle();
    await (
      await prefetchFirstScreen(client, '/news', '', true)
    )();
    expect(loadedPages.size).toBe(0);
  });

  it('pages the server did not render (the service worker’s shell) load their code the lazy way', async () => {
    const { client, settle } = clientWithPendingQuery();
    settle();
    await (
      await prefetchFirstScreen(client, '/pages/detail/car_model_id/3', '', false)
    )();
    expect(loadPage).not.toHaveBeenCalled();
    expect(loadNamespaces).not.toHaveBeenCalled();
  });

  it('the server renders only pages whose first-screen data main.tsx asks for', () => {
    const names = Object.keys(SERVER_PAGES);
    expect(names.sort()).toEqual(['carModelDetail', 'index', 'news']);
    for (const name of names) {
      const path = name === 'carModelDetail' ? '/pages/detail/car_model_id/1' : pagePath(name as never);
      expect(hasFirstScreenData(path), name).toBe(true);
    }
  });
});
