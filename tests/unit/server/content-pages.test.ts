import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

type Json<D = unknown> = { code: number; msg: string; data: D };
const json = <D = unknown>(r: { json(): unknown }) => r.json() as Json<D>;
const CJK = /[\u4e00-\u9fff]/;

interface VideoPic {
  id: string;
  kind: 'video' | 'wallpaper';
  title: string;
  description: string;
  poster: string;
  image: string;
  duration?: string;
  sizes?: { label: string; kind: string; width: number; height: number; url: string; files: { format: string; url: string; name: string }[] }[];
}

describe('content/video_pics', () => {
  it('lists films and wallpapers in Chinese and English', async () => {
    const zh = json<VideoPic[]>(await t.post('api/content/video_pics', {}));
    expect(zh.code).toBe(1);
    const films = zh.data.filter((v) => v.kind === 'video');
    const walls = zh.data.filter((v) => v.kind === 'wallpaper');
    expect(films.length).toBeGreaterThanOrEqual(4);
    expect(walls.length).toBeGreaterThanOrEqual(4);
    expect(films[0]).toMatchObject({
      poster: expect.stringMatching(/^\/media\/wallpaper\//),
      image: expect.stringMatching(/^\/media\/scene\//),
    });
    expect(films[0].title).toMatch(CJK);
    expect(walls[0].sizes!.map((s) => `${s.width}x${s.height}`)).toEqual([
      '1170x2532',
      '1080x2400',
      '1290x2796',
      '1920x1080',
      '2560x1440',
      '3840x2160',
    ]);
    expect(walls[0].sizes![0]).toMatchObject({ kind: 'phone', width: 1170, height: 2532, url: expect.stringMatching(/1170x2532\.jpg$/) });
    expect(walls[0].sizes![0].files.map((f) => f.format)).toEqual(['jpg', 'png']);
    const en = json<VideoPic[]>(await t.post('api/content/video_pics', { lang: 1 }));
    expect(en.data.map((v) => v.title + v.description + (v.sizes?.map((s) => s.label).join('') ?? '')).join('')).not.toMatch(CJK);
  });

  it('filters by kind', async () => {
    const v = json<VideoPic[]>(await t.post('api/content/video_pics', { kind: 'video' }));
    expect(v.data.every((x) => x.kind === 'video')).toBe(true);
    const w = json<VideoPic[]>(await t.post('api/content/video_pics', { kind: 'wallpaper', lang: 1 }));
    expect(w.data.every((x) => x.kind === 'wallpaper')).toBe(true);
  });

  it.each([
    ['kind not in the list', { kind: 'audio' }],
    ['kind as a number', { kind: 1 }],
    ['lang out of range', { lang: 3 }],
  ])('bad input (%s) → 400 envelope', async (_l, payload) => {
    const r = await t.post('api/content/video_pics', payload);
    expect(r.statusCode).toBe(400);
    expect(json(r).code).toBe(400);
  });

  it('every poster and image answers; wallpaper downloads are PNG/JPEG URLs of the advertised size', async () => {
    const all = json<VideoPic[]>(await t.post('api/content/video_pics', {})).data;
    const wall = all.find((v) => v.kind === 'wallpaper')!;
    for (const s of wall.sizes!) {
      for (const f of s.files) {
        expect(f.url).toMatch(new RegExp(`^/media/wallpapers/v1/[a-z-]+/\\d+/${s.width}x${s.height}\\.${f.format}$`));
        expect(f.name).toMatch(new RegExp(`^yunling-.+-${s.width}x${s.height}\\.${f.format}$`));
      }
    }
    for (const url of [all[0].poster, all[0].image, wall.poster]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it.each([
    '/media/wallpaper/lake/10/100x100.svg',
    '/media/wallpaper/nope/10/2560x1440.svg',
    '/media/wallpaper/lake/1000/2560x1440.svg',
    '/media/wallpaper/lake/01/2560x1440.svg',
    '/media/wallpaper/lake/10/2560x1440.png',
  ])('unknown wallpaper %s → 404', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('calls the content pages rely on', () => {
  it('content/lists pages a column to the end (has_more) in both languages', async () => {
    const p1 = json<{ list: { id: number; column_id: number; title: string }[]; total: number; has_more: boolean }>(
      await t.post('api/content/lists', { column_id: 1, page: 1, page_size: 6 }),
    );
    expect(p1.code).toBe(1);
    expect(p1.data.list).toHaveLength(6);
    expect(p1.data.has_more).toBe(true);
    expect(p1.data.list.every((n) => n.column_id === 1)).toBe(true);
    const last = Math.ceil(p1.data.total / 6);
    const end = json<{ list: unknown[]; has_more: boolean }>(await t.post('api/content/lists', { column_id: 1, page: last, page_size: 6, lang: 1 }));
    expect(end.data.has_more).toBe(false);
    expect(end.data.list.length).toBeGreaterThan(0);
  });

  it('content/detail gives HTML with prev/next, and refuses an unknown id with code 0', async () => {
    const list = json<{ list: { id: number }[] }>(await t.post('api/content/lists', { column_id: 2, page: 1, page_size: 3 })).data.list;
    const d = json<{ content: string; prev: unknown; next: { id: number } | null }>(await t.post('api/content/detail', { id: list[1].id, lang: 1 }));
    expect(d.code).toBe(1);
    expect(d.data.content).toMatch(/<p>/);
    expect(d.data.prev).toMatchObject({ id: list[0].id });
    expect(d.data.next).toMatchObject({ id: list[2].id });
    expect(json(await t.post('api/content/detail', { id: 999999 })).code).toBe(0);
  });

  it('about_us/about has the company, club and contact texts the pages show', async () => {
    const zh = json<{
      founded: number;
      rdCenter: { developers: number; disciplines: number };
      club: { regions: { teams: string[] }[]; founded: number };
      contact: { hotline: string };
    }>(await t.post('api/about_us/about', {}));
    expect(zh.data).toMatchObject({
      founded: 1982,
      rdCenter: { developers: 769, disciplines: 47 },
      club: { founded: 2022 },
      contact: { hotline: '400-700-3088' },
    });
    expect(zh.data.club.regions.map((r) => r.teams.length)).toEqual([7, 6, 5, 4, 4, 3, 1, 7]);
    const en = json<{ club: { handbook: { rules: string[] } } }>(await t.post('api/about_us/about', { lang: 1 }));
    expect(en.data.club.handbook.rules.join(' ')).toMatch(/street racing/i);
  });

  it('about_us/get_honor has both sections', async () => {
    const all = json<{ category: string }[]>(await t.post('api/about_us/get_honor', {})).data;
    expect(new Set(all.map((h) => h.category))).toEqual(new Set(['group', 'institute']));
  });

  it('banner/app_banner and activity/get_activity answer in both languages', async () => {
    for (const lang of [0, 1]) {
      expect(json<unknown[]>(await t.post('api/banner/app_banner', { lang })).data.length).toBeGreaterThan(0);
      const events = json<{ status: string; capacity: number; signed_up: number }[]>(await t.post('api/activity/get_activity', { lang })).data;
      expect(events.some((e) => e.status === 'upcoming')).toBe(true);
      expect(events.some((e) => e.status === 'past')).toBe(true);
    }
  });
});
