/**
 * The file store on one machine: files under DATA_DIR, in the layout the server has always used
 * (`uploads/`, `uploads/originals/`, `previews/`), so existing data needs no migration. Staging
 * is writing the file in place, so `commit` has nothing to do.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkFileKey, FILE_KEY, type FileStore, type ListedFile } from './fileStore';

export const STORED_FOLDERS = ['uploads', 'uploads/originals', 'previews'] as const;

async function isFile(path: string): Promise<{ size: number } | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? { size: info.size } : undefined;
}

/** Opens the store under `dataDir`, creating its folders when missing. */
export async function openDiskFileStore(dataDir: string): Promise<FileStore> {
  await Promise.all(STORED_FOLDERS.map((folder) => mkdir(join(dataDir, folder), { recursive: true })));
  const pathOf = (key: string) => join(dataDir, checkFileKey(key));
  return {
    kind: 'disk',
    stagingPath: pathOf,
    async commit(key) {
      if (!(await isFile(pathOf(key)))) throw new Error(`Nothing staged for ${key}`);
    },
    async write(key, bytes) {
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
    },
    async open(key) {
      const path = pathOf(key);
      const found = await isFile(path);
      return found && { stream: createReadStream(path), size: found.size };
    },
    async read(key, maxBytes) {
      const path = pathOf(key);
      const found = await isFile(path);
      return found && found.size <= maxBytes ? readFile(path) : undefined;
    },
    async local(key) {
      const path = pathOf(key);
      return (await isFile(path)) ? { path, release: () => Promise.resolve() } : undefined;
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    async list(folder) {
      const entries = await readdir(join(dataDir, folder), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const files = await Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map(async (entry): Promise<ListedFile[]> => {
            const info = await stat(join(dataDir, folder, entry.name)).catch(() => undefined);
            return info ? [{ key: `${folder}/${entry.name}`, storedAt: info.mtimeMs }] : [];
          }),
      );
      // Only names of the store's own form: a stray file in the folder is not the store's to sweep.
      return files.flat().filter((file) => FILE_KEY.test(file.key));
    },
    close: () => Promise.resolve(),
  };
}
