/**
 * Bounded rendering work: at most `concurrency` renders at once, at most `maxQueued` waiting, and one
 * render per key however many requests ask for it at the same time. Beyond the queue a request is
 * refused (`QueueFullError`, answered 503 + Retry-After) instead of piling up CPU work.
 */

/** Thrown when the queue is full. */
export class QueueFullError extends Error {
  constructor() {
    super('render queue full');
  }
}

/** Runs keyed jobs with bounded concurrency, queue length and per-key de-duplication. */
export interface WorkQueue {
  run<T>(key: string, job: () => Promise<T>): Promise<T>;
}

/** Makes a work queue. */
export function workQueue(concurrency: number, maxQueued: number): WorkQueue {
  const inflight = new Map<string, Promise<unknown>>();
  const waiting: (() => void)[] = [];
  let active = 0;
  // A finished job hands its slot straight to the next waiter, so nobody can slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const acquire = async () => {
    if (active < concurrency) {
      active++;
      return;
    }
    if (waiting.length >= maxQueued) throw new QueueFullError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  return {
    run<T>(key: string, job: () => Promise<T>): Promise<T> {
      const same = inflight.get(key);
      if (same) return same as Promise<T>;
      const p = (async () => {
        await acquire();
        try {
          return await job();
        } finally {
          release();
        }
      })();
      inflight.set(key, p);
      const forget = () => inflight.delete(key);
      p.then(forget, forget);
      return p;
    },
  };
}
