import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from './envelope.ts';
import { t } from './messages.ts';

/** Session lifetime: 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** SHA-256 of a token: only hashes are stored, so a database leak yields no usable session. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Creates a session with a random 128-bit token and returns the token (shown once). */
export async function createSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(16).toString('hex');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The token from the query string (legacy contract), the `token` header, or the body. */
export function tokenFrom(req: FastifyRequest): string | undefined {
  const q = (req.query as Record<string, unknown> | undefined)?.token;
  const h = req.headers.token;
  const b = (req.body as Record<string, unknown> | undefined)?.token;
  for (const v of [q, h, b]) if (typeof v === 'string' && v.length > 0 && v.length <= 128) return v;
  return undefined;
}

/** Resolves the request's user or throws HTTP 401 (missing, expired or revoked token). */
export async function requireUser(req: FastifyRequest, db: Kysely<Database>, lang: number): Promise<{ id: number; phone: string; nickname: string }> {
  const token = tokenFrom(req);
  if (token) {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.phone', 'users.nickname', 'sessions.expires_at', 'sessions.revoked_at'])
      .where('sessions.token_hash', '=', hashToken(token))
      // A deleted account's sessions are revoked too; this also covers a login racing the deletion.
      .where('users.deleted_at', 'is', null)
      .executeTakeFirst();
    if (row && !row.revoked_at && row.expires_at > new Date().toISOString()) {
      return { id: row.id, phone: row.phone, nickname: row.nickname };
    }
  }
  throw new ApiError(401, t('unauthorized', lang));
}
