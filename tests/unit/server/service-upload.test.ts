import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { makeUser, multipart, type Part } from './service-support.ts';
import { isPathTrick, sniffImage } from '../../../server/routes/upload.ts';

let t: TestApp;
let dataDir: string;
let user: Awaited<ReturnType<typeof makeUser>>;
let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-upload-'));
  t = await makeTestApp({ DATA_DIR: dataDir });
  user = await makeUser(t);
  const img = sharp({ create: { width: 24, height: 16, channels: 3, background: '#c8102e' } });
  png = await img.clone().png().toBuffer();
  jpeg = await img.clone().jpeg().toBuffer();
  webp = await img.clone().webp().toBuffer();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function sign(token?: string, remoteAddress?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/stage-api/api/upload/get_sign${token ? `?token=${token}` : ''}`,
    payload: { group_id: 2 },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return res.json().data.sign;
}

async function upload(parts: Part[], token?: string, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/stage-api/api/upload/image${token ? `?token=${token}` : ''}`,
    payload,
    headers: { ...headers, ...extra.headers },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

const filePart = (data: Buffer, filename = 'ride.png', contentType = 'image/png'): Part => ({ name: 'file', filename, contentType, data });

describe('upload tickets and the multipart upload', () => {
  it('issues a short-lived ticket', async () => {
    const res = (await t.post('api/upload/get_sign', {}, user.token)).json();
    expect(res.data).toMatchObject({
      upload_url: '/stage-api/api/upload/image',
      max_bytes: 5 * 1024 * 1024,
      accept: ['image/jpeg', 'image/png', 'image/webp'],
    });
    const ttl = Date.parse(res.data.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(8 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('stores PNG, JPEG and WebP under a random name and serves them safely', async () => {
    for (const [data, ext, mime] of [
      [png, 'png', 'image/png'],
      [jpeg, 'jpg', 'image/jpeg'],
      [webp, 'webp', 'image/webp'],
    ] as const) {
      const res = await upload(
        [
          { name: 'sign', value: await sign(user.token) },
          filePart(data, `my trip.${ext}`, mime),
          { name: 'group_id', value: '2' },
          { name: 'lang', value: '0' },
        ],
        user.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.code).toBe(1);
      expect(body.data.url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));
      expect(body.data).toMatchObject({ mime, width: 24, height: 16 });
      // On SQLite the bytes are files under DATA_DIR; on PostgreSQL they live in the database.
      expect(fs.existsSync(path.join(dataDir, 'uploads', body.data.name))).toBe(!process.env.DATABASE_URL);
      const served = await t.app.inject({ method: 'GET', url: body.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(`inline; filename="${body.data.name}"`);
      expect(sniffImage(served.rawPayload)).toBe(ext);
    }
  });

  it('binds a ticket to its user: another rider cannot use it', async () => {
    const other = await makeUser(t);
    const ticket = await sign(user.token);
    const stolen = await upload([{ name: 'sign', value: ticket }, filePart(png)], other.token);
    expect(stolen.statusCode).toBe(403);
  });

  it('rejects a missing, forged or expired ticket', async () => {
    const good = await sign(user.token);
    const [exp, nonce, mac] = good.split('.');
    for (const bad of [
      '',
      'abc',
      `${exp}.${nonce}.${mac.replace(/^./, mac[0] === 'A' ? 'B' : 'A')}`,
      `${Number(exp) - 11 * 60_000}.${nonce}.${mac}`,
      `${exp}.${nonce.replace(/^./, nonce[0] === 'A' ? 'B' : 'A')}.${mac}`,
    ]) {
      const res = await upload([{ name: 'sign', value: bad }, filePart(png)], user.token, { headers: { 'accept-language': 'en' } });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().msg).toBe('The upload ticket is invalid or has expired. Please try again');
    }
  });

  it('rejects wrong types by their bytes, whatever the name or declared type says', async () => {
    const cases: Buffer[] = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('GIF89a......'),
      Buffer.from('%PDF-1.7'),
      Buffer.concat([png.subarray(0, 8), Buffer.from('not really a png')]),
    ];
    for (const data of cases) {
      const res = await upload([{ name: 'sign', value: await sign(user.token) }, filePart(data, 'photo.png', 'image/png')], user.token);
      expect(res.statusCode).toBe(415);
      expect(res.json().msg).toBe('仅支持 JPEG、PNG 或 WebP 图片');
    }
  });

  it('rejects files over 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload([{ name: 'sign', value: await sign(user.token) }, filePart(big)], user.token, {
      headers: { 'accept-language': 'en-GB' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, msg: 'Images must be 5 MB or smaller' });
  });

  it('rejects two files, no file and non-multipart bodies', async () => {
    const ticket = await sign(user.token);
    expect((await upload([{ name: 'sign', value: ticket }, filePart(png), filePart(png)], user.token)).statusCode).toBe(413);
    expect((await upload([{ name: 'sign', value: ticket }], user.token)).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/stage-api/api/upload/image', payload: { group_id: 2 } });
    expect(json.statusCode).toBe(415);
    // Multipart is accepted only by the upload route.
    const elsewhere = await t.app.inject({ method: 'POST', url: '/stage-api/api/repair/appoint', ...multipart([{ name: 'group_id', value: '2' }]) });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('rejects path tricks in the file name and never writes outside the upload folder', async () => {
    const ticket = await sign(user.token);
    for (const name of ['../../evil.png', '..\\..\\evil.png', '/etc/passwd', 'a/../../b.png', '..']) {
      const res = await upload([{ name: 'sign', value: ticket }, filePart(png, name)], user.token);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().msg).toBe('文件名无效');
    }
    expect(fs.existsSync(path.join(dataDir, 'evil.png'))).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual(process.env.DATABASE_URL ? [] : ['uploads']);
    expect(isPathTrick('ride.png')).toBe(false);
  });

  it('serves only stored names: traversal and unknown names are 404', async () => {
    for (const url of [
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e%2fyunling.sqlite',
      `/uploads/${'a'.repeat(32)}.png`,
      '/uploads/evil.svg',
      '/uploads/../package.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('moto-travel posts', () => {
  async function photo(token: string): Promise<string> {
    const res = await upload([{ name: 'sign', value: await sign(token) }, filePart(png)], token);
    return res.json().data.url;
  }

  it('publishes a story with photos and lists it newest first in each language (zh, en)', async () => {
    const url = await photo(user.token);
    const zh = (await t.post('api/post/create', { title: '滇藏线十日', content: '从大理出发……', image_urls: [url] }, user.token)).json();
    expect(zh).toMatchObject({ code: 1, msg: '游记已发布' });
    const en = (
      await t.post('api/post/create', { title: 'Ten days on the G214', content: 'We left Dali at dawn.', image_urls: [], lang: 1 }, user.token)
    ).json();
    expect(en).toMatchObject({ code: 1, msg: 'Your story is live' });
    // Each page lists posts in its own language first (012-post-lang), newest first within it.
    const list = (await t.post('api/post/list', { page_size: 5, lang: 1 })).json();
    expect(list.data.list[0]).toMatchObject({ title: 'Ten days on the G214', images: [], author: user.nickname, lang: 'en' });
    const zhList = (await t.post('api/post/list', { page_size: 5 })).json();
    expect(zhList.data.list[0]).toMatchObject({ title: '滇藏线十日', images: [url], lang: 'zh' });
    expect(list.data.total).toBeGreaterThanOrEqual(2);
  });

  it('needs a login, and accepts only the rider’s own uploads', async () => {
    expect((await t.post('api/post/create', { title: 'x', content: 'y', image_urls: [] })).statusCode).toBe(401);
    const other = await makeUser(t);
    const theirs = await photo(other.token);
    const res = await t.post('api/post/create', { title: 'x', content: 'y', image_urls: [theirs] }, user.token);
    expect(res.statusCode).toBe(400);
    for (const urls of [
      ['/uploads/../secret.png'],
      ['https://evil.example/a.png'],
      [`/uploads/${'b'.repeat(32)}.png`],
      Array.from({ length: 10 }, (_, i) => `/uploads/${String(i).repeat(32)}.png`),
    ]) {
      expect((await t.post('api/post/create', { title: 'x', content: 'y', image_urls: urls }, user.token)).statusCode, urls[0]).toBe(400);
    }
  });

  it('rejects bad bodies and repeats', async () => {
    for (const b of [
      { title: '', content: 'y' },
      { title: 'x', content: '' },
      { title: 'x'.repeat(61), content: 'y' },
      { title: 'x', content: 'y', image_urls: 'a.png' },
      { title: 1, content: 'y' },
    ]) {
      expect((await t.post('api/post/create', b, user.token)).statusCode, JSON.stringify(b)).toBe(400);
    }
    const body = { title: 'Twice', content: 'Same words', image_urls: [] };
    expect((await t.post('api/post/create', body, user.token)).json().code).toBe(1);
    expect((await t.post('api/post/create', body, user.token)).json().code).toBe(0);
    expect((await t.post('api/post/list', { page_size: 100 })).statusCode).toBe(400);
  });
});
