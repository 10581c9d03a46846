/**
 * Entry point of `npm run start:cluster`: WORKERS server processes on one port through Node's
 * cluster module (src/server/cluster/clusterPrimary.ts), refusing to start without PostgreSQL and
 * Redis, which the processes share. With `--check` it only reads the settings and exits.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runClusterPrimary } from './cluster/clusterPrimary';
import { clusterRefusal, parseWorkerCount } from './cluster/workerCount';
import { readServerConfig } from './serverConfig';

async function main(): Promise<void> {
  const refusal = clusterRefusal(process.env);
  if (refusal) throw new Error(refusal);
  const workers = parseWorkerCount(process.env.WORKERS, availableParallelism());
  // Read here too, so a wrong setting stops the start once instead of in every worker.
  const config = readServerConfig(process.env, process.cwd());
  // `--check`: the settings only (scripts/startCluster.mjs asks before a long client build).
  if (process.argv.includes('--check')) return;
  await runClusterPrimary({ workers, port: config.port, host: config.host, exec: fileURLToPath(new URL('./main.js', import.meta.url)) });
}

main().catch((error: unknown) => {
  console.error('Planimetry cluster failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
