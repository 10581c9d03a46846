/**
 * `npm run admin -- educators [approve|reject|check <email>]`: builds the server bundle when it is
 * missing or stale, then runs the administrator's command (dist/server/admin.js) with the same
 * DATABASE_URL / DATA_DIR (./data) and mail settings as `npm start`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale, runNpm } from './buildIfStale.mjs';

const root = new URL('..', import.meta.url).pathname;
buildIfStale(['server']);
// A bundle built before the command existed is fresh by its times but lacks it.
if (!existsSync(`${root}dist/server/admin.js`)) runNpm('build:server');

const result = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/admin.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? './data' },
});
process.exit(result.status ?? 1);
