import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * One per-client request budget for the whole API: at most `max` requests per client key (`req.ip`: the
 * socket's address, or the client's as told by a trusted proxy, TRUST_PROXY) in each `windowMs` window.
 * O(1) and synchronous per request: a Map read and write or two, no promise, no timer. Memory is bounded
 * by the keys seen in one window (and by `maxKeys`).
 *
 * Both limiters in front of the API count here, so a client has one budget however it spends it:
 * @fastify/rate-limit (auth, SMS, writes, uploads, user calls) through {@link sharedRateLimitStore}, and the
 * memoised catalog reads through {@link ApiRateLimiter.onRequest}, a hook that costs no promise ticks and
 * adds no headers to the hot path.
 *
 * On PostgreSQL, several instances share their counts through {@link SharedRateLimitCounts}
 * (rate-limit-shared.ts): this class keeps the hits since the last hand-over and learns the totals back
 * (decision 040). Alone (SQLite, one process), it is the whole limiter.
 */
export class ApiRateLimiter {
  private counts = new Map<string, number>();
  /** Hits per key since the last hand-over to a shared store; null while counting alone (SQLite). */
  private pending: Map<string, number> | null = null;
  /** Windows are aligned to the epoch, so every instance agrees on which window a hit belongs to. */
  private windowStart = -1;
  /** A property so tests can move time. */
  clock: () => number = Date.now;

  constructor(
    readonly max: number,
    readonly windowMs = 60_000,
    private readonly maxKeys = 100_000,
  ) {}

  private roll(now: number): void {
    const start = now - (now % this.windowMs);
    if (start === this.windowStart) return;
    this.counts.clear();
    this.pending?.clear();
    this.windowStart = start;
  }

  /** Counts one request for `key` and returns its count in the current window (as far as this instance knows). */
  hit(key: string): number {
    this.roll(this.clock());
    const n = (this.counts.get(key) ?? 0) + 1;
    if (n === 1 && this.counts.size >= this.maxKeys) this.counts.delete(this.counts.keys().next().value as string);
    this.counts.set(key, n);
    if (this.pending) this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    return n;
  }

  /** Milliseconds until the current window ends. */
  ttl(): number {
    return Math.max(0, this.windowStart + this.windowMs - this.clock());
  }

  /** From now on, keeps the per-key hits since the last {@link takeDeltas} for a shared store. */
  enableSharing(): void {
    this.pending ??= new Map();
  }

  /** Hands over (and forgets) the hits since the last call, with the window they were counted in; null if none. */
  takeDeltas(): { window: number; deltas: Map<string, number> } | null {
    if (!this.pending || this.pending.size === 0) return null;
    const deltas = this.pending;
    this.pending = new Map();
    return { window: this.windowStart, deltas };
  }

  /** Puts back deltas a shared store could not take, unless their window has ended meanwhile. */
  restoreDeltas(window: number, deltas: Map<string, number>): void {
    if (!this.pending || window !== this.windowStart) return;
    for (const [k, n] of deltas) if (this.pending.size < this.maxKeys || this.pending.has(k)) this.pending.set(k, (this.pending.get(k) ?? 0) + n);
  }

  /**
   * Learns the counts of every instance together (totals as of a hand-over) for `window`: a key's count
   * becomes its total plus this instance's hits since then. Totals of an ended window are ignored.
   */
  learn(window: number, totals: Iterable<readonly [string, number]>): void {
    if (window !== this.windowStart) return;
    for (const [k, total] of totals) {
      const known = this.counts.get(k);
      if (known === undefined) continue; // forgotten (bounded keys): the next hit counts it afresh
      this.counts.set(k, Math.max(known, total + (this.pending?.get(k) ?? 0)));
    }
  }

  /**
   * Route-level `onRequest` hook (callback style, so no promise per request): over budget, the request
   * fails with HTTP 429 before its body is read; the global error handler words the envelope.
   */
  readonly onRequest = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (this.hit(req.ip) <= this.max) return done();
    reply.header('retry-after', String(Math.ceil(this.ttl() / 1000)));
    done(Object.assign(new Error('Too many requests'), { statusCode: 429 }));
  };
}

/**
 * A @fastify/rate-limit store class that counts in `limiter`, so plugin-limited calls share its budget
 * (per-route children share it too).
 */
export function sharedRateLimitStore(limiter: ApiRateLimiter): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      callback(null, { current: limiter.hit(key), ttl: limiter.ttl() });
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
