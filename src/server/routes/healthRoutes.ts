import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { HealthResponse } from '../../shared/api';
import type { DatabaseKind } from '../db/createDatabase';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** What the health route reports on. */
export interface HealthRoutesOptions {
  db: Kysely<DatabaseSchema>;
  kind: DatabaseKind;
  version: string;
}

/** `GET /health`: answers only when the database answers, so a load balancer can trust it. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { db, kind, version }) => {
  app.get('/health', async (): Promise<HealthResponse> => {
    await sql`select 1`.execute(db);
    return { status: 'ok', version, database: kind };
  });
};
