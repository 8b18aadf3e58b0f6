// Lie-fi detection: the network accepts requests but answers nothing. One request waiting out its
// whole time-out while no answer at all arrives is enough to call the network stalled; then every
// waiting request is released at once and later ones wait only briefly, until an answer arrives.
// Pages and API calls are watched apart (the API can hang while pages still load), but a time-out
// flags each of them that has not answered since that request started.

/** What a request is: a page (navigation) or an API call. */
export type Channel = 'page' | 'api';

/** Tracks whether the network has gone quiet, per channel. Pure (the clock is injected). */
export class StallTracker {
  private readonly lastAnswerAt: Record<Channel, number> = { page: Number.NEGATIVE_INFINITY, api: Number.NEGATIVE_INFINITY };
  private readonly stalled: Record<Channel, boolean> = { page: false, api: false };
  private readonly listeners: Record<Channel, Set<() => void>> = { page: new Set(), api: new Set() };

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** True while this channel is considered stalled. */
  isStalled(channel: Channel = 'api'): boolean {
    return this.stalled[channel];
  }

  /** A network answer (any status) arrived on this channel: it talks, its stall is over. */
  answered(channel: Channel = 'api'): void {
    this.lastAnswerAt[channel] = this.now();
    this.stalled[channel] = false;
  }

  /** A request started at `startedAt` waited out its time-out: each channel silent since then is stalled. */
  timedOut(startedAt: number): void {
    for (const channel of ['page', 'api'] as const) {
      if (this.lastAnswerAt[channel] >= startedAt || this.stalled[channel]) continue;
      this.stalled[channel] = true;
      const waiting = [...this.listeners[channel]];
      this.listeners[channel].clear();
      waiting.forEach((release) => release());
    }
  }

  /** Calls `release` once when this channel is found stalled; returns a function that cancels. */
  onStall(release: () => void, channel: Channel = 'api'): () => void {
    this.listeners[channel].add(release);
    return () => this.listeners[channel].delete(release);
  }
}

/** Marker for "the network did not answer in time". */
export const TIMED_OUT = Symbol('timed-out');

/**
 * The network's answer, or TIMED_OUT after `timeoutMs` or as soon as the channel is found stalled
 * (whichever is first). Rejects when the network fails first. Records answers and time-outs.
 */
export async function raceNetwork(
  network: Promise<Response>,
  timeoutMs: number,
  stall: StallTracker,
  now: () => number = () => Date.now(),
  channel: Channel = 'api',
): Promise<Response | typeof TIMED_OUT> {
  const startedAt = now();
  void network.then(
    () => stall.answered(channel),
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancel = () => {};
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    cancel = stall.onStall(() => resolve(TIMED_OUT), channel);
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
