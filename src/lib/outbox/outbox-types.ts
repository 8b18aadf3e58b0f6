/** What the outbox may hold: the four forms a rider may choose to send later (never commerce). */
export type OutboxKind = 'test_drive' | 'feedback' | 'event_signup' | 'franchise';

/**
 * The only calls an outbox item can be sent to, by kind. Cart, orders, payment and login are not
 * here and cannot be: an item's path is always looked up from its kind, never stored.
 */
export const OUTBOX_PATHS: Readonly<Record<OutboxKind, string>> = {
  test_drive: 'api/stores/app_test_drive',
  feedback: 'api/stores/saled_feedback',
  event_signup: 'api/activity/join_activity',
  franchise: 'api/stores/direct_join',
};

export type OutboxStatus = 'waiting' | 'sending' | 'sent' | 'failed';

/** One form saved on this device to be sent when the connection is back. */
export interface OutboxItem {
  id: string;
  kind: OutboxKind;
  /** The request body as the form built it (consent included). */
  body: Record<string, unknown>;
  /** The form's fields as typed, to fill the form again when the rider edits the item. */
  fields: [string, string][];
  /** A line saying what it is (model, date, event), in the language it was saved in. */
  summary: string;
  savedAt: number;
  /** Created when the item is first saved and kept for its life, edits included. */
  idempotencyKey: string;
  /** The user it belongs to (0: nobody logged in); a user's items leave with the login. */
  owner: number;
  status: OutboxStatus;
  /** The server's message: the refusal of a failed item or the confirmation of a sent one. */
  message?: string;
  sentAt?: number;
}

/** What a form hands the outbox to save. */
export type OutboxDraft = Pick<OutboxItem, 'kind' | 'body' | 'fields' | 'summary' | 'owner'>;
