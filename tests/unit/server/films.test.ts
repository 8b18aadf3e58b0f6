// Films on /videoWallpaper: offered with a video only when the build made the file; served with ranges.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { buildApp } from '../../../server/app.ts';
import { runningTime } from '../../../server/content/film-files.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

type Film = {
  id: string;
  kind: string;
  duration?: string;
  video?: { mp4: string; poster: string; captions: string; bytes: number; seconds: number };
};
const films = async (t: Pick<TestApp, 'post'>, lang: 0 | 1) =>
  ((await t.post('api/content/video_pics', { kind: 'video', lang })).json() as { data: Film[] }).data;

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `yl-${name}-`));
const empty = tmp('nofilms');
const built = tmp('films');
const dir = path.join(built, 'generated', 'films');
fs.mkdirSync(dir, { recursive: true });
const mp4 = Buffer.alloc(4096, 7);
fs.writeFileSync(path.join(dir, 'hengduan.mp4'), mp4);
const entry = (id: string) => ({
  seconds: 14.8,
  mp4: { file: `${id}.mp4`, bytes: 4096 },
  poster: `${id}.jpg`,
  captions: { zh: `${id}.zh.vtt`, en: `${id}.en.vtt` },
});
// chenggong is named but its file is missing: it must not be offered.
fs.writeFileSync(path.join(dir, 'films.json'), JSON.stringify({ hengduan: entry('hengduan'), chenggong: entry('chenggong') }));

let withFilms: TestApp;
let without: Pick<TestApp, 'post'> & { close(): Promise<void> };
beforeAll(async () => {
  withFilms = await makeTestApp({ DIST_DIR: built });
  // The same database, served by a build without films (one test database per file: PostgreSQL schemas).
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DIST_DIR: path.join(empty, 'dist') }), db: withFilms.db });
  without = {
    post: (p, body = {}) => app.inject({ method: 'POST', url: `/stage-api/${p}`, payload: { group_id: 2, ...(body as object) } }),
    close: () => app.close(),
  };
});
afterAll(async () => {
  await without.close();
  await withFilms.close();
  for (const d of [empty, built]) fs.rmSync(d, { recursive: true, force: true });
});

describe('films', () => {
  it('without a built film: no video and no running time (the page shows the poster only)', async () => {
    const list = await films(without, 0);
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const f of list) {
      expect(f.video).toBeUndefined();
      expect(f.duration).toBeUndefined();
    }
  });

  it('a built film is offered with its files, real running time and captions in the page language', async () => {
    const zh = await films(withFilms, 0);
    const f = zh.find((x) => x.id === 'hengduan');
    expect(f?.duration).toBe('0:15');
    expect(f?.video).toMatchObject({
      mp4: '/generated/films/hengduan.mp4',
      poster: '/generated/films/hengduan.jpg',
      captions: '/generated/films/hengduan.zh.vtt',
      bytes: 4096,
      seconds: 14.8,
    });
    expect((await films(withFilms, 1)).find((x) => x.id === 'hengduan')?.video?.captions).toBe('/generated/films/hengduan.en.vtt');
    expect(zh.find((x) => x.id === 'chenggong')?.video).toBeUndefined();
  });

  it('formats running times as m:ss', () => {
    expect(runningTime(14.8)).toBe('0:15');
    expect(runningTime(75)).toBe('1:15');
  });
});

describe('serving a film', () => {
  it('answers a Range request with 206 and the asked bytes (seeking works)', async () => {
    fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    // The site's static files are served without a page renderer: Vite's manifest is all it reads.
    fs.mkdirSync(path.join(built, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(built, '.vite', 'manifest.json'), '{}');
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DIST_DIR: built }), db: withFilms.db, serveSite: true });
    try {
      const full = await app.inject({ method: 'GET', url: '/generated/films/hengduan.mp4' });
      expect(full.statusCode).toBe(200);
      expect(full.headers['accept-ranges']).toBe('bytes');
      expect(full.headers['content-type']).toBe('video/mp4');
      const part = await app.inject({ method: 'GET', url: '/generated/films/hengduan.mp4', headers: { range: 'bytes=1000-1999' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 1000-1999/4096');
      expect(part.rawPayload.length).toBe(1000);
    } finally {
      await app.close();
    }
  });
});
