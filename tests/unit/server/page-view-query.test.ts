import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

interface StoredView {
  path: string;
  query: string;
  route_name: string;
}

async function storedViews(): Promise<StoredView[]> {
  const r = await t.app.inject({ method: 'POST', url: '/stage-api/__test/page-views' });
  return (r.json() as { data: StoredView[] }).data;
}

describe('page views keep their query string', () => {
  it('stores one view per article with its query, read back through the test endpoint', async () => {
    for (const id of [2, 3]) {
      const r = await t.post('api/analytics/page_view', { path: '/newsDetail', query: `id=${id}`, route_name: 'newsDetail___zh' });
      expect(r.json()).toMatchObject({ code: 1 });
    }
    const views = (await storedViews()).filter((v) => v.path === '/newsDetail');
    expect(views.map((v) => v.query)).toEqual(['id=2', 'id=3']);
  });

  it('never stores a token, however its key is written, and keeps the other parameters as sent', async () => {
    for (const query of ['?id=4&token=abc', 'TOKEN=abc&id=5', '%74oken=abc&id=6&q=%E5%A4%B4', 'token']) {
      await t.post('api/analytics/page_view', { path: '/newsDetail', query, route_name: 'newsDetail___zh' });
    }
    await t.post('api/analytics/page_view', { path: '/newsDetail?id=7&token=abc', route_name: 'newsDetail___zh' });
    const views = (await storedViews()).slice(-5);
    expect(views.map((v) => v.query)).toEqual(['id=4', 'id=5', 'id=6&q=%E5%A4%B4', '', 'id=7']);
    expect(views.every((v) => v.path === '/newsDetail')).toBe(true);
    const rows = await t.db.db.selectFrom('page_views').select(['path', 'query']).execute();
    expect(rows.some((r) => /token|abc/i.test(`${r.path}?${r.query}`))).toBe(false);
  });

  it('a query longer than 512 characters is a 400, and nothing is stored', async () => {
    const before = (await storedViews()).length;
    const r = await t.post('api/analytics/page_view', { path: '/news', query: 'q='.padEnd(513, 'x'), route_name: 'news___zh' });
    expect(r.statusCode).toBe(400);
    expect((await storedViews()).length).toBe(before);
  });
});
