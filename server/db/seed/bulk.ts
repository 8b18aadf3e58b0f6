import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Dialect } from '../database.ts';

/**
 * Bound parameters per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535, large enough that a
 * 100× catalog goes in a few dozen statements.
 */
const MAX_PARAMS = 12_000;

type Table = keyof Database & string;

/** Inserts rows in order, in multi-row statements of at most MAX_PARAMS parameters. */
export async function insertChunked<T extends Table>(trx: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_PARAMS / perRow));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely's insert typing cannot follow a generic table name; the rows are typed by the caller.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** The next free id of a table, so rows inserted with explicit ids can reference each other before insertion. */
export async function nextId(trx: Kysely<Database>, table: 'car_groups' | 'car_models' | 'goods' | 'provinces'): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** PostgreSQL's serial sequences do not see explicit ids: move them past the largest one. */
export async function syncSequences(trx: Kysely<Database>, dialect: Dialect, tables: string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const t of tables) {
    await sql`select setval(pg_get_serial_sequence(${t}, 'id'), coalesce((select max(id) from ${sql.table(t)}), 0) + 1, false)`.execute(trx);
  }
}
