import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { HealthResponse } from '../../shared/api';
import type { DatabaseKind } from '../db/createDatabase';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { sendServiceUnavailable } from '../http/serviceUnavailable';
import type { ConversionHealth } from '../uploads/conversionPool';

/** What the health route reports on. */
export interface HealthRoutesOptions {
  db: Kysely<DatabaseSchema>;
  kind: DatabaseKind;
  version: string;
  /** The conversion pool's state, when the server converts uploads. */
  conversions?: () => ConversionHealth;
}

/**
 * `GET /health`: 200 only when the database answers and conversions flow, so a load balancer can
 * trust it. A database that does not answer is 503 (load balancers read it as "not now" rather
 * than "broken"), and so is a conversion child that outlived its kill (its slot stays taken, so
 * conversions would stall for good).
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { db, kind, version, conversions }) => {
  app.get('/health', async (request, reply): Promise<HealthResponse | typeof reply> => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.warn({ err: error }, 'Health check: the database does not answer');
      return sendServiceUnavailable(reply);
    }
    const stuck = conversions?.().stuck ?? 0;
    if (stuck === 0) return { status: 'ok', version, database: kind };
    const problems = [`${stuck} conversion process${stuck === 1 ? ' is' : 'es are'} still running long after being killed`];
    request.log.error({ stuck }, 'Unhealthy: conversion processes outlived their kill');
    reply.code(503);
    return { status: 'unhealthy', version, database: kind, problems };
  });
};
