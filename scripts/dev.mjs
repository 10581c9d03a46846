/**
 * `npm run dev`: the API server on API_PORT (default 8081) rebuilt and restarted on change, and
 * Vite's dev server with hot reload for the client, which forwards /api to it.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { buildIfStale, runNpm } from './buildIfStale.mjs';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.API_PORT ?? '8081';
buildIfStale(['wasm', 'server']);

let api;
const startApi = () => {
  api = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? './data', CLIENT_DIR: '' },
  });
};
startApi();

let pending;
// The help and blog under content/ are read once at start, so an edit restarts the server too.
for (const folder of ['src/server', 'src/shared', 'content']) {
  watch(new URL(`../${folder}`, import.meta.url), { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      api.once('exit', () => {
        runNpm('build:server');
        startApi();
      });
      api.kill('SIGTERM');
    }, 200);
  });
}
watch(new URL('../assembly', import.meta.url), { recursive: true }, () => runNpm('build:wasm'));

const vite = spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } });
const stop = () => {
  api.kill('SIGTERM');
  vite.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
