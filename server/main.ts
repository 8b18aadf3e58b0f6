import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { buildApp } from './app.ts';

/** Starts the server: migrate, seed an empty database, serve API and site on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  const seeded = await seed(db, config.seedScale);
  const app = await buildApp({ config, db, serveSite: process.env.SERVE_SITE !== '0' });
  app.log.info({ dialect: db.dialect, seeded }, 'database ready');
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
