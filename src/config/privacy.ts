/**
 * The privacy policy in force. Every consent the server records names this version, and the privacy page
 * shows it: change it whenever the policy text changes, so a consent always says what the user agreed to.
 */
export const PRIVACY_POLICY_VERSION = '2026-11';

/** What a consent was given for: the login (account) and each form that collects personal data. */
export const CONSENT_PURPOSES = [
  'login',
  'test_drive',
  'maintenance',
  'rescue',
  'feedback',
  'theft_security',
  'extended_warranty',
  'used_car',
  'finance',
  'event_signup',
  'franchise',
] as const;

export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
