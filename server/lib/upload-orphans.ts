import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { quotaDay } from './upload-quota.ts';
import { uploadStore } from './upload-store.ts';

/** How often each instance looks for orphans, and how much one look may delete. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;
export const SWEEP_BATCH = 200;
const SWEEP_MAX_BATCHES = 5;

/**
 * Marks a user's uploads as used by a submitted form; false unless every name is theirs and still there.
 * Call it inside the transaction that stores the form: a concurrent sweep either waits for the claim
 * (PostgreSQL row lock, then skips the row) or deleted it first (then this answers false and the form
 * is refused), so a stored form never names a deleted photo.
 */
export async function claimUploads(trx: Kysely<Database>, userId: number, names: string[], at: string): Promise<boolean> {
  if (names.length === 0) return true;
  const res = await trx
    .updateTable('uploads')
    .set((eb) => ({ claimed_at: eb.fn.coalesce('claimed_at', eb.val(at)) }))
    .where('file_name', 'in', names)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === names.length;
}

/** What one sweep removed. */
export interface SweepResult {
  uploads: number;
  tickets: number;
  quotaRows: number;
}

/**
 * Deletes uploads no form claimed within `orphanHours` (bounded batches, oldest first, with their bytes),
 * redeemed tickets past their expiry and quota counters of past days. Safe on several instances at once.
 */
export async function sweepOrphanUploads(app: FastifyInstance, now = Date.now()): Promise<SweepResult> {
  const { db } = app.db;
  const store = uploadStore(app.db, app.config.dataDir);
  const cutoff = new Date(now - app.config.uploads.orphanHours * 3600_000).toISOString();
  const out: SweepResult = { uploads: 0, tickets: 0, quotaRows: 0 };
  for (let i = 0; i < SWEEP_MAX_BATCHES; i++) {
    const batch = db
      .selectFrom('uploads')
      .select('id')
      .where('claimed_at', 'is', null)
      .where('created_at', '<', cutoff)
      .orderBy('created_at')
      .limit(SWEEP_BATCH);
    // The conditions are repeated outside the sub-select: PostgreSQL re-checks them on a row a claim just changed.
    const gone = await db
      .deleteFrom('uploads')
      .where('id', 'in', batch)
      .where('claimed_at', 'is', null)
      .where('created_at', '<', cutoff)
      .returning('file_name')
      .execute();
    await store.drop(gone.map((r) => r.file_name));
    out.uploads += gone.length;
    if (gone.length < SWEEP_BATCH) break;
  }
  const expired = db
    .selectFrom('upload_tickets')
    .select('nonce')
    .where('expires_at', '<', new Date(now).toISOString())
    .limit(SWEEP_BATCH * SWEEP_MAX_BATCHES);
  const tickets = await db.deleteFrom('upload_tickets').where('nonce', 'in', expired).executeTakeFirst();
  out.tickets = Number(tickets.numDeletedRows);
  const yesterday = quotaDay(now - 86_400_000);
  const quota = await db.deleteFrom('upload_quota').where('day', '<', yesterday).executeTakeFirst();
  out.quotaRows = Number(quota.numDeletedRows);
  return out;
}

/** Runs the sweep every {@link SWEEP_INTERVAL_MS} on this instance; stops (and waits for a running sweep) on close. */
export function startOrphanSweeper(app: FastifyInstance, intervalMs = SWEEP_INTERVAL_MS): void {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepOrphanUploads(app)
      .then((r) => {
        if (r.uploads) app.log.info({ removed: r }, 'upload sweep');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'upload sweep failed; next interval retries'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
