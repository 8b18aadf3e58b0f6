import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { call, quickUser } from './shop-helpers.ts';
import { detectPostLang } from '../../../server/lib/post-lang.ts';

interface Post {
  id: number;
  title: string;
  lang: 'zh' | 'en';
  created_at: string;
}
interface PostPage {
  list: Post[];
  total: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = (lang: 0 | 1) => call<PostPage>(t, 'api/post/list', { page: 1, page_size: 30, lang });

/** True when every post in `lang` comes before every other post, each group newest first. */
function ownFirst(posts: Post[], lang: 'zh' | 'en'): boolean {
  const firstOther = posts.findIndex((p) => p.lang !== lang);
  if (firstOther >= 0 && posts.slice(firstOther).some((p) => p.lang === lang)) return false;
  const groups = [posts.filter((p) => p.lang === lang), posts.filter((p) => p.lang !== lang)];
  return groups.every((g) => g.every((p, i) => i === 0 || g[i - 1].created_at >= p.created_at));
}

describe('post language', () => {
  it('detects the language from the text, else the page', () => {
    expect(detectPostLang('滇藏线十日', 'en')).toBe('zh');
    expect(detectPostLang('A loop around Erhai 洱海', 'en')).toBe('zh');
    expect(detectPostLang('A weekend loop', 'zh')).toBe('en');
    expect(detectPostLang('318 🏍️', 'en')).toBe('en');
  });

  it('the seeded posts carry theirs, and each page lists its own language first', async () => {
    const en = await list(1);
    expect(en.data.list.find((p) => p.title.startsWith('A weekend loop'))?.lang).toBe('en');
    expect(en.data.list.filter((p) => p.lang === 'zh').length).toBeGreaterThan(0);
    expect(en.data.list[0].lang).toBe('en');
    expect(ownFirst(en.data.list, 'en')).toBe(true);
    const zh = await list(0);
    expect(zh.data.list[0].lang).toBe('zh');
    expect(ownFirst(zh.data.list, 'zh')).toBe(true);
    expect(zh.data.total).toBe(en.data.total);
  });

  it('a new post stores the language it is written in, or the one the rider names', async () => {
    const user = await quickUser(t);
    const created = [
      { body: { title: 'Coast ride', content: 'Sunny all the way to Xiamen.', lang: 0 }, want: 'en' },
      { body: { title: '海边骑行', content: '一路晴天到厦门。', lang: 1 }, want: 'zh' },
      { body: { title: '318', content: '2000 km!', lang: 1 }, want: 'en' },
      { body: { title: 'Dali', content: 'Erhai 洱海 loop', lang: 1, content_lang: 'en' }, want: 'en' },
    ];
    for (const { body } of created) expect((await call(t, 'api/post/create', body, user.token)).code).toBe(1);
    const rows = await t.db.db.selectFrom('travel_posts').select(['title', 'lang']).where('user_id', '=', user.user_id).execute();
    for (const { body, want } of created) expect(rows.find((r) => r.title === body.title)?.lang, body.title).toBe(want);
    const en = await list(1);
    expect(en.data.list[0].title).toBe('Dali');
    expect(ownFirst(en.data.list, 'en')).toBe(true);
    const bad = await call(t, 'api/post/create', { title: 'x', content: 'yyyyy', content_lang: 'fr' }, user.token);
    expect(bad.status).toBe(400);
  });
});
