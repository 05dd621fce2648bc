import { buildApp } from './app';
import { loadConfig, refuseUnsafeProduction, UnsafeConfigError } from './config';
import { createDb } from './db';
import { migrateToLatest } from './db/migrations';
import { seedCitiesIfEmpty, seedIfEmpty } from './db/seed';
import { withStartupLock } from './startup-lock';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  refuseUnsafeProduction(config);
  const db = createDb(config);
  // Several instances may start together on one database: one migrates and seeds, the others wait.
  const seeded = await withStartupLock(
    db,
    config,
    async () => {
      await migrateToLatest(db);
      return config.seedDemo ? seedIfEmpty(db, config.dataDir) : { cities: await seedCitiesIfEmpty(db) };
    },
    { onWait: () => console.log('Another instance is migrating or seeding the database: waiting for it.') },
  );

  const app = await buildApp(config, { db });
  if (Object.values(seeded).some((count) => count > 0)) {
    app.log.info(seeded, 'demo data seeded');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  app.log.info(`Toit Partagé is listening on ${config.publicUrl} (${database}, ready in ${Date.now() - started} ms)`);
}

main().catch((err: unknown) => {
  if (err instanceof UnsafeConfigError) {
    console.error(err.message);
  } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    const port = (err as { port?: number }).port;
    console.error(`Le port ${port} est déjà utilisé : arrêtez l'autre serveur ou choisissez un autre port, par exemple « PORT=8081 npm start ».`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
