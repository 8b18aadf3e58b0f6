import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PRIVACY_POLICY_VERSION, type ConsentPurpose } from '../../src/config/privacy.ts';
import { ApiError } from './envelope.ts';
import { pick } from './messages.ts';

/** The `consent` body property of every call that collects personal data: only `true` is accepted. */
export const consentProp = { type: 'boolean', description: 'Agreement to the privacy policy: must be true' } as const;

/**
 * Refuses (HTTP 400, in the request's language) unless the visitor ticked the consent box. Checked on
 * the server so that an old or hand-made client cannot store personal data without it.
 */
export function requireConsent(consent: boolean | undefined, lang: number): void {
  if (consent === true) return;
  throw new ApiError(
    400,
    pick(lang, '请先阅读并同意《隐私政策》和《用户协议》', 'Please read and agree to the Privacy Policy and Terms of Use first'),
  );
}

/** Records a consent in the caller's transaction (with the form's own insert), stamped with the policy version. */
export async function recordConsent(
  trx: Kysely<Database>,
  entry: { userId: number | null; phone: string; purpose: ConsentPurpose },
  at = new Date().toISOString(),
): Promise<void> {
  await trx
    .insertInto('consents')
    .values({
      user_id: entry.userId,
      phone: entry.phone,
      purpose: entry.purpose,
      policy_version: PRIVACY_POLICY_VERSION,
      action: 'granted',
      created_at: at,
    })
    .execute();
}
