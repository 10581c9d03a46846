import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The `version` of package.json in `directory` (the working directory by default), or
 * "unknown" when there is none. Read from the working directory rather than beside this file
 * because the file moves when esbuild bundles it, while the server always starts from the
 * project root (npm scripts, the container), the same root CLIENT_DIR is resolved against.
 */
export function readPackageVersion(directory: string = process.cwd()): string {
  try {
    const json: unknown = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
    const version = (json as { version?: unknown } | null)?.version;
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}
