import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH } from './schema-limits.ts';

/** A JSON body refused before parsing: too deeply nested, or carrying a NUL character. */
export class JsonGuardError extends Error {
  readonly statusCode = 400;
  constructor(readonly code: 'YL_JSON_TOO_DEEP' | 'YL_JSON_NUL') {
    super(code);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * One pass over a JSON text, without recursion: the deepest nesting outside strings, and whether a
 * string holds a NUL (as the escape \u0000; a raw NUL is invalid JSON and refused by the parser).
 * Returns the refusal, or null. Structure errors are left to JSON.parse.
 */
export function jsonGuard(text: string, maxDepth = MAX_JSON_DEPTH): JsonGuardError | null {
  // Most bodies are a few flat fields: a native search settles them without the loop.
  const nul = text.includes('\\u0000');
  if (!nul && text.length <= maxDepth * 2) return null;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) {
        if (text.startsWith('u0000', i + 1)) return new JsonGuardError('YL_JSON_NUL');
        i++;
      } else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return new JsonGuardError('YL_JSON_TOO_DEEP');
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return null;
}

/**
 * Replaces the application/json parser with Fastify's own (same proto-poisoning rules and errors)
 * behind `jsonGuard`, so nothing recursive (validation, cache keys, handlers) ever sees a body nested
 * deeper than MAX_JSON_DEPTH, and no NUL reaches a handler or a PostgreSQL text column (which cannot
 * store one). Routes with a parser of their own (the signed payment callback) keep theirs.
 */
export function guardJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    const refused = jsonGuard(text);
    if (refused) return done(refused, undefined);
    parse(req, text, done);
  });
}
