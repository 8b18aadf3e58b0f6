// The reply cache is bounded by bytes (issue 25, finding 4): every stored form and key is counted, and
// neither junk fields nor many distinct keys can grow it past its budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { CachedReply, REPLY_CACHE_BYTES, ReplyCache } from '../../../server/lib/call.ts';

const reply = (n: number, fill = 'x') => new CachedReply(JSON.stringify({ code: 1, msg: 'ok', data: `${n}${fill.repeat(3000)}` }));

describe('a reply cache bounded by bytes', () => {
  it('counts identity and compressed forms and keys, evicting the oldest past the budget', () => {
    const cache = new ReplyCache(64 * 1024);
    const a = reply(1);
    cache.set('a', a);
    const identityOnly = cache.bytes;
    expect(identityOnly).toBe(a.identity.body.length + 2);
    cache.get('a')?.form('br');
    cache.get('a')?.form('gzip');
    expect(cache.bytes).toBe(a.bytes + 2);
    expect(a.bytes).toBeGreaterThan(a.identity.body.length);
    for (let i = 0; i < 200; i++) {
      const r = reply(i, String.fromCharCode(97 + (i % 26)));
      cache.set(`key-${i}`, r);
      r.form('br');
      r.form('gzip');
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    }
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBeGreaterThan(10);
    // An evicted reply that makes a form later is no longer charged to the cache.
    const before = cache.bytes;
    a.form('br');
    expect(cache.bytes).toBe(before);
    // Replacing a key releases the old entry's bytes.
    const r = reply(5);
    cache.set('key-199', r);
    cache.set('key-199', r);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    cache.clear();
    expect([cache.bytes, cache.size]).toEqual([0, 0]);
    expect(REPLY_CACHE_BYTES).toBe(32 * 1024 * 1024);
  });

  it('holds one reply bigger than the budget for no one', () => {
    const cache = new ReplyCache(1000);
    cache.set('big', reply(1));
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});

describe('the catalog cache under junk and many distinct keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stays within its byte budget: 2,000 requests with a 60 KB junk field add one entry per language', async () => {
    t.app.replyCache.clear();
    for (let i = 0; i < 2000; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/stage-api/api/car_info/get_cars_by_type',
        headers: { 'accept-encoding': i % 2 ? 'br' : 'gzip' },
        payload: { group_id: 2, lang: i % 2, type: 'displacement', junk: `${i}${'j'.repeat(60_000)}` },
      });
      expect(r.statusCode).toBe(200);
    }
    expect(t.app.replyCache.size).toBe(2);
    expect(t.app.replyCache.bytes).toBeLessThan(200_000);
  });

  it('many distinct declared keys stay within the budget', async () => {
    const small = new ReplyCache(256 * 1024);
    const saved = t.app.replyCache;
    (t.app as { replyCache: ReplyCache }).replyCache = small;
    try {
      for (let page = 1; page <= 300; page++) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/stage-api/addons/litestore/api.goods/goods_list',
          headers: { 'accept-encoding': 'br, gzip' },
          payload: { group_id: 2, page, keyword: `k${page}` },
        });
        expect(r.statusCode).toBe(200);
        expect(small.bytes).toBeLessThanOrEqual(small.maxBytes);
      }
      expect(small.size).toBeGreaterThan(0);
    } finally {
      (t.app as { replyCache: ReplyCache }).replyCache = saved;
    }
  });
});
