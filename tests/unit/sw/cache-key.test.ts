import { describe, expect, it } from 'vitest';
import { cacheKeyForRequest, canonicalBody, canonicalJson, catalogCacheKey, keyBaseUrl, sha256Hex } from '../../../sw/cache-key.ts';

const URL_BASE = 'https://site.example/stage-api/api/car_info/get_cars_by_type';

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined values', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[2,{"y":2,"z":1}]},"b":1}');
  });
  it('keeps array order (it is meaningful)', () => {
    expect(canonicalJson([3, 1, 2])).not.toBe(canonicalJson([1, 2, 3]));
  });
});

describe('canonicalBody', () => {
  it('removes the token and sorts keys', () => {
    expect(canonicalBody('{"type":"displacement","token":"secret","lang":0,"group_id":2}')).toBe('{"group_id":2,"lang":0,"type":"displacement"}');
  });
  it('treats an empty body as {}', () => {
    expect(canonicalBody('')).toBe('{}');
  });
  it('refuses bodies that are not a JSON object', () => {
    expect(canonicalBody('not json')).toBeNull();
    expect(canonicalBody('[1,2]')).toBeNull();
    expect(canonicalBody('"text"')).toBeNull();
  });
});

describe('keyBaseUrl', () => {
  it('strips the token and any fragment and sorts the remaining query', () => {
    expect(keyBaseUrl('https://s.example/stage-api/api/content/lists?page=2&token=abc&column_id=1#x').toString()).toBe(
      'https://s.example/stage-api/api/content/lists?column_id=1&page=2',
    );
  });
});

describe('catalogCacheKey', () => {
  it('is a GET-able URL with the body hash in the query string (the Cache API ignores fragments)', async () => {
    const k = await catalogCacheKey(URL_BASE, '{"group_id":2,"lang":0,"type":"vehicle_series"}');
    expect(k?.key).toMatch(/^https:\/\/site\.example\/stage-api\/api\/car_info\/get_cars_by_type\?__body=[0-9a-f]{64}$/);
    expect(k?.key).not.toContain('#');
    expect(k?.body).toBe('{"group_id":2,"lang":0,"type":"vehicle_series"}');
  });

  it('gives the same key for reordered keys and with or without a token', async () => {
    const a = await catalogCacheKey(URL_BASE, '{"group_id":2,"lang":0,"type":"vehicle_series"}');
    const b = await catalogCacheKey(`${URL_BASE}?token=t1`, '{"type":"vehicle_series","token":"t2","lang":0,"group_id":2}');
    expect(b?.key).toBe(a?.key);
  });

  it('gives different keys for different bodies and for the two languages', async () => {
    const zh = await catalogCacheKey(URL_BASE, '{"group_id":2,"lang":0,"type":"vehicle_series"}');
    const en = await catalogCacheKey(URL_BASE, '{"group_id":2,"lang":1,"type":"vehicle_series"}');
    const disp = await catalogCacheKey(URL_BASE, '{"group_id":2,"lang":0,"type":"displacement"}');
    expect(new Set([zh?.key, en?.key, disp?.key]).size).toBe(3);
  });

  it('keeps query parameters that select content (news id, page)', async () => {
    const a = await catalogCacheKey('https://s.example/stage-api/api/content/detail?id=1', '{}');
    const b = await catalogCacheKey('https://s.example/stage-api/api/content/detail?id=2', '{}');
    expect(a?.key).not.toBe(b?.key);
  });

  it('returns null for a body that is not JSON', async () => {
    expect(await catalogCacheKey(URL_BASE, '<xml/>')).toBeNull();
  });
});

describe('sha256Hex', () => {
  it('matches the known SHA-256 of "abc"', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('cacheKeyForRequest', () => {
  it('reads the body from a clone, so the request can still be sent', async () => {
    const req = new Request(`${URL_BASE}?token=abc`, {
      method: 'POST',
      body: '{"lang":1,"group_id":2,"type":"displacement"}',
      headers: { 'content-type': 'application/json' },
    });
    const k = await cacheKeyForRequest(req);
    expect(k?.key).toBe((await catalogCacheKey(URL_BASE, '{"group_id":2,"lang":1,"type":"displacement"}'))?.key);
    expect(req.bodyUsed).toBe(false);
    expect(await req.text()).toContain('displacement');
  });
});
