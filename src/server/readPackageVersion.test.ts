import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPackageVersion } from './readPackageVersion';

describe('readPackageVersion', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'planimetry-version-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('reads the version of the package.json in the directory', async () => {
    await writeFile(join(directory, 'package.json'), JSON.stringify({ name: 'x', version: '3.14.15' }));
    expect(readPackageVersion(directory)).toBe('3.14.15');
  });

  it('says "unknown" when there is no package.json, or no version in it', async () => {
    expect(readPackageVersion(directory)).toBe('unknown');
    await writeFile(join(directory, 'package.json'), JSON.stringify({ name: 'x' }));
    expect(readPackageVersion(directory)).toBe('unknown');
    await writeFile(join(directory, 'package.json'), '{ not json');
    expect(readPackageVersion(directory)).toBe('unknown');
  });
});
