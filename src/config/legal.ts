/**
 * The privacy policy's and terms' version and effective date, read by the client (the policy pages)
 * and the server (consent records), so a stored consent names the text the user saw.
 */
export const PRIVACY_POLICY_VERSION = '2026-11';

/** The day the current privacy policy and terms took effect (ISO date, China time). */
export const PRIVACY_POLICY_EFFECTIVE = '2026-11-20';

/** The terms of use share the policy's version: they are published and changed together. */
export const TERMS_VERSION = PRIVACY_POLICY_VERSION;
