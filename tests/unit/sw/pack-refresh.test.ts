import { describe, expect, it } from 'vitest';
import { isPackFile, PACK_BUILD_KEY, refreshPackPages, type PackRefreshDeps } from '../../../sw/pack-refresh.ts';
import { STORED_AT_HEADER } from '../../../sw/cache-names.ts';
import { pageModulesElement } from '../../../src/lib/page-modules.ts';

const ORIGIN = 'https://site.example';
/** A page as build A sent it (its chunk in a `Link` header) or as build B does (listed in the HTML, decision 052). */
const page = (entry: string, chunk: string) =>
  entry.endsWith('-A.js')
    ? new Response(`<html><script type="module" src="/assets/${entry}"></script><link rel="stylesheet" href="/assets/app.css"></html>`, {
        headers: { 'content-type': 'text/html; charset=utf-8', link: `</assets/${chunk}>; rel=modulepreload; crossorigin` },
      })
    : new Response(
        `<html><script type="module" src="/assets/${entry}"></script><link rel="stylesheet" href="/assets/app.css">${pageModulesElement([`/assets/${chunk}`])}</html>`,
        { headers: { 'content-type': 'text/html; charset=utf-8' } },
      );

/** A pack cache holding one model page from build A; the app is now build B. */
function setup(network: (r: Request) => Promise<Response>) {
  const pack = new Map<string, Response>([
    [`${ORIGIN}/detail?car_model_id=3`, page('index-A.js', 'detail-A.js')],
    [`${ORIGIN}/assets/index-A.js`, new Response('old entry')],
  ]);
  const fetched: string[] = [];
  const current = new Set([`${ORIGIN}/assets/index-B.js`, `${ORIGIN}/assets/detail-B.js`, `${ORIGIN}/assets/app.css`]);
  const deps: PackRefreshDeps = {
    keys: async () => [...pack.keys()],
    match: async (url) => pack.get(url)?.clone(),
    put: async (url, r) => void pack.set(url, r),
    fetch: async (r) => (fetched.push(new URL(r.url).pathname + new URL(r.url).search), network(r)),
    stored: async (url) => (url.endsWith('app.css') ? new Response('css from the precache') : undefined),
    lists: (url) => current.has(url),
    origin: ORIGIN,
    build: 'B',
    now: () => 42,
  };
  return { pack, fetched, deps };
}

const online = async (r: Request) =>
  r.url.includes('car_model_id') ? page('index-B.js', 'detail-B.js') : new Response(`file ${new URL(r.url).pathname}`);

describe('bringing a ride pack up to a new app version', () => {
  it("re-fetches a page rendered by an older version, with its new files, marked as the pack's own", async () => {
    const { pack, fetched, deps } = setup(online);
    expect(await refreshPackPages(deps)).toBe(1);
    const html = await pack.get(`${ORIGIN}/detail?car_model_id=3`)!.clone().text();
    expect(html).toContain('index-B.js');
    expect(pack.get(`${ORIGIN}/detail?car_model_id=3`)!.headers.get(STORED_AT_HEADER)).toBe('42');
    expect(await pack.get(`${ORIGIN}/assets/detail-B.js`)!.text()).toBe('file /assets/detail-B.js');
    // A file the app already stores is copied, not downloaded again.
    expect(await pack.get(`${ORIGIN}/assets/app.css`)!.text()).toBe('css from the precache');
    expect(fetched).toEqual(['/detail?car_model_id=3', '/assets/index-B.js', '/assets/detail-B.js']);
    // Once per version: the next hello reads nothing again.
    fetched.length = 0;
    expect(await refreshPackPages(deps)).toBe(0);
    expect(fetched).toEqual([]);
    expect(await pack.get(`${ORIGIN}${PACK_BUILD_KEY}`)!.text()).toBe('B');
  });

  it('keeps the old page and its files when the network fails, and tries again next time', async () => {
    const { pack, deps } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await refreshPackPages(deps)).toBe(0);
    expect(await pack.get(`${ORIGIN}/detail?car_model_id=3`)!.clone().text()).toContain('index-A.js');
    expect(pack.has(`${ORIGIN}${PACK_BUILD_KEY}`)).toBe(false);
    deps.fetch = online;
    expect(await refreshPackPages(deps)).toBe(1);
  });

  it('leaves a page of the current version and an empty pack alone', async () => {
    const { pack, fetched, deps } = setup(online);
    pack.set(`${ORIGIN}/detail?car_model_id=3`, page('index-B.js', 'detail-B.js'));
    expect(await refreshPackPages(deps)).toBe(0);
    expect(fetched).toEqual([]);
    pack.clear();
    expect(await refreshPackPages(deps)).toBe(0);
    expect(pack.size).toBe(0);
  });

  it("serves build files from the pack, never the pack's own downloads", () => {
    const get = (headers: string[] = []) => ({ method: 'GET', headers: new Set(headers) });
    expect(isPackFile(get(), new URL(`${ORIGIN}/assets/index-A.js`))).toBe(true);
    expect(isPackFile(get(['x-ride-pack']), new URL(`${ORIGIN}/assets/index-A.js`))).toBe(false);
    expect(isPackFile(get(), new URL(`${ORIGIN}/media/px/a.avif`))).toBe(false);
  });
});
