// Lie-fi detection: the network accepts requests but answers nothing. One request waiting out its
// whole time-out while no answer at all arrives is enough to call the network stalled; then every
// waiting request is released at once and later ones wait only briefly, until any answer arrives.

/** Tracks whether the network has gone quiet. Pure (the clock is injected). */
export class StallTracker {
  private lastAnswerAt = Number.NEGATIVE_INFINITY;
  private stalled = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** True while the network is considered stalled. */
  isStalled(): boolean {
    return this.stalled;
  }

  /** A network answer (any status) arrived: the network talks, the stall is over. */
  answered(): void {
    this.lastAnswerAt = this.now();
    this.stalled = false;
  }

  /** A request started at `startedAt` waited out its time-out; with no answer since then, the network is stalled. */
  timedOut(startedAt: number): void {
    if (this.lastAnswerAt >= startedAt || this.stalled) return;
    this.stalled = true;
    const waiting = [...this.listeners];
    this.listeners.clear();
    waiting.forEach((release) => release());
  }

  /** Calls `release` once when the network is found stalled; returns a function that cancels. */
  onStall(release: () => void): () => void {
    this.listeners.add(release);
    return () => this.listeners.delete(release);
  }
}

/** Marker for "the network did not answer in time". */
export const TIMED_OUT = Symbol('timed-out');

/**
 * The network's answer, or TIMED_OUT after `timeoutMs` or as soon as the network is found stalled
 * (whichever is first). Rejects when the network fails first. Records answers and time-outs.
 */
export async function raceNetwork(
  network: Promise<Response>,
  timeoutMs: number,
  stall: StallTracker,
  now: () => number = () => Date.now(),
): Promise<Response | typeof TIMED_OUT> {
  const startedAt = now();
  void network.then(
    () => stall.answered(),
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancel = () => {};
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    cancel = stall.onStall(() => resolve(TIMED_OUT));
    timer = setTimeout(() => {
      stall.timedOut(startedAt);
      resolve(TIMED_OUT);
    }, timeoutMs);
  });
  try {
    return await Promise.race([network, timeout]);
  } finally {
    clearTimeout(timer);
    cancel();
  }
}
