/**
 * The uploads area of the server: the conversion pool (which /api/health watches, so it is made
 * before the routes), the upload routes, and the sweeper of unreferenced uploads. Everything is
 * stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimits } from '../auth/rateLimits';
import type { AccountAccess } from '../billing/accountAccess';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { referencedUploadNames } from '../db/documentUploadsRepository';
import { createConversionPool, type ConversionPool } from './conversionPool';
import { uploadRoutes } from './uploadRoutes';
import type { FileStore } from '../storage/fileStore';
import { startUploadSweeper } from './uploadSweeper';

/** Where uploads are kept, and how they are converted. */
export interface UploadsOptions {
  /** DATA_DIR: the default file store's folder (see AppOptions.files). */
  dataDir: string;
  /** The conversion child processes; by default a pool on the bundled worker. Closed with the app. */
  conversions?: ConversionPool;
  /** The clock the upload sweeper measures ages on; the real time by default. */
  clock?: () => Date;
  /** How often the sweeper runs after its run at start; hourly by default. */
  sweepEveryMs?: number;
  /** Uploads one user may make; the server's defaults when absent. */
  rateLimits?: RateLimits;
}

/** What the upload routes ask of the access rule. */
export type UploadAccess = Pick<AccountAccess, 'requirePaidAccess' | 'isOnTrial'>;

export interface UploadsArea {
  readonly conversions: ConversionPool;
  /** Registers the routes under /api and starts the sweeper. */
  register(app: FastifyInstance): Promise<void>;
}

/**
 * Makes the area's pool; `register` adds the rest to the app, keeping uploads in `files`. `access` is the access rule's 402
 * and the trial's import limit (see UploadRoutesOptions).
 */
export function uploadsArea(db: Kysely<DatabaseSchema>, files: FileStore, options: UploadsOptions, access: UploadAccess): UploadsArea {
  const conversions = options.conversions ?? createConversionPool();
  return {
    conversions,
    async register(app) {
      app.addHook('onClose', () => conversions.close());
      await app.register(uploadRoutes, {
        prefix: '/api',
        files,
        conversions,
        access,
        rateLimits: options.rateLimits,
      });
      const sweeper = startUploadSweeper({
        files,
        referencedNames: () => referencedUploadNames(db),
        now: options.clock,
        intervalMs: options.sweepEveryMs,
        log: app.log,
      });
      app.addHook('onClose', () => sweeper.stop());
    },
  };
}
