import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { PRIVACY_POLICY_VERSION } from '../../src/config/privacy.ts';

/** What a deletion removed outside the database transaction's reach (upload bytes) and whether it ran. */
export interface DeletionResult {
  deleted: boolean;
  uploadNames: string[];
}

/** An order's delivery address without the person: the region stays for the books, name, phone and street go. */
function anonymisedAddress(json: string): string {
  const a = JSON.parse(json) as Record<string, string> | null;
  if (!a) return 'null';
  return JSON.stringify({ name: '', mobile: '', province: a.province ?? '', city: a.city ?? '', district: '', detail: '' });
}

/**
 * Deletes a user's personal data in one transaction (PIPL art. 47): profile and phone (the row stays,
 * anonymised, because kept orders reference it), addresses, cart, unused coupons, sessions, SMS codes,
 * consents (a withdrawal record without personal data stays), posts and uploads, event sign-ups, and the
 * name/phone/free text of bookings and enquiries. Orders are kept for bookkeeping without name, phone or
 * street. The user row is locked first, so two deletions run one after the other; the second finds the
 * account already deleted and changes nothing.
 */
export async function deleteAccount(db: Kysely<Database>, dialect: Dialect, userId: number, now = new Date()): Promise<DeletionResult> {
  return db.transaction().execute(async (trx) => {
    const base = trx.selectFrom('users').select(['id', 'phone', 'deleted_at']).where('id', '=', userId);
    const user = await (dialect === 'postgres' ? base.forUpdate() : base).executeTakeFirst();
    if (!user || user.deleted_at) return { deleted: false, uploadNames: [] };
    const at = now.toISOString();
    const phone = user.phone;
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    await trx.deleteFrom('addresses').where('user_id', '=', userId).execute();
    // A coupon spent on an order is part of that order's arithmetic: it stays with the order.
    await trx.deleteFrom('coupons').where('user_id', '=', userId).where('used_order_id', 'is', null).execute();
    await trx.deleteFrom('sms_codes').where('phone', '=', phone).execute();
    await trx.deleteFrom('activity_signups').where('user_id', '=', userId).execute();
    await trx.deleteFrom('travel_posts').where('user_id', '=', userId).execute();
    const uploads = await trx.deleteFrom('uploads').where('user_id', '=', userId).returning('file_name').execute();
    await trx.deleteFrom('upload_quota').where('subject', '=', `u:${userId}`).execute();
    const byOwner = { user_id: null, phone: '', dedupe_key: '' } as const;
    // Rows made while logged in, and rows made logged out with the account's (verified) phone.
    const owned = sql<boolean>`user_id = ${userId} or phone = ${phone}`;
    await trx
      .updateTable('maintenance_bookings')
      .set({ ...byOwner, name: '', notes: '' })
      .where(owned)
      .execute();
    await trx
      .updateTable('test_drive_bookings')
      .set({ ...byOwner, name: '' })
      .where(owned)
      .execute();
    await trx
      .updateTable('rescue_requests')
      .set({ ...byOwner, name: '', address: '', description: '', lat: null, lng: null })
      .where(owned)
      .execute();
    await trx
      .updateTable('service_enquiries')
      .set({ ...byOwner, name: '', details: '{}' })
      .where(owned)
      .execute();
    // Feedback keeps its rating for the store; the words may name the writer.
    await trx
      .updateTable('store_feedback')
      .set({ ...byOwner, content: '' })
      .where(owned)
      .execute();
    await trx
      .updateTable('franchise_applications')
      .set({ name: '', phone: '', company: '', experience: '', message: '' })
      .where('phone', '=', phone)
      .execute();
    const orders = await trx.selectFrom('orders').select(['id', 'address']).where('user_id', '=', userId).execute();
    for (const o of orders)
      await trx
        .updateTable('orders')
        .set({ address: anonymisedAddress(o.address) })
        .where('id', '=', o.id)
        .execute();
    await trx
      .deleteFrom('consents')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('phone', '=', phone)]))
      .execute();
    // The one record kept: that consent was withdrawn, and when (no phone, the user row is anonymous).
    await trx
      .insertInto('consents')
      .values({ user_id: userId, phone: '', purpose: 'account', policy_version: PRIVACY_POLICY_VERSION, action: 'withdrawn', created_at: at })
      .execute();
    await trx
      .updateTable('users')
      .set({ phone: `deleted:${userId}`, nickname: '', deleted_at: at })
      .where('id', '=', userId)
      .execute();
    return { deleted: true, uploadNames: uploads.map((u) => u.file_name) };
  });
}
