import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale, STEPS } from '../../scripts/buildIfStale.mjs';

const client = STEPS.find((step) => step.name === 'client')!;

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'planimetry-stale-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes `path` under the root, modified `seconds` after a fixed instant. */
async function touch(path: string, seconds: number): Promise<void> {
  const full = join(root, path);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, path);
  const time = new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
  await utimes(full, time, time);
}

describe('the client build step', () => {
  it('is stale after a bare vite build, which leaves no compressed copies', async () => {
    await touch('src/main.tsx', 1);
    await touch('dist/client/index.html', 2);
    expect(isStale(client, root)).toBe(true);
  });

  it('is fresh once the compressed index.html is newer than every source', async () => {
    await touch('src/main.tsx', 1);
    await touch('scripts/precompress.mjs', 1);
    await touch('dist/client/index.html', 2);
    await touch('dist/client/index.html.br', 3);
    expect(isStale(client, root)).toBe(false);
  });

  it('is stale when a source, or the compression script, changed since', async () => {
    await touch('dist/client/index.html.br', 3);
    await touch('src/main.tsx', 4);
    expect(isStale(client, root)).toBe(true);
    await touch('src/main.tsx', 1);
    await touch('scripts/precompress.mjs', 4);
    expect(isStale(client, root)).toBe(true);
  });
});
