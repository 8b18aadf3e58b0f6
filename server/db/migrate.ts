import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import { up001 } from './migrations/001-catalog.ts';
import { up002 } from './migrations/002-club.ts';
import { up003 } from './migrations/003-shop.ts';
import { up004 } from './migrations/004-service.ts';
import { up005 } from './migrations/005-orders.ts';
import { up006 } from './migrations/006-uploads.ts';
import { up007 } from './migrations/007-rate-limits.ts';
import { up008 } from './migrations/008-payments.ts';
import { up009 } from './migrations/009-catalog-indexes.ts';
import { up010 } from './migrations/010-consents.ts';
import { up011 } from './migrations/011-page-view-query.ts';
import { up012 } from './migrations/012-post-lang.ts';
import { up013 } from './migrations/013-pass-event-meetings.ts';
import { up014 } from './migrations/014-outbox-idempotency.ts';

/** All migrations, in order; each `upNNN(dialect)` returns the Kysely `up` function. */
function migrationList(db: Db): Record<string, Migration> {
  return {
    '001-catalog': { up: up001(db.dialect) },
    '002-club': { up: up002(db.dialect) },
    '003-shop': { up: up003(db.dialect) },
    '004-service': { up: up004(db.dialect) },
    '005-orders': { up: up005(db.dialect) },
    '006-uploads': { up: up006(db.dialect) },
    '007-rate-limits': { up: up007(db.dialect) },
    '008-payments': { up: up008(db.dialect) },
    '009-catalog-indexes': { up: up009() },
    '010-consents': { up: up010(db.dialect) },
    '011-page-view-query': { up: up011() },
    '012-post-lang': { up: up012() },
    '013-pass-event-meetings': { up: up013(db.dialect) },
    '014-outbox-idempotency': { up: up014(db.dialect) },
  };
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationList(db) };
  const migrator = new Migrator({ db: db.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
