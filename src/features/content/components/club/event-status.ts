import type { ClubEvent } from '../../api/get-activities.ts';

/** What an event card offers: sign-up, or why not. */
export type EventState = 'open' | 'full' | 'closed' | 'ended' | 'joined';

/** The sign-up state of an event for this visitor at `now` (joined wins over everything but "ended"). */
export function eventState(e: ClubEvent, joined: boolean, now = Date.now()): EventState {
  if (e.status === 'past' || Date.parse(e.ends_at) < now) return 'ended';
  if (joined) return 'joined';
  if (Date.parse(e.signup_deadline) < now) return 'closed';
  if (e.signed_up >= e.capacity) return 'full';
  return 'open';
}

/** Places still free (never below zero). */
export function seatsLeft(e: ClubEvent): number {
  return Math.max(0, e.capacity - e.signed_up);
}
