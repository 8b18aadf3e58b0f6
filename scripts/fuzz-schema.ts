// Fuzz values: fast-check arbitraries for what a JSON schema accepts (valid-ish: within its declared
// types and bounds) and for the values attackers and broken clients send instead.
import fc from 'fast-check';

/** A JSON schema fragment as the OpenAPI document gives it. */
export type Schema = Record<string, unknown>;

/** Placeholder string swapped for a deeply nested array after JSON.stringify (which recurses). */
export const DEEP_MARK = '@@deep@@';

const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);

/** A value the schema accepts, biased towards small numbers (so ids sometimes exist) and short strings. */
export function valueArb(s: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if ('const' in s) return fc.constant(s.const);
  const type = Array.isArray(s.type) ? (s.type[0] as string) : (s.type as string | undefined);
  switch (type) {
    case 'string': {
      const min = num(s.minLength, 0);
      const max = num(s.maxLength, 200);
      if (typeof s.pattern === 'string') {
        const re = new RegExp(s.pattern);
        return fc.stringMatching(re).map((v) => (v.length > max ? v.slice(0, max) : v));
      }
      return fc.oneof(
        { arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 24) }), weight: 4 },
        { arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 24) }), weight: 2 },
        { arbitrary: fc.string({ minLength: Math.max(min, max - 2), maxLength: max }), weight: 1 },
        { arbitrary: fc.constantFrom('13800138000', '2026-12-01', '09:00', '/news', 'home', 'displacement', 'zh'), weight: 1 },
      );
    }
    case 'integer': {
      const min = num(s.minimum, -(2 ** 31));
      const max = num(s.maximum, 2 ** 31 - 1);
      return fc.oneof(
        { arbitrary: fc.integer({ min, max: Math.min(max, min + 60) }), weight: 3 },
        { arbitrary: fc.integer({ min, max }), weight: 1 },
      );
    }
    case 'number':
      return fc.double({ min: num(s.minimum, -1e6), max: num(s.maximum, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = (s.items as Schema | undefined) ?? {};
      return fc.array(valueArb(items), { maxLength: Math.min(num(s.maxItems, 5), 6) });
    }
    case 'object':
      return objectArb(s);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object with the schema's properties: required ones always, the others sometimes. */
export function objectArb(s: Schema): fc.Arbitrary<Record<string, unknown>> {
  const props = (s.properties as Record<string, Schema> | undefined) ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) model[k] = valueArb(v);
  const required = ((s.required as string[] | undefined) ?? []).filter((k) => k in model);
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Values no schema here accepts, or only just: boundaries, NULs, lone surrogates, long and deep input. */
export const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    -(2 ** 53),
    2 ** 63,
    1e308,
    -1,
    0,
    0.5,
    2 ** 31 + 0.5,
    '',
    null,
    true,
    false,
    [],
    {},
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\uffff',
    '1',
    '2147483648',
    '__proto__',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    { __proto__: null, constructor: { prototype: { x: 1 } } },
    [1, 2, 3],
    { group_id: 2 },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 4 }),
  fc.integer({ min: 100, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.constant(DEEP_MARK),
  fc.array(fc.string(), { minLength: 60, maxLength: 200 }),
);

/** A deeply nested JSON text, built without recursion. */
export function deepText(depth: number): string {
  return `${'['.repeat(depth)}0${']'.repeat(depth)}`;
}
