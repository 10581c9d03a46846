import type { IncomingMessage } from 'node:http';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { serviceWorkerPlugin } from './scripts/serviceWorkerPlugin.mjs';

// The API server (npm start, port 8080) serves the built client; in `npm run dev` Vite serves
// the client with hot reload and forwards /api to the API server started beside it.
const apiPort = Number(process.env.API_PORT ?? 8081);
const api = `http://127.0.0.1:${apiPort}`;

/** A browser's navigation asks for HTML; the pages' own fetches ask for JSON. */
const asksForHtml = (request: IncomingMessage) => request.headers.accept?.includes('text/html') ?? false;
/** The paths that are a client page and a JSON answer (/help, /blog/…): only JSON goes to the API; pages and /blog/ pictures stay Vite's. */
const jsonOnly = { target: api, bypass: (request: IncomingMessage) => (request.headers.accept?.includes('application/json') ? undefined : request.url) };

export default defineConfig({
  // Addresses relative to the page, so one build serves at any BASE_PATH: the server writes the
  // base path into index.html (src/server/http/indexPage.ts) and the scripts find the rest from
  // their own address. `npm run dev` serves at the root (Vite treats './' as '/' there).
  base: './',
  // The service worker (sw.js) is built with the client and precaches it (see scripts/serviceWorkerPlugin.mjs).
  plugins: [react(), wasm(), serviceWorkerPlugin()],
  // Kernels run in a Web Worker, which needs the same WASM loader as the page.
  worker: { format: 'es', plugins: () => [wasm()] },
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    // The WASM module is emitted as its own fingerprinted file, never inlined as base64.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: {
      // /api itself is the API page for a browser (the server does the same).
      '/api': { target: api, bypass: (request) => (asksForHtml(request) && /^\/api\/?(?:\?|$)/.test(request.url ?? '') ? request.url : undefined) },
      '/register-api': api,
      '/help/search': api,
      '^/(?:help|blog)(?:/|$|\\?)': jsonOnly,
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
    environment: 'node',
    // Migrates the test databases once per run; each database test copies the migrated template.
    globalSetup: ['src/server/testing/databaseTemplatesSetup.ts'],
    // Two files at a time even on two cores: one worker left a core idle half the time, while a
    // server test waited on its database, child process or socket (9:18 one at a time, 6:03 two).
    maxWorkers: 2,
    // Test files share their worker's loaded modules instead of loading them again for each of the
    // 350 files: importing the server's and the engine's modules afresh took 213 s of the unit
    // stage's CPU on a two-core machine. A test leaves no state behind in a module (no mock
    // outlives its file: mailer.test.ts loads its mocked module afresh; fake timers are restored).
    isolate: false,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
