// What the visitor did to the header's menu triggers before their code could answer: noted by the
// placeholders, and before hydration by the early listeners (early-capture.ts); taken over by the
// real triggers once their code is here.

/** What the visitor is doing to a menu trigger: pointer over it, focus on it, a key press, a click. */
export type Intent = 'hover' | 'focus' | 'key' | 'click';

/** Per trigger id, what was done to it before its code could answer. */
const pending = new Map<string, Set<Intent>>();

/** Notes an intent on a menu trigger (placeholders and the early listeners). */
export function noteIntent(id: string, intent: Intent): void {
  pending.set(id, (pending.get(id) ?? new Set<Intent>()).add(intent));
}

/** Forgets one intent on a trigger, or all of them. */
export function forgetIntent(id: string, intent?: Intent): void {
  if (intent) pending.get(id)?.delete(intent);
  else pending.delete(id);
}

/** A trigger's intents (a copy); `take` forgets them (the real trigger takes them over on mount). */
export function intentsOf(id: string, take?: boolean): Set<Intent> {
  const intents = new Set(pending.get(id));
  if (take) pending.delete(id);
  return intents;
}

/** While the early listeners run (early-capture.ts): how to stop them (and click again the other header buttons clicked meanwhile). */
export const early: { stop?: () => void } = {};

/** Ends the early listeners: the header has hydrated, its own handlers answer from now on. */
export function endEarlyIntent(): void {
  early.stop?.();
  early.stop = undefined;
}
