import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError, type Envelope } from './envelope.ts';
import { requireUser, tokenFrom } from './auth.ts';
import { isUniqueViolation } from './db-errors.ts';
import { t } from './messages.ts';

/**
 * Idempotency keys for the calls the site's outbox may send later (test rides, event sign-ups, franchise
 * and feedback forms): the first request with a key claims it (a row under a unique index), does the
 * work and stores a successful answer; a repeat with the same key and body gets that answer again and
 * does nothing; the same key with another body is refused (422). A refusal or error releases the claim,
 * so the rider can correct the form and send it again under the same key.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer replayed from the store rather than made now. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A claim with no answer after this long belongs to a request that died: it may be taken over. */
const STALE_CLAIM_MS = 60_000;
/** How long a duplicate waits for the first copy's answer before it is told to try again. */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 50;

interface IdempotencyInput {
  db: Kysely<Database>;
  route: string;
  body: Record<string, unknown>;
  lang: 0 | 1;
}

/** sha256 of the body without what may change between two sends of one item (token, language, brand group). */
export function bodyHash(body: Record<string, unknown>, canonical: (v: unknown) => string): string {
  const rest = Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'token' && k !== 'lang' && k !== 'group_id'));
  return crypto.createHash('sha256').update(canonical(rest)).digest('hex');
}

async function scopeOf(req: FastifyRequest, db: Kysely<Database>, lang: 0 | 1): Promise<string> {
  if (!tokenFrom(req)) return 'anon';
  try {
    return `u:${(await requireUser(req, db, lang)).id}`;
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 401) return 'anon';
    throw err;
  }
}

/** The request's key: undefined when absent; a 400 when malformed or repeated. */
export function readKey(req: FastifyRequest, lang: 0 | 1): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw new ApiError(400, t('badIdempotencyKey', lang));
  return raw;
}

/** Runs `work` at most once per key (see above); without a key it simply runs it. */
export async function withIdempotencyKey(
  req: FastifyRequest,
  reply: FastifyReply,
  input: IdempotencyInput & { canonical: (v: unknown) => string },
  work: () => Promise<Envelope<unknown>>,
): Promise<Envelope<unknown>> {
  const key = readKey(req, input.lang);
  if (key === undefined) return work();
  const { db, route, lang } = input;
  const scope = await scopeOf(req, db, lang);
  const hash = bodyHash(input.body, input.canonical);
  const where = db.selectFrom('idempotency_keys').where('scope', '=', scope).where('route', '=', route).where('idem_key', '=', key);
  const started = Date.now();
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(started - IDEMPOTENCY_TTL_MS).toISOString())
    .execute();
  let claimId: number | undefined;
  while (claimId === undefined) {
    try {
      const row = await db
        .insertInto('idempotency_keys')
        .values({ scope, route, idem_key: key, body_hash: hash, answer: null, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      claimId = row.id;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const held = await where.select(['id', 'body_hash', 'answer', 'created_at']).executeTakeFirst();
      if (!held) continue;
      if (held.body_hash !== hash) throw new ApiError(422, t('idempotencyKeyReused', lang));
      if (held.answer !== null) {
        reply.header(REPLAYED_HEADER, 'true');
        return JSON.parse(held.answer) as Envelope<unknown>;
      }
      if (Date.now() - Date.parse(held.created_at) > STALE_CLAIM_MS) {
        await db.deleteFrom('idempotency_keys').where('id', '=', held.id).where('answer', 'is', null).execute();
        continue;
      }
      if (Date.now() - started > WAIT_FOR_FIRST_MS) throw new ApiError(409, t('idempotencyBusy', lang));
      await sleep(POLL_MS);
    }
  }
  const release = () => db.deleteFrom('idempotency_keys').where('id', '=', claimId).execute();
  let envelope: Envelope<unknown>;
  try {
    envelope = await work();
  } catch (err) {
    await release();
    throw err;
  }
  // Only a success is kept: after a refusal the rider may edit the item and send it under the same key.
  if (envelope.code === 1) {
    await db
      .updateTable('idempotency_keys')
      .set({ answer: JSON.stringify(envelope) })
      .where('id', '=', claimId)
      .execute();
  } else await release();
  return envelope;
}
