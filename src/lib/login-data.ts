import { clearClubPasses } from './club-pass/pass-store.ts';
import { dropEndedLogins } from './outbox/outbox-store.ts';

/** Deletes what a login kept on this device once it ends: the club passes, and its outbox items. */
export async function dropLoginData(): Promise<void> {
  await Promise.all([clearClubPasses(), dropEndedLogins()]);
}
