import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { HealthResponse } from '../../shared/api';
import type { DatabaseKind } from '../db/createDatabase';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { sendServiceUnavailable } from '../http/serviceUnavailable';

/** What the health route reports on. */
export interface HealthRoutesOptions {
  db: Kysely<DatabaseSchema>;
  kind: DatabaseKind;
  version: string;
}

/**
 * `GET /health`: 200 only when the database answers, so a load balancer can trust it; any
 * failure of the database is 503, which load balancers read as "not now" rather than "broken".
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { db, kind, version }) => {
  app.get('/health', async (request, reply): Promise<HealthResponse | typeof reply> => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.warn({ err: error }, 'Health check: the database does not answer');
      return sendServiceUnavailable(reply);
    }
    return { status: 'ok', version, database: kind };
  });
};
