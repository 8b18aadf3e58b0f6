// The raster picture pipeline: photograph-weight masters, AVIF/WebP/JPEG variants at the listed
// widths only, immutable caching, Save-Data, rendered once and kept on disk (bounded).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rasterRoutes } from '../../../server/routes/media-raster.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

const SCENE = 'scene/lake/233';
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-raster-'));
  t = await makeTestApp({ DATA_DIR: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /media/px/v1/<art>/<width>.<format>', () => {
  it.each([
    ['avif', 480, 'image/avif', 'heif'],
    ['webp', 768, 'image/webp', 'webp'],
    ['jpg', 320, 'image/jpeg', 'jpeg'],
  ])('%s at %i px: the right type, width and immutable caching', async (format, width, mime, decoded) => {
    const r = await get(`/media/px/v1/${SCENE}/${width}.${format}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe(mime);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toBe('Save-Data');
    const meta = await sharp(r.rawPayload).metadata();
    expect(meta.format).toBe(decoded);
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(Math.round((width * 700) / 1600));
  });

  it('renders a photograph-weight master (≥ 100 KB JPEG at 1600 px) once and keeps it on disk', async () => {
    const master = path.join(dir, 'media-cache', 'masters', 'v1', 'scene', 'lake', '233.jpg');
    const body = fs.readFileSync(master);
    expect(body.length).toBeGreaterThanOrEqual(100 * 1024);
    expect((await sharp(body).metadata()).width).toBe(1600);
    const variant = path.join(dir, 'media-cache', 'v1', 'scene', 'lake', '233', '480.avif');
    const before = fs.statSync(variant).mtimeMs;
    // A second server on the same folder (a restart) reads the variant from disk, never renders it again.
    const again = Fastify();
    await again.register(rasterRoutes, { dataDir: dir });
    try {
      const r = await again.inject({ method: 'GET', url: `/media/px/v1/${SCENE}/480.avif` });
      expect(r.statusCode).toBe(200);
      expect(Buffer.compare(r.rawPayload, fs.readFileSync(variant))).toBe(0);
      expect(fs.statSync(variant).mtimeMs).toBe(before);
    } finally {
      await again.close();
    }
  });

  it('bikes and goods photograph too (their own aspect)', async () => {
    const bike = await get('/media/px/v1/moto/sport/side/c8102e-c9a227/320.jpg');
    expect(bike.statusCode).toBe(200);
    expect(await sharp(bike.rawPayload).metadata()).toMatchObject({ width: 320, height: 200 });
    const goods = await get('/media/px/v1/goods/helmet/c8102e/320.webp');
    expect(goods.statusCode).toBe(200);
    expect(await sharp(goods.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('Save-Data: on gets a lighter, narrower variant of the same URL', async () => {
    const full = await get(`/media/px/v1/${SCENE}/1024.jpg`);
    const lite = await get(`/media/px/v1/${SCENE}/1024.jpg`, { 'save-data': 'on' });
    expect(lite.statusCode).toBe(200);
    expect(lite.headers.vary).toBe('Save-Data');
    expect((await sharp(lite.rawPayload).metadata()).width).toBe(480);
    expect(lite.rawPayload.length).toBeLessThan(full.rawPayload.length / 2);
  });

  it.each([
    ['a width not offered', `/media/px/v1/${SCENE}/500.jpg`, 400],
    ['a huge width', `/media/px/v1/${SCENE}/99999.jpg`, 400],
    ['a format not offered', `/media/px/v1/${SCENE}/480.gif`, 400],
    ['png (not a variant format)', `/media/px/v1/${SCENE}/480.png`, 400],
    ['an old version', `/media/px/v0/${SCENE}/480.jpg`, 404],
    ['unknown art', '/media/px/v1/scene/volcano/1/480.jpg', 404],
    ['a seed out of range', '/media/px/v1/scene/lake/1000/480.jpg', 404],
    ['a logo (decoration stays SVG)', '/media/px/v1/brand/logo/480.jpg', 404],
    ['path tricks', '/media/px/v1/scene/../../etc/passwd/480.jpg', 404],
    ['no width', `/media/px/v1/${SCENE}.jpg`, 404],
    ['an overlong path', `/media/px/v1/${'a/'.repeat(200)}480.jpg`, 404],
  ])('%s: %s → %i envelope, nothing rendered', async (_label, url, status) => {
    const r = await get(url, { 'accept-language': 'en' });
    expect(r.statusCode).toBe(status);
    expect(r.json()).toMatchObject({ code: status, data: null, msg: expect.any(String) });
    expect(r.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /media/wallpapers/v1/<art>/<seed>/<W>x<H>.<png|jpg>', () => {
  it('downloads a desktop JPEG and a phone PNG at the stated size, with a file name', async () => {
    const jpg = await get('/media/wallpapers/v1/lake/10/1920x1080.jpg');
    expect(jpg.statusCode).toBe(200);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.headers['content-disposition']).toBe('attachment; filename="yunling-lake-10-1920x1080.jpg"');
    expect(await sharp(jpg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
    const png = await get('/media/wallpapers/v1/lake/10/1080x2400.png');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1080, height: 2400 });
  });

  it.each([
    ['a size not offered', '/media/wallpapers/v1/lake/10/1000x1000.png', 400],
    ['a format not offered', '/media/wallpapers/v1/lake/10/1920x1080.gif', 400],
    ['svg here', '/media/wallpapers/v1/lake/10/1920x1080.svg', 400],
    ['unknown art', '/media/wallpapers/v1/volcano/10/1920x1080.png', 404],
    ['a bad seed', '/media/wallpapers/v1/lake/01/1920x1080.png', 404],
    ['an old version', '/media/wallpapers/v0/lake/10/1920x1080.png', 404],
  ])('%s: %s → %i', async (_label, url, status) => {
    const r = await get(url);
    expect(r.statusCode).toBe(status);
    expect(r.json()).toMatchObject({ code: status, data: null });
  });
});
