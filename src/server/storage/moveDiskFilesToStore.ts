/**
 * Moving a one-machine server to PostgreSQL: the uploads and previews it kept under DATA_DIR are
 * copied into the shared file store at start, and each disk file is deleted only once the store
 * holds it, so a failure half-way loses nothing and the next start carries on. Files the store
 * already holds (another process moved them) are only deleted from the disk.
 */
import { copyFile, rm } from 'node:fs/promises';
import { openDiskFileStore, STORED_FOLDERS } from './diskFileStore';
import { isUniqueViolation } from '../db/isUniqueViolation';
import type { FileStore } from './fileStore';

/** Moves every stored file under `dataDir` into `target`; answers how many it moved. */
export async function moveDiskFilesToStore(dataDir: string, target: FileStore): Promise<number> {
  if (target.kind === 'disk') return 0;
  const disk = await openDiskFileStore(dataDir);
  let moved = 0;
  for (const folder of STORED_FOLDERS) {
    const held = new Set((await target.list(folder)).map((file) => file.key));
    for (const { key } of await disk.list(folder)) {
      if (!held.has(key)) {
        await copyFile(disk.stagingPath(key), target.stagingPath(key));
        // Two processes starting at once may move the same file: the second finds it stored.
        const stored = await target.commit(key).then(
          () => true,
          async (error: unknown) => {
            await rm(target.stagingPath(key), { force: true });
            if (isUniqueViolation(error)) return false;
            throw error;
          },
        );
        if (stored) moved += 1;
      }
      await rm(disk.stagingPath(key), { force: true });
    }
  }
  return moved;
}
