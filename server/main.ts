import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { closeGracefully, DRAIN_TIMEOUT_MS } from './lib/shutdown.ts';

/** Past the drain time-out, a shutdown that still has not finished (a pool that will not end) exits anyway. */
const HARD_EXIT_MS = DRAIN_TIMEOUT_MS + 5_000;

/** Starts the server: migrate, seed an empty database, serve API and site on one port; SIGTERM/SIGINT close it gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  let logDrop: (err: Error) => void = () => undefined;
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, onConnectionError: (err) => logDrop(err) });
  await migrateToLatest(db);
  const seeded = await seed(db, config.seedScale);
  const app = await buildApp({ config, db, serveSite: process.env.SERVE_SITE !== '0' });
  logDrop = (err) => app.log.warn({ err: err.message }, 'a database connection was lost; the pool replaces it');
  app.log.info({ dialect: db.dialect, seeded }, 'database ready');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, draining requests');
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, HARD_EXIT_MS).unref();
    closeGracefully(app, db).then(
      () => {
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  // A configuration the server refuses is the operator's to fix: say what to set, without a stack trace.
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error(err);
  process.exit(1);
});
