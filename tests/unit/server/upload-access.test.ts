import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { makeUser } from './service-support.ts';
import { filePart, getSign, noisyPng, sign, smallPng, upload, uploadOne } from './upload-support.ts';

let t: TestApp;
let dataDir: string;
let user: Awaited<ReturnType<typeof makeUser>>;
let png: Buffer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-upload-access-'));
  t = await makeTestApp({ DATA_DIR: dataDir });
  user = await makeUser(t);
  png = await smallPng();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const envelope = (res: { json(): unknown }) => expect(res.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });

describe('who may upload', () => {
  it('refuses a ticket and an upload without a session (401 envelope, zh and en)', async () => {
    const ticket = await getSign(t);
    expect(ticket.statusCode).toBe(401);
    expect(ticket.json()).toMatchObject({ code: 401, msg: '请先登录' });
    // A ticket someone got while signed in does not help a request without the session.
    const res = await upload(t, [{ name: 'sign', value: await sign(t, user.token) }, filePart(png)], undefined, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, msg: 'Please log in', data: null });
    const revoked = await upload(t, [{ name: 'sign', value: 'x' }, filePart(png)], 'f'.repeat(32));
    expect(revoked.statusCode).toBe(401);
    expect(await t.db.db.selectFrom('uploads').select('id').execute()).toEqual([]);
  });

  it('accepts a ticket once: the second upload with it is refused', async () => {
    const ticket = await sign(t, user.token);
    const first = await upload(t, [{ name: 'sign', value: ticket }, filePart(png)], user.token);
    expect(first.json().code).toBe(1);
    const again = await upload(t, [{ name: 'sign', value: ticket }, filePart(png)], user.token, { headers: { 'accept-language': 'en' } });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 403, msg: 'That upload ticket has already been used. Please try again' });
  });

  it('lets only one of two simultaneous uploads with one ticket through', async () => {
    const ticket = await sign(t, user.token);
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(t, [{ name: 'sign', value: ticket }, filePart(png)], user.token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403, 403, 403, 403, 403]);
  });
});

describe('what may be uploaded', () => {
  it('answers bad, oversized and non-image files with 4xx envelopes', async () => {
    const big = await noisyPng(1400, 1400); // ≈ 5.9 MB
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const cases: [Buffer, number][] = [
      [Buffer.alloc(0), 400],
      [Buffer.from('just text'), 415],
      [Buffer.concat([png.subarray(0, 40)]), 415], // a PNG cut short: right magic bytes, does not decode
      [Buffer.from('RIFF\0\0\0\0WEBPVP8 garbage'), 415],
      [big, 413],
    ];
    for (const [data, status] of cases) {
      const res = await uploadOne(t, user.token, data);
      expect(res.statusCode, `${data.length} bytes`).toBe(status);
      envelope(res);
      expect(res.json().code).toBe(status);
    }
  });

  it('stores a fresh encoding: text hidden after the image and metadata are gone', async () => {
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await uploadOne(t, user.token, polyglot);
    expect(res.json().code).toBe(1);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
