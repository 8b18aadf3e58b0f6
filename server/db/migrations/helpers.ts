import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** Starts a table with a portable auto-increment primary key `id`. */
export function createTable<N extends string>(db: Kysely<unknown>, dialect: Dialect, name: N): CreateTableBuilder<N, 'id'> {
  const t = db.schema.createTable(name).ifNotExists();
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Bilingual text columns `<base>_zh` and `<base>_en`. */
export function i18nColumns<N extends string, C extends string>(t: CreateTableBuilder<N, C>, ...bases: string[]): CreateTableBuilder<N, C> {
  let out = t;
  for (const b of bases) {
    out = out
      .addColumn(`${b}_zh`, 'text', (c) => c.notNull().defaultTo(''))
      .addColumn(`${b}_en`, 'text', (c) => c.notNull().defaultTo('')) as CreateTableBuilder<N, C>;
  }
  return out;
}
