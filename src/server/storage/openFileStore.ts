/** The file store of a server: in PostgreSQL when the database is, on disk under DATA_DIR otherwise. */
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/createDatabase';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { openDiskFileStore } from './diskFileStore';
import type { FileStore } from './fileStore';
import { openPostgresFileStore } from './postgresFileStore';

export function openFileStore(kind: DatabaseKind, db: Kysely<DatabaseSchema>, dataDir: string): Promise<FileStore> {
  return kind === 'postgres' ? openPostgresFileStore(db, dataDir) : openDiskFileStore(dataDir);
}
