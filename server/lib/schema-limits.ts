/**
 * Input limits (design section 7): every request schema declares its properties and bounds, so no
 * unbounded value reaches a handler, a cache key or a database column.
 */

/** The largest id either database stores: PostgreSQL `integer` (and SERIAL) is 32-bit signed. */
export const ID_MAX = 2147483647;

/** A positive id that fits the column on SQLite and PostgreSQL alike. */
export const idProp = { type: 'integer', minimum: 1, maximum: ID_MAX } as const;

/** Nesting refused by the JSON parser before anything else sees the body (legit bodies are ≤ 3 deep). */
export const MAX_JSON_DEPTH = 32;

type Schema = Record<string, unknown>;

const isSchema = (v: unknown): v is Schema => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Every way a JSON schema (or an OpenAPI parameter schema) leaves a value unbounded: a string without
 * maxLength, a number without minimum and maximum, an array without maxItems or typed items, an object
 * whose properties are not closed, an untyped value. Enumerations and constants are bounded by nature.
 * Returns one line per problem, each naming where it is; empty when the schema is fully bounded.
 */
export function unboundedParts(schema: unknown, where: string): string[] {
  const out: string[] = [];
  const stack: [unknown, string][] = [[schema, where]];
  while (stack.length > 0) {
    const [s, at] = stack.pop() as [unknown, string];
    if (!isSchema(s)) {
      out.push(`${at}: not a schema`);
      continue;
    }
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = s[k];
      if (Array.isArray(list)) list.forEach((x, i) => stack.push([x, `${at}/${k}[${i}]`]));
    }
    if ('enum' in s || 'const' in s) continue;
    const types = Array.isArray(s.type) ? (s.type as unknown[]) : [s.type];
    if (s.type === undefined) {
      if (!('anyOf' in s || 'oneOf' in s || 'allOf' in s)) out.push(`${at}: untyped`);
      continue;
    }
    if (types.includes('string') && typeof s.maxLength !== 'number') out.push(`${at}: string without maxLength`);
    if ((types.includes('integer') || types.includes('number')) && (typeof s.minimum !== 'number' || typeof s.maximum !== 'number'))
      out.push(`${at}: number without minimum and maximum`);
    if (types.includes('integer') && ((s.maximum as number) > ID_MAX || (s.minimum as number) < -ID_MAX - 1))
      out.push(`${at}: integer bounds wider than a PostgreSQL integer column`);
    if (types.includes('array')) {
      if (typeof s.maxItems !== 'number') out.push(`${at}: array without maxItems`);
      if (isSchema(s.items)) stack.push([s.items, `${at}[]`]);
      else out.push(`${at}: array without typed items`);
    }
    if (types.includes('object')) {
      if (s.additionalProperties !== false) out.push(`${at}: object without additionalProperties: false`);
      const props = isSchema(s.properties) ? s.properties : {};
      for (const [k, v] of Object.entries(props)) stack.push([v, `${at}.${k}`]);
    }
  }
  return out;
}
