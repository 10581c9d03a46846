/**
 * Browser tests drive Debian's Chromium, never a browser download. When it is missing, install
 * it with apt-get (as root, as on our machines and in CI; through sudo otherwise).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const runCommand = (command, args) =>
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

/**
 * @param {{ path?: string, exists?: (path: string) => boolean, run?: (command: string, args: string[]) => unknown, isRoot?: boolean }} [options]
 *   The machine's pieces, replaceable so a test can watch what would be run.
 */
export function ensureChromium({
  path = CHROMIUM,
  exists = existsSync,
  run = runCommand,
  isRoot = process.getuid?.() === 0,
} = {}) {
  if (exists(path)) return;
  console.log(`${path} is missing: installing Debian's chromium with apt-get…`);
  const aptGet = (...args) => (isRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  aptGet('update', '-qq');
  aptGet('install', '-y', '-qq', 'chromium');
  if (!exists(path)) throw new Error(`apt-get finished but ${path} is still missing`);
}
