import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * One per-client request budget for the whole API: at most `max` requests per client key (the socket's
 * IP; `trustProxy` is off) in each `windowMs` window. O(1) and synchronous per request: one Map read and
 * write, no promise, no timer. Memory is bounded by the keys seen in one window (and by `maxKeys`).
 *
 * Both limiters in front of the API count here, so a client has one budget however it spends it:
 * @fastify/rate-limit (auth, SMS, writes, uploads, user calls) through {@link sharedRateLimitStore}, and the
 * memoised catalog reads through {@link ApiRateLimiter.onRequest}, a hook that costs no promise ticks and
 * adds no headers to the hot path.
 */
export class ApiRateLimiter {
  private counts = new Map<string, number>();
  /** The current window starts with the first request after the previous one ended. */
  private windowEnds = 0;
  /** A property so tests can move time. */
  clock: () => number = Date.now;

  constructor(
    readonly max: number,
    readonly windowMs = 60_000,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one request for `key` and returns its count in the current window. */
  hit(key: string): number {
    const now = this.clock();
    if (now >= this.windowEnds) {
      this.counts.clear();
      this.windowEnds = now + this.windowMs;
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    if (n === 1 && this.counts.size >= this.maxKeys) this.counts.delete(this.counts.keys().next().value as string);
    this.counts.set(key, n);
    return n;
  }

  /** Milliseconds until the current window ends. */
  ttl(): number {
    return Math.max(0, this.windowEnds - this.clock());
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
