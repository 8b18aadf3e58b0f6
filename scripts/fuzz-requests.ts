// Fuzz requests: one fast-check arbitrary over every /stage-api route of the OpenAPI document, sending
// valid-ish bodies and their mutations (wrong types, boundary numbers, NULs, deep nesting, long strings,
// extra fields, arrays for objects, broken JSON, wrong content types, odd query strings and token keys).
import fc from 'fast-check';
import { DEEP_MARK, deepText, evilValue, objectArb, valueArb, type Schema } from './fuzz-schema.ts';

/** One route as the OpenAPI document describes it. */
export interface FuzzRoute {
  method: string;
  path: string;
  body?: Schema;
  query: { name: string; schema: Schema }[];
}

/** One request to send with app.inject. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string; schema: Schema }[];
}

/** Every /stage-api route of an OpenAPI document (the catch-all is fuzzed through unknown paths). */
export function routesOf(doc: unknown): FuzzRoute[] {
  const paths = (doc as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
  const routes: FuzzRoute[] = [];
  for (const [path, ops] of Object.entries(paths)) {
    if (!path.startsWith('/stage-api/') || path.includes('{')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema }));
      routes.push({ method: method.toUpperCase(), path, body: op.requestBody?.content?.['application/json']?.schema, query });
    }
  }
  return routes;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
];
const TOKEN_KEYS = ['token', '%74oken', 'to%6Ben', '%74%6F%6B%65%6E', 'TOKEN', 'Token', 'token[]', 'tok+en'];

/** A body: valid-ish for the schema, then (most of the time) mutated, as JSON text or broken text. */
function bodyArb(schema: Schema | undefined): fc.Arbitrary<string | undefined> {
  const base = schema ? objectArb(schema) : fc.constant<Record<string, unknown>>({ group_id: 2 });
  const keys = Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {});
  const field = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 });
  const text = (v: unknown, depth: number) => JSON.stringify(v).replace(`"${DEEP_MARK}"`, deepText(depth));
  const depthArb = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 40, max: 6000 }));
  return fc.oneof(
    { arbitrary: base.map((b) => JSON.stringify(b)), weight: 5 },
    { arbitrary: fc.tuple(base, field, evilValue, depthArb).map(([b, k, v, d]) => text({ ...b, [k]: v }, d)), weight: 6 },
    {
      arbitrary: fc
        .tuple(base, fc.dictionary(fc.string({ maxLength: 10 }), evilValue, { maxKeys: 4 }), depthArb)
        .map(([b, extra, d]) => text({ ...extra, ...b }, d)),
      weight: 2,
    },
    { arbitrary: fc.tuple(base, fc.integer({ min: 1_000, max: 70_000 })).map(([b, n]) => JSON.stringify({ ...b, junk: 'j'.repeat(n) })), weight: 1 },
    { arbitrary: fc.tuple(evilValue, depthArb).map(([v, d]) => text(v, d)), weight: 2 },
    {
      arbitrary: fc.tuple(base, fc.nat()).map(([b, n]) => {
        const s = JSON.stringify(b);
        return s.slice(0, n % (s.length + 1));
      }),
      weight: 1,
    },
    {
      arbitrary: fc.oneof(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom(
          '',
          ' ',
          'null',
          '{"__proto__":{"x":1}}',
          '{"group_id":2,"group_id":"x"}',
          '{"a":1}garbage',
          '\u0000',
          deepText(100_000).slice(0, 60_000),
        ),
      ),
      weight: 1,
    },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** A query string: the route's own parameters (valid-ish or evil), token keys however encoded, junk. */
function queryArb(route: FuzzRoute, tokens: string[]): fc.Arbitrary<string> {
  const own = route.query
    .filter((q) => q.name !== 'token')
    .map((q) =>
      fc.option(
        valueArb(q.schema).map((v) => `${q.name}=${encodeURIComponent(String(v))}`),
        { nil: '' },
      ),
    );
  const tokenPart = fc.option(
    fc
      .tuple(fc.constantFrom(...TOKEN_KEYS), fc.constantFrom(...tokens, 'deadbeef', '%00', 'a%00b', '%E0%A4%A', 'x'.repeat(200)))
      .map(([k, v]) => `${k}=${v}`),
    { nil: '' },
  );
  const junk = fc.option(
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 20 }))
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
    { nil: '' },
  );
  const raw = fc.option(fc.constantFrom('%', '%%', '&&&', '=', 'a=%ZZ', 'page=1&page=2', `x=${'y'.repeat(3000)}`), { nil: '' });
  return fc.tuple(...own, tokenPart, junk, raw).map((parts) => parts.filter(Boolean).join('&'));
}

/** Any request: mostly a known route and method, sometimes another method or an unknown path. */
export function requestArb(routes: FuzzRoute[], tokens: string[]): fc.Arbitrary<FuzzRequest> {
  const perRoute = routes.map((route) =>
    fc
      .record({
        body: bodyArb(route.body),
        query: queryArb(route, tokens),
        method: fc.oneof(
          { arbitrary: fc.constant(route.method), weight: 19 },
          { arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), weight: 1 },
        ),
        type: fc.oneof({ arbitrary: fc.constant('application/json'), weight: 12 }, { arbitrary: fc.constantFrom(...CONTENT_TYPES, ''), weight: 1 }),
        header: fc.option(fc.constantFrom(...tokens, 'nope', ''), { nil: undefined }),
        bodyToken: fc.option(fc.constantFrom(...tokens), { nil: undefined }),
        lang: fc.constantFrom('zh-CN', 'en', ''),
        path: fc.oneof(
          { arbitrary: fc.constant(route.path), weight: 30 },
          {
            arbitrary: fc.constantFrom(`${route.path}/x`, `${route.path.toUpperCase()}`, '/stage-api/nope', '/stage-api/', `${route.path}%00`),
            weight: 1,
          },
        ),
      })
      .map(({ body, query, method, type, header, bodyToken, lang, path }) => {
        const headers: Record<string, string> = {};
        // The legacy contract also accepts the token as a body field.
        if (bodyToken && body?.startsWith('{')) body = `{"token":${JSON.stringify(bodyToken)}${body === '{}' ? '' : ','}${body.slice(1)}`;
        if (body !== undefined && type) headers['content-type'] = type;
        if (header !== undefined) headers.token = header;
        if (lang) headers['accept-language'] = lang;
        const withBody = method !== 'GET' && method !== 'OPTIONS';
        return { method, url: query ? `${path}?${query}` : path, headers, payload: withBody ? body : undefined };
      }),
  );
  return fc.oneof(...perRoute);
}
