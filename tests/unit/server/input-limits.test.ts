// Input limits (issue 25, item 6): closed and bounded schemas on every route, undeclared properties
// stripped before any handler or cache key, nesting and NUL characters refused by the JSON parser, ids
// that fit a PostgreSQL integer column.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { defineCall } from '../../../server/lib/call.ts';
import { jsonGuard } from '../../../server/lib/json-guard.ts';
import { ID_MAX, MAX_JSON_DEPTH, unboundedParts } from '../../../server/lib/schema-limits.ts';

/**
 * Routes that take no JSON body schema, each for a reason: the signed callback verifies its raw bytes
 * (16 KB parser limit of its own), the upload is multipart with busboy limits, the test-only helpers
 * are never mounted in production, and the catch-all only answers 404/405.
 */
const NO_BODY_SCHEMA = [
  /^\/stage-api\/payment\/(callback|[\w-]*notify)$/,
  /^\/stage-api\/api\/upload\/image$/,
  /^\/stage-api\/__test\//,
  /^\/stage-api\/\{\*\}$/,
];

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { in: string; name: string; schema: unknown }[];
}

const CARS = 'api/car_info/get_cars_by_type';
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('input limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it('bounds every string, number and array and closes every object on every route, body and query', () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const problems: string[] = [];
    let checked = 0;
    for (const [path, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const body = op.requestBody?.content?.['application/json']?.schema;
        if (body) {
          checked++;
          problems.push(...unboundedParts(body, `${method} ${path} body`));
        } else if (method === 'post' && !NO_BODY_SCHEMA.some((re) => re.test(path))) problems.push(`${method} ${path}: no body schema`);
        for (const p of op.parameters ?? []) if (p.in === 'query') problems.push(...unboundedParts(p.schema, `${method} ${path} query.${p.name}`));
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });

  it('names what is unbounded, and defineCall refuses such a call at start-up', () => {
    expect(unboundedParts({ type: 'object', properties: { a: { type: 'string' } } }, 'body')).toEqual([
      'body: object without additionalProperties: false',
      'body.a: string without maxLength',
    ]);
    expect(unboundedParts({ type: 'array', items: { type: 'integer', minimum: 1, maximum: ID_MAX + 1 } }, 'x')).toEqual([
      'x: array without maxItems',
      'x[]: integer bounds wider than a PostgreSQL integer column',
    ]);
    expect(
      unboundedParts({ type: 'object', additionalProperties: false, properties: { o: { type: 'object', properties: {} }, v: {} } }, 'b'),
    ).toEqual(['b.v: untyped', 'b.o: object without additionalProperties: false']);
    const app = Fastify();
    const call = (props: Record<string, Record<string, unknown>>, query?: Record<string, Record<string, unknown>>) => () =>
      defineCall(app, { path: 'x/y', summary: '', tags: [], props, query, handler: async () => null });
    expect(call({ id: { type: 'integer', minimum: 1 } })).toThrow(/x\/y: unbounded input: body\.id: number without minimum and maximum/);
    expect(call({}, { page: { type: 'string' } })).toThrow(/query\.page: string without maxLength/);
    expect(call({ id: { type: 'integer', minimum: 1, maximum: 9 } })).not.toThrow();
  });

  it('strips undeclared properties: they never reach a handler or the reply-cache key', async () => {
    t.app.replyCache.clear();
    const plain = await t.post(CARS, { type: 'displacement' });
    expect(plain.statusCode).toBe(200);
    for (let i = 0; i < 50; i++) {
      const r = await t.post(CARS, { type: 'displacement', [`junk${i}`]: 'x'.repeat(60_000), nested: { deep: [i] } });
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(plain.body);
    }
    const q = await t.app.inject({
      method: 'POST',
      url: `/stage-api/${CARS}?junk=${'y'.repeat(4000)}&more=1`,
      payload: { group_id: 2, type: 'displacement' },
    });
    expect(q.body).toBe(plain.body);
    expect(t.app.replyCache.size).toBe(1);
    expect(t.app.replyCache.bytes).toBeLessThan(plain.rawPayload.length * 4);
  });

  it('refuses bodies nested deeper than the bound with a 400 envelope, in any field, before validation', async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 5000, 100_000 / 2 - 10]) {
      for (const payload of [`{"group_id":2,"type":"displacement","x":${nested(depth)}}`, `{"group_id":2,"type":${nested(depth)}}`, nested(depth)]) {
        const r = await t.app.inject({ method: 'POST', url: `/stage-api/${CARS}`, headers: { 'content-type': 'application/json' }, payload });
        expect([r.statusCode, depth]).toEqual([depth > 30_000 ? 413 : 400, depth]);
        expect(r.json()).toMatchObject({ code: r.statusCode, data: null });
      }
    }
    const r = await t.app.inject({
      method: 'POST',
      url: `/stage-api/${CARS}`,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"group_id":2,"x":${nested(40)}}`,
    });
    expect(r.json()).toEqual({ code: 400, msg: 'The request body is nested too deeply', data: null });
    const ok = await t.app.inject({
      method: 'POST',
      url: `/stage-api/${CARS}`,
      headers: { 'content-type': 'application/json' },
      payload: `{"group_id":2,"type":"displacement","x":${nested(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses NUL characters anywhere in the body or the token with a 400 envelope', async () => {
    const en = { 'accept-language': 'en' };
    const bodies = [
      { path: '/x\u0000', route_name: 'home' },
      { path: '/x', route_name: 'home', ['k\u0000']: 1 },
      { path: '/x', route_name: 'home', extra: ['a', { b: 'c\u0000' }] },
    ];
    for (const body of bodies) {
      const r = await t.app.inject({ method: 'POST', url: '/stage-api/api/analytics/page_view', headers: en, payload: { group_id: 2, ...body } });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ code: 400, msg: 'The request must not contain NUL characters', data: null });
    }
    const viaQuery = await t.app.inject({ method: 'POST', url: `/stage-api/${CARS}?token=ab%00cd`, payload: { group_id: 2, type: 'displacement' } });
    expect(viaQuery.statusCode).toBe(400);
    expect(viaQuery.json()).toMatchObject({ code: 400, data: null });
    // A backslash followed by the text "u0000" is no NUL.
    const text = await t.app.inject({
      method: 'POST',
      url: '/stage-api/api/analytics/page_view',
      headers: { 'content-type': 'application/json' },
      payload: '{"group_id":2,"path":"/a\\\\u0000","route_name":"x"}',
    });
    expect(text.json()).toMatchObject({ code: 1 });
  });

  it('scans without recursion: nesting outside strings only, escapes skipped', () => {
    expect(jsonGuard('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')).toBeNull();
    expect(jsonGuard(`{"a":"\\"${'['.repeat(80)}"}`)).toBeNull();
    expect(jsonGuard(nested(3), 2)?.code).toBe('YL_JSON_TOO_DEEP');
    expect(jsonGuard(nested(2), 2)).toBeNull();
    expect(jsonGuard('["\\u0000"]')?.code).toBe('YL_JSON_NUL');
    expect(jsonGuard('["\\\\u0000"]')).toBeNull();
    expect(jsonGuard(`[${'"\\\\",'.repeat(40)}"\\u0000"]`)?.code).toBe('YL_JSON_NUL');
  });

  it('refuses ids that do not fit a 32-bit integer column with a 400, accepts the largest that does', async () => {
    for (const [path, body] of [
      ['addons/litestore/api.goods/detail', { id: ID_MAX + 1 }],
      ['api/car_info/get_car_info', { car_model_id: 2 ** 53 }],
      ['api/stores/get_store', { province_id: 2 ** 31 }],
      ['api/service/used_car', { year: 2 ** 31 }],
      ['api/rescue/fill_rescue', { lat: 1e300, lng: 1 }],
      ['api/service/financial_enquiry', { down_payment_cents: 2 ** 40 }],
    ] as const) {
      const r = await t.post(path, body);
      expect([path, r.statusCode]).toEqual([path, 400]);
      expect(r.json()).toMatchObject({ code: 400, data: null });
    }
    const largest = await t.post('addons/litestore/api.goods/detail', { id: ID_MAX });
    expect(largest.statusCode).toBe(200);
    expect(largest.json()).toMatchObject({ code: 0 });
    const content = await t.app.inject({ method: 'POST', url: '/stage-api/api/content/detail?id=999999999', payload: { group_id: 2 } });
    expect(content.statusCode).toBe(200);
  });
});
