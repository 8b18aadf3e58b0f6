// The parts of Background Fetch (the WICG draft) the ride pack uses, typed
// here because TypeScript's libraries do not ship them, and the message the worker posts when one
// ends. Shared by the worker (sw/pack-background.ts) and the page (src/lib/ride-pack/pack-background.ts).

/** One request of a background fetch and its answer (which rejects when that request failed). */
export interface BackgroundFetchRecordLike {
  readonly request: Request;
  readonly responseReady: Promise<Response>;
}

/** A background fetch in progress or ended. */
export interface BackgroundFetchRegistrationLike extends EventTarget {
  readonly id: string;
  readonly downloadTotal: number;
  readonly downloaded: number;
  /** '' while running, then 'success' or 'failure'. */
  readonly result: '' | 'success' | 'failure';
  readonly failureReason: string;
  abort(): Promise<boolean>;
  matchAll(): Promise<BackgroundFetchRecordLike[]>;
}

/** `registration.backgroundFetch`. */
export interface BackgroundFetchManagerLike {
  fetch(
    id: string,
    requests: Request[],
    options?: { title?: string; downloadTotal?: number; icons?: { src: string; sizes?: string; type?: string }[] },
  ): Promise<BackgroundFetchRegistrationLike>;
  get(id: string): Promise<BackgroundFetchRegistrationLike | undefined>;
  getIds(): Promise<string[]>;
}

/** The worker's backgroundfetchsuccess / fail / abort event. */
export interface BackgroundFetchEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
  readonly registration: BackgroundFetchRegistrationLike;
  /** Success and fail only: the browser's notification text once the files are handled. */
  updateUI?(options: { title?: string }): Promise<void>;
}

/** How a background fetch ended, as the worker saw it. */
export type BackgroundOutcome = 'success' | 'failure' | 'abort';

/** Worker → page: a ride pack's background fetch ended and its files are stored (state in IndexedDB). */
export interface PackBackgroundMessage {
  type: 'RIDE_PACK_BACKGROUND';
  outcome: BackgroundOutcome;
}

/** Prefix of the ride pack's background fetch ids (other fetches are not the pack's). */
export const PACK_FETCH_PREFIX = 'ride-pack-';

/** True for the worker's message that a pack's background fetch ended. */
export function isPackBackgroundMessage(data: unknown): data is PackBackgroundMessage {
  const d = data as Partial<PackBackgroundMessage> | null;
  return !!d && typeof d === 'object' && d.type === 'RIDE_PACK_BACKGROUND' && ['success', 'failure', 'abort'].includes(d.outcome ?? '');
}
