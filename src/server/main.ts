/**
 * Entry point of the API server: reads the environment, opens and migrates the database,
 * listens, and closes everything on SIGINT or SIGTERM, finishing the requests in flight within
 * DRAIN_TIMEOUT_MS. Forked by `npm run start:cluster` (src/server/clusterMain.ts) it is a worker:
 * it listens on the port the workers share, and its live socket takes WebSocket only (see
 * cluster/clusterPrimary.ts).
 */
import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { DEFAULT_RATE_LIMITS, scaledRateLimits } from './auth/rateLimits';
import { loadContent } from './content/loadContent';
import { createDatabase } from './db/createDatabase';
import { migrateToLatest } from './db/migrateToLatest';
import { moveDiskFilesToStore } from './storage/moveDiskFilesToStore';
import { openFileStore } from './storage/openFileStore';
import { DRAIN_TIMEOUT_MS, drainWithin, trackInFlight } from './http/drainWithin';
import { listeningUrl, readServerConfig, startupWarnings } from './serverConfig';

async function main(): Promise<void> {
  const config = readServerConfig(process.env, process.cwd());
  // Before the database opens: a wrong help or blog file stops the start, naming the file.
  const content = loadContent(config.contentDir);
  // A lost PostgreSQL session is logged, not fatal; through the app's logger once there is one.
  let log: FastifyBaseLogger | undefined;
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => {
      if (log) log.warn({ err: error }, 'PostgreSQL connection lost; the pool reconnects on the next query');
      else console.error(`PostgreSQL connection lost: ${error.message}`);
    },
  });
  const rateLimits = scaledRateLimits(DEFAULT_RATE_LIMITS, config.rateLimitFactor);
  try {
    await migrateToLatest(database.db);
    // On PostgreSQL every process serves the same uploads and previews from the database; files
    // a one-machine server kept under DATA_DIR are moved there first.
    const files = await openFileStore(database.kind, database.db, config.dataDir);
    const moved = await moveDiskFilesToStore(config.dataDir, files);
    if (moved > 0) console.log(`Moved ${moved} uploads and previews from ${config.dataDir} into the database`);
    const app = await buildApp({
      db: database.db,
      kind: database.kind,
      files,
      clientDir: config.clientDir,
      content,
      publicUrl: config.publicUrl,
      basePath: config.basePath,
      logger: true,
      uploads: { dataDir: config.dataDir, rateLimits },
      accounts: {
        dataDir: config.dataDir,
        jwtSecret: config.jwtSecret,
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        siteNotification: config.siteNotification,
        allowedHosts: config.allowedHosts,
        listeningUrl: listeningUrl(config),
        trialDays: config.trialDays,
        badgeCheck: { allowPrivate: config.badgeCheckAllowPrivate },
        rateLimits,
      },
      billing: {
        stripe: config.stripe && {
          secretKey: config.stripe.secretKey,
          publishableKey: config.stripe.publishableKey,
          webhookSecret: config.stripe.webhookSecret,
          apiUrl: config.stripe.apiUrl,
        },
        geoipUrl: config.geoipUrl,
      },
      documents: { dataDir: config.dataDir },
      classroom: { sessionMinutes: config.classroomSessionMinutes },
      map: {
        mapboxToken: config.mapboxToken,
        mapboxApiUrl: config.mapboxApiUrl,
        pmtilesPath: config.mapPmtiles,
        satelliteTiles: config.mapSatelliteTiles,
        maxZoom: config.mapMaxZoom,
      },
      // The socket admits the accounts' own tokens and sessions.
      live: { redisUrl: config.redisUrl, websocketOnly: cluster.isWorker },
      limits: { redisUrl: config.redisUrl },
      trustProxy: config.trustProxy,
      site: config.site,
    });
    log = app.log;
    for (const warning of startupWarnings(config)) app.log.warn(warning);
    if (!config.stripe) app.log.warn('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not set: payments use the local test provider, and no card is charged.');

    const inFlight = trackInFlight(app.server);
    const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
      app.log.info(`${signal} received: no new connections; finishing ${inFlight.count()} requests in flight`);
      // app.close() stops listening and waits for the connections; the requests are also counted
      // here, so the drain ends when they are answered and is bounded by DRAIN_TIMEOUT_MS.
      const drain = (async () => {
        const closing = app.close();
        await inFlight.idle();
        // Every request is answered; what is still open are idle keep-alive connections (one
        // that was busy when the close began is not closed by it), which would hold close() until
        // their keep-alive timeout.
        app.server.closeAllConnections();
        await closing;
        await database.destroy();
      })();
      try {
        const result = await drainWithin(drain, DRAIN_TIMEOUT_MS, () => {
          app.log.error(`Requests still in flight after ${DRAIN_TIMEOUT_MS} ms: closing their connections`);
          app.server.closeAllConnections();
        });
        if (result === 'timed-out') process.exitCode = 1;
      } catch (error) {
        app.log.error({ err: error }, 'Could not close cleanly');
        process.exitCode = 1;
      }
      // Nothing may keep the process up after the drain (a worker's IPC channel would).
      process.exit();
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
