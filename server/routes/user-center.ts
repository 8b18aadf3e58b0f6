import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AddressTable } from '../db/schema-shop.ts';
import { defineCall } from '../lib/call.ts';
import { ApiError, refuse } from '../lib/envelope.ts';
import { requireUser } from '../lib/auth.ts';
import { t } from '../lib/messages.ts';
import { sm } from '../lib/shop-messages.ts';
import { maskPhone } from '../lib/sms.ts';
import { canonicalPhone } from '../lib/phone.ts';
import { couponView } from '../lib/coupons.ts';
import { effectiveStatus } from '../lib/orders.ts';

const MAX_ADDRESSES = 20;
const text = (max: number, min = 1) => ({ type: 'string', minLength: min, maxLength: max });

function addressView(a: Selectable<AddressTable>) {
  return {
    id: a.id,
    name: a.name,
    mobile: a.mobile,
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.detail,
    is_default: a.is_default,
  };
}

interface AddressBody {
  id?: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district?: string;
  detail: string;
  is_default?: 0 | 1;
}

/** User centre: profile, delivery addresses and coupons (orders live in orders.ts). */
export async function userCenterRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    path: 'api/user/get_user_info',
    summary: 'The logged-in user’s profile and counts for the user centre',
    tags: ['user'],
    async handler({ req, lang, db }) {
      const user = await requireUser(req, db, lang);
      const [row, orders, coupons] = await Promise.all([
        db.selectFrom('users').select(['created_at']).where('id', '=', user.id).executeTakeFirstOrThrow(),
        db.selectFrom('orders').select(['status', 'expires_at']).where('user_id', '=', user.id).execute(),
        db
          .selectFrom('coupons')
          .select(['id'])
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date().toISOString())
          .execute(),
      ]);
      return {
        user_id: user.id,
        nickname: user.nickname,
        mobile: maskPhone(user.phone),
        created_at: row.created_at,
        order_count: orders.length,
        pending_count: orders.filter((o) => effectiveStatus(o, app.orderLifecycle.clock().toISOString()) === 'pending').length,
        coupon_count: coupons.length,
      };
    },
  });

  defineCall(app, {
    path: 'api/user/get_delivery_address',
    summary: 'The user’s delivery addresses, default first',
    tags: ['user'],
    async handler({ req, lang, db }) {
      const user = await requireUser(req, db, lang);
      const rows = await db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('is_default', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(addressView);
    },
  });

  defineCall<AddressBody>(app, {
    path: 'api/user/add_and_edit_delivery_address',
    summary: 'Adds an address, or edits one of the user’s own when id is given',
    tags: ['user'],
    props: {
      id: { type: 'integer', minimum: 1, maximum: 2147483647 },
      name: text(40),
      mobile: { type: 'string', maxLength: 20 },
      province: text(40),
      city: text(40),
      district: text(40, 0),
      detail: text(120),
      is_default: { type: 'integer', enum: [0, 1] },
    },
    required: ['name', 'mobile', 'province', 'city', 'detail'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      // The courier's number, by the login's rules: mainland as 11 digits, other countries in E.164.
      const mobile = canonicalPhone(body.mobile);
      if (!mobile) throw new ApiError(400, sm('badMobile', lang));
      const v = {
        name: body.name.trim(),
        mobile,
        province: body.province.trim(),
        city: body.city.trim(),
        district: (body.district ?? '').trim(),
        detail: body.detail.trim(),
      };
      if (!v.name || !v.province || !v.city || !v.detail) throw new ApiError(400, t('badRequest', lang));
      const now = new Date().toISOString();
      const result = await db.transaction().execute(async (trx) => {
        const mine = await trx.selectFrom('addresses').select(['id', 'is_default']).where('user_id', '=', user.id).execute();
        if (body.id !== undefined && !mine.some((a) => a.id === body.id)) return null;
        if (body.id === undefined && mine.length >= MAX_ADDRESSES) return 'full' as const;
        // The first address is the default; otherwise the flag decides.
        const isDefault = body.is_default === 1 || mine.length === 0 || (mine.length === 1 && body.id !== undefined) ? 1 : 0;
        if (isDefault) await trx.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', user.id).execute();
        if (body.id !== undefined) {
          await trx
            .updateTable('addresses')
            .set({ ...v, is_default: isDefault, updated_at: now })
            .where('id', '=', body.id)
            .where('user_id', '=', user.id)
            .execute();
          return body.id;
        }
        const row = await trx
          .insertInto('addresses')
          .values({ ...v, user_id: user.id, is_default: isDefault, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      if (result === null) return refuse(sm('addressGone', lang));
      if (result === 'full') return refuse(sm('addressLimit', lang));
      const row = await db.selectFrom('addresses').selectAll().where('id', '=', result).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      return addressView(row);
    },
  });

  defineCall<{ id: number }>(app, {
    path: 'api/user/delete_delivery_address',
    summary: 'Deletes one of the user’s addresses',
    tags: ['user'],
    props: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    required: ['id'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      const res = await db.deleteFrom('addresses').where('id', '=', body.id).where('user_id', '=', user.id).executeTakeFirst();
      if (Number(res.numDeletedRows) !== 1) return refuse(sm('addressGone', lang));
      return { id: body.id };
    },
  });

  defineCall(app, {
    path: 'api/user/get_user_coupon',
    summary: 'The user’s coupons with their status (available, used, expired)',
    tags: ['user'],
    async handler({ req, lang, db }) {
      const user = await requireUser(req, db, lang);
      const now = new Date().toISOString();
      const rows = await db.selectFrom('coupons').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
      return rows.map((c) => couponView(c, lang, now));
    },
  });
}
