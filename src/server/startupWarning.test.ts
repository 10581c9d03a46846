/**
 * Issue 16 item 8: without PUBLIC_URL, the links in account mail follow the request's address, and
 * the server says so when it starts, so an operator learns it before a mail goes out. The server's
 * entry point (src/server/main.ts, bundled as scripts/buildServer.mjs bundles it) runs in a child
 * process as `npm start` runs it, not `startupWarnings` alone (serverConfig.test.ts has that).
 * Moved here from the browser suite (issue 34): no browser takes part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '../../scripts/builtServer.mjs';
import { bundleEntries, type BundledWorker } from './uploads/testing/bundleWorker';

const WARNING = 'PUBLIC_URL is not set';

/** The messages the server logged at warning level (Fastify's JSON lines, level 40). */
const warnings = (log: string): string[] =>
  log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40)
    .map((entry) => entry.msg);

describe('the server at start-up', () => {
  let entry: BundledWorker;
  beforeAll(async () => {
    // The server starts its conversion pool from the worker beside it, as in dist/server.
    [entry] = (await bundleEntries(['src/server/main.ts', 'src/server/uploads/conversionWorker.ts'])) as [BundledWorker];
  });
  afterAll(async () => {
    await entry?.remove();
  });

  const start = (env: Record<string, string>) => startBuiltServer({ env, dataDirPrefix: 'planimetry-startup-', args: [entry.url.pathname] });

  it('warns when PUBLIC_URL is not set, naming what to do in production', async () => {
    const server = await start({ PUBLIC_URL: '' });
    try {
      // The warnings are logged before it listens; its pipe may bring the lines after /api/health answered.
      await expect.poll(() => server.log()).toContain('Planimetry listening at');
      const warning = warnings(server.log()).find((message) => message.startsWith(WARNING));
      expect(warning).toContain('in production set PUBLIC_URL');
    } finally {
      await server.stop();
    }
  });

  it('does not warn when PUBLIC_URL is set', async () => {
    const server = await start({});
    try {
      await expect.poll(() => server.log()).toContain('Planimetry listening at');
      expect(warnings(server.log()).filter((message) => message.startsWith(WARNING))).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
