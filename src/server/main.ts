/**
 * Entry point of the API server: reads the environment, opens and migrates the database,
 * listens, and closes everything on SIGINT or SIGTERM.
 */
import { buildApp } from './app';
import { accessTokens, loadJwtSecret } from './auth/accessTokens';
import { requestUserVerifier } from './auth/requestUserVerifier';
import { createDatabase } from './db/createDatabase';
import { migrateToLatest } from './db/migrateToLatest';
import { readServerConfig } from './serverConfig';

async function main(): Promise<void> {
  const config = readServerConfig(process.env, process.cwd());
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const app = await buildApp({
      db: database.db,
      kind: database.kind,
      clientDir: config.clientDir,
      publicUrl: config.publicUrl,
      logger: true,
      uploads: { dataDir: config.dataDir },
      accounts: {
        dataDir: config.dataDir,
        jwtSecret: config.jwtSecret,
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        publicUrl: config.publicUrl,
        siteNotification: config.siteNotification,
      },
      documents: { dataDir: config.dataDir },
      map: {
        mapboxToken: config.mapboxToken,
        mapboxApiUrl: config.mapboxApiUrl,
        pmtilesPath: config.mapPmtiles,
        satelliteTiles: config.mapSatelliteTiles,
        maxZoom: config.mapMaxZoom,
      },
      live: { verify: requestUserVerifier(accessTokens(await loadJwtSecret(config))), redisUrl: config.redisUrl },
    });

    const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
      app.log.info(`${signal} received, closing`);
      try {
        await app.close();
        await database.destroy();
      } catch (error) {
        app.log.error({ err: error }, 'Could not close cleanly');
        process.exitCode = 1;
      }
    };
    process.once('SIGINT', (signal) => void shutdown(signal));
    process.once('SIGTERM', (signal) => void shutdown(signal));

    await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) => `Planimetry listening at ${address} (database: ${database.kind})`,
    });
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('Planimetry server failed to start:', error);
  process.exitCode = 1;
});
