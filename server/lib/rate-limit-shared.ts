import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ApiRateLimiter } from './rate-limit.ts';

/** How often each instance hands its counts over and learns the totals (decision 040). */
export const FLUSH_INTERVAL_MS = 200;

/**
 * Shares an {@link ApiRateLimiter}'s counts between instances through the PostgreSQL table `rate_limits`:
 * every {@link FLUSH_INTERVAL_MS}, one statement adds this instance's per-key hits since the last flush
 * and returns the totals of every instance, which the limiter learns. Requests never wait for the
 * database; a client over budget on the sum of all instances is refused within about one interval.
 * If PostgreSQL is unreachable, the deltas are kept for the next flush and each instance limits alone.
 */
export class SharedRateLimitCounts {
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private sweptWindow = -1;
  private lastError = 0;

  constructor(
    private readonly limiter: ApiRateLimiter,
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {
    limiter.enableSharing();
  }

  /** Flushes on a timer that never keeps the process alive. */
  start(intervalMs = FLUSH_INTERVAL_MS): void {
    this.timer ??= setInterval(() => void this.flush(), intervalMs).unref();
  }

  /** Stops the timer and hands over the last deltas (before the pool closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** One flush; a flush already under way is joined, never overlapped (totals arrive in order). */
  flush(): Promise<void> {
    this.inFlight ??= this.exchange().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async exchange(): Promise<void> {
    const batch = this.limiter.takeDeltas();
    if (!batch) return;
    const keys = [...batch.deltas.keys()];
    const counts = [...batch.deltas.values()];
    try {
      // One round trip: add every key's delta and read back every key's total, atomically per row.
      const { rows } = await sql<{ k: string; n: number }>`
        insert into rate_limits (window_start, k, n)
        select ${batch.window}::bigint, d.k, d.n from unnest(${keys}::text[], ${counts}::int[]) as d(k, n)
        on conflict (window_start, k) do update set n = rate_limits.n + excluded.n
        returning k, n`.execute(this.db);
      this.limiter.learn(
        batch.window,
        rows.map((r) => [r.k, Number(r.n)] as const),
      );
    } catch (err) {
      this.limiter.restoreDeltas(batch.window, batch.deltas);
      return this.warn(err);
    }
    if (batch.window !== this.sweptWindow) {
      this.sweptWindow = batch.window;
      // Keep the previous window too: an instance whose clock is a little behind may still be in it.
      await sql`delete from rate_limits where window_start < ${batch.window - this.limiter.windowMs}::bigint`
        .execute(this.db)
        .catch((err: unknown) => this.warn(err));
    }
  }

  /** At most one warning per 10 s while PostgreSQL is away. */
  private warn(err: unknown): void {
    const now = Date.now();
    if (now - this.lastError < 10_000) return;
    this.lastError = now;
    this.log.warn({ err }, 'shared rate-limit counts unavailable; limiting per instance meanwhile');
  }
}

/** On PostgreSQL, makes the app's API budget one budget across instances, flushing until the app closes. */
export function shareRateLimits(app: FastifyInstance, limiter: ApiRateLimiter): SharedRateLimitCounts {
  const shared = new SharedRateLimitCounts(limiter, app.db.db, app.log);
  shared.start();
  app.addHook('onClose', async () => shared.stop());
  return shared;
}
