import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { createTable } from './helpers.ts';

/** Shop: SMS login codes, addresses, coupons, orders with their items, payment sessions and events. */
export function up003(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await createTable(db, dialect, 'sms_codes')
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', 'text')
      .execute();

    await createTable(db, dialect, 'addresses')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('province', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await createTable(db, dialect, 'coupons')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('title_zh', 'text', (c) => c.notNull())
      .addColumn('title_en', 'text', (c) => c.notNull())
      .addColumn('threshold_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_order_id', 'integer')
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('coupons_user_code', ['user_id', 'code'])
      .execute();

    await createTable(db, dialect, 'orders')
      .addColumn('order_no', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('client_key', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('goods_cents', 'integer', (c) => c.notNull())
      .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('shipping_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
      .addColumn('coupon_id', 'integer')
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('vehicle', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'text')
      // The idempotency key: a retried or double-clicked submit can never create a second order.
      .addUniqueConstraint('orders_user_client_key', ['user_id', 'client_key'])
      .execute();

    await createTable(db, dialect, 'order_items')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
      .addColumn('parent_id', 'integer')
      .addColumn('name_zh', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('spec_zh', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('spec_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('pic', 'text', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .execute();

    await createTable(db, dialect, 'payment_sessions')
      .addColumn('session_key', 'text', (c) => c.notNull().unique())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();

    await createTable(db, dialect, 'payment_events')
      .addColumn('event_id', 'text', (c) => c.notNull().unique())
      .addColumn('order_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema.createIndex('sms_codes_phone_created').ifNotExists().on('sms_codes').columns(['phone', 'created_at']).execute();
    await db.schema.createIndex('sms_codes_ip_created').ifNotExists().on('sms_codes').columns(['ip', 'created_at']).execute();
    await db.schema.createIndex('addresses_user').ifNotExists().on('addresses').column('user_id').execute();
    await db.schema.createIndex('coupons_user').ifNotExists().on('coupons').column('user_id').execute();
    await db.schema.createIndex('orders_user_created').ifNotExists().on('orders').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('order_items_order').ifNotExists().on('order_items').column('order_id').execute();
    await db.schema.createIndex('payment_sessions_order').ifNotExists().on('payment_sessions').column('order_id').execute();
  };
}
