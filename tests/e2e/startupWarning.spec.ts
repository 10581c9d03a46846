/**
 * Issue 16 item 8: without PUBLIC_URL, the links in account mail follow the request's address, and
 * the server says so when it starts, so an operator learns it before a mail goes out. The built
 * server as `npm start` runs it, not the function alone.
 */
import { expect, test } from './fixtures';
import { startAppServer } from './appServer';

const WARNING = 'PUBLIC_URL is not set';

/** The messages the server logged at warning level (Fastify's JSON lines, level 40). */
const warnings = (log: string): string[] =>
  log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40)
    .map((entry) => entry.msg);

test('the server warns at start-up when PUBLIC_URL is not set, and not when it is', async () => {
  const unset = await startAppServer({ PUBLIC_URL: '' });
  try {
    await expect.poll(() => warnings(unset.log()).some((message) => message.startsWith(WARNING))).toBe(true);
    expect(warnings(unset.log()).find((message) => message.startsWith(WARNING))).toContain('in production set PUBLIC_URL');
  } finally {
    await unset.stop();
  }
  const set = await startAppServer({});
  try {
    // Listening is logged after the warnings would be.
    await expect.poll(() => set.log()).toContain('Planimetry listening at');
    expect(warnings(set.log()).filter((message) => message.startsWith(WARNING))).toEqual([]);
  } finally {
    await set.stop();
  }
});
