// The memoised catalog hot path (decision 005): precompressed replies sent as ready bytes, the security
// headers on every reply, and one per-IP API budget shared by catalog reads, SMS, login and writes.
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { makeTestApp, type TestApp } from './helpers.ts';
import { uniquePhone } from './shop-helpers.ts';
import { cacheKey, CachedReply, pickEncoding } from '../../../server/lib/call.ts';
import { ApiRateLimiter } from '../../../server/lib/rate-limit.ts';
import { resourceSecurityHeaders, computeSecurityHeaders } from '../../../server/lib/security-headers.ts';

const CARS = '/stage-api/api/car_info/get_cars_by_type';
const catalogBody = { group_id: 2, lang: 0, type: 'displacement' };

/**
 * The baseline headers (design section 7) every API reply must carry: a policy that allows nothing (so no
 * script or object source, and no framing), no sniffing, no framing, the referrer policy.
 */
function expectSecurityHeaders(r: LightMyRequestResponse): void {
  expect(r.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(r.headers['referrer-policy']).toBe('same-origin');
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['x-frame-options']).toBe('DENY');
  expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(r.headers['x-powered-by']).toBeUndefined();
}

describe('memoised catalog replies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (accept?: string) =>
    t.app.inject({ method: 'POST', url: CARS, headers: accept === undefined ? {} : { 'accept-encoding': accept }, payload: catalogBody });

  it('sends every security header on a miss, a hit and a rejected read', async () => {
    t.app.replyCache.clear();
    const miss = await read('br');
    const hit = await read('br');
    const bad = await t.app.inject({ method: 'POST', url: CARS, payload: { group_id: 2, type: 42 } });
    const notJson = await t.app.inject({ method: 'POST', url: CARS, headers: { 'content-type': 'application/json' }, payload: '{"group_id":' });
    for (const r of [miss, hit, bad, notJson]) expectSecurityHeaders(r);
    expect([miss.statusCode, hit.statusCode, bad.statusCode, notJson.statusCode]).toEqual([200, 200, 400, 400]);
    expect(bad.json()).toMatchObject({ code: 400, data: null });
  });

  it('answers in the accepted encoding with exact length, type and Vary, the same JSON every time', async () => {
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body;
    expect(JSON.parse(json)).toMatchObject({ code: 1, msg: 'ok' });
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const r = await read(accept);
        expect(r.headers['content-encoding']).toBe(encoding);
        expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(r.headers.vary).toBe('accept-encoding');
        expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
        expect(decode(r.rawPayload).toString()).toBe(json);
      }
    }
    for (const accept of ['identity', 'deflate', '*;q=0']) {
      const r = await read(accept);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.body).toBe(json);
      expect(Number(r.headers['content-length'])).toBe(Buffer.byteLength(json));
    }
  });

  it('keys replies by canonical body and query, never by token', async () => {
    expect(cacheKey('p', { lang: 0, group_id: 2, token: 'a' }, { token: 'b' })).toBe(cacheKey('p', { group_id: 2, lang: 0 }, {}));
    expect(cacheKey('p', { group_id: 2, lang: 0 }, {})).not.toBe(cacheKey('p', { group_id: 2, lang: 1 }, {}));
    expect(cacheKey('p', { id: 1 }, {})).not.toBe(cacheKey('p', { id: '1' }, {}));
    expect(cacheKey('p', { a: { y: 1, x: [2, { b: 1, a: 2 }] } }, {})).toBe(cacheKey('p', { a: { x: [2, { a: 2, b: 1 }], y: 1 } }, {}));
    expect(cacheKey('p', { page: 1 }, {})).not.toBe(cacheKey('p', {}, { page: 1 }));
    expect(cacheKey('p', { a: undefined }, {})).toBe(cacheKey('p', {}, {}));
  });

  it('keeps small replies plain and picks encodings by q-value', () => {
    const small = new CachedReply('{"code":1,"msg":"ok","data":[]}');
    expect(small.form('br')).toBe(small.identity);
    expect(small.identity.headers['content-length']).toBe(String(small.identity.body.length));
    const big = new CachedReply(JSON.stringify({ code: 1, msg: 'ok', data: 'x'.repeat(4000) }));
    expect(big.form('br').headers['content-encoding']).toBe('br');
    expect(big.form('br')).toBe(big.form('br'));
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding('BR')).toBe('br');
    expect(pickEncoding('gzip;q=0.5, br;q=0.1')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
  });

  it('computes helmet’s headers once; its only removal is a header nothing sets', () => {
    const { set, remove } = computeSecurityHeaders(true);
    expect(set['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(remove).toEqual(['x-powered-by']);
    expect(computeSecurityHeaders(false).set['strict-transport-security']).toBeUndefined();
  });

  it('gives API replies the API header set and keeps HSTS on it when on', () => {
    const api = resourceSecurityHeaders(computeSecurityHeaders(true).set);
    expect(api['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(api['cross-origin-opener-policy']).toBeUndefined();
    expect(resourceSecurityHeaders(computeSecurityHeaders(false).set)['strict-transport-security']).toBeUndefined();
  });

  it('sends the API set on unknown API paths and the document set on pages', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/stage-api/api/nope', payload: { group_id: 2 } });
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown);
    const page = await t.app.inject({ method: 'GET', url: '/no-such-file.txt' });
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('one per-IP budget for the whole API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ RATE_LIMIT_MAX: '6' });
    t.app.shop.sms.limits.perIpPerHour = 10_000;
  });
  afterAll(async () => {
    await t.close();
  });
  let now = Date.now();
  afterEach(() => {
    // A fresh window for the next test.
    now += 61_000;
    t.app.apiRateLimiter.clock = () => now;
  });

  const from = (ip: string, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, headers, payload: { group_id: 2, ...payload } });
  const sms = (ip: string) => from(ip, '/stage-api/api/sms/send', { mobile: uniquePhone() });
  const login = (ip: string) => from(ip, '/stage-api/api/user/mobilelogin', { mobile: uniquePhone(), captcha: '000000', consent: true });
  const cars = (ip: string, headers?: Record<string, string>) => from(ip, CARS, { type: 'displacement' }, headers);

  it('limits SMS and login per IP, and catalog reads spend the same budget', async () => {
    t.app.apiRateLimiter.clock = () => now;
    const ip = '10.1.0.1';
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await cars(ip)).statusCode, (await sms(ip)).statusCode, (await login(ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    for (const over of [await sms(ip), await login(ip), await cars(ip, { 'accept-language': 'en' })]) {
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 429, msg: expect.any(String), data: null });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expectSecurityHeaders(over);
    }
    expect((await cars(ip, { 'accept-language': 'en' })).json()).toMatchObject({ msg: expect.stringMatching(/too many/i) });
    // Another client is unaffected; the next window lets the first one in again.
    expect((await sms('10.1.0.2')).statusCode).toBe(200);
    now += 60_001;
    expect((await login(ip)).statusCode).toBe(200);
    expect((await cars(ip)).statusCode).toBe(200);
  });

  it('charges a catalog read before its body is parsed or served from the memo', async () => {
    t.app.apiRateLimiter.clock = () => now;
    const ip = '10.1.0.3';
    for (let i = 0; i < 6; i++) expect((await cars(ip)).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: CARS, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(bad.statusCode).toBe(429);
    expect((await sms(ip)).statusCode).toBe(429);
  });

  it('keeps the per-phone SMS cap on top of the per-IP budget', async () => {
    t.app.apiRateLimiter.clock = () => now;
    const phone = uniquePhone();
    const first = await from('10.1.0.4', '/stage-api/api/sms/send', { mobile: phone });
    expect(first.json()).toMatchObject({ code: 1 });
    // The same phone from another IP: the 60 s cool-down still refuses it.
    const again = await from('10.1.0.5', '/stage-api/api/sms/send', { mobile: phone });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: 0 });
  });
});

describe('ApiRateLimiter', () => {
  it('counts per key in fixed windows and bounds the keys it remembers', () => {
    let now = 1_000;
    const l = new ApiRateLimiter(2, 1_000, 3);
    l.clock = () => now;
    expect([l.hit('a'), l.hit('a'), l.hit('a'), l.hit('b')]).toEqual([1, 2, 3, 1]);
    now += 500;
    expect(l.ttl()).toBeGreaterThan(0);
    expect(l.hit('a')).toBe(4);
    now += 2_000;
    expect(l.hit('a')).toBe(1);
    // Windows are aligned to the epoch (every instance agrees on them): 3,500 is in [3,000, 4,000).
    expect(l.ttl()).toBe(500);
    for (const k of ['b', 'c', 'd', 'e']) l.hit(k);
    expect(l.hit('a')).toBe(1);
  });
});
