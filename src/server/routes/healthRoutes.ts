import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { HealthResponse } from '../../shared/api';
import type { DatabaseKind } from '../db/createDatabase';
import type { DatabaseSchema } from '../db/DatabaseSchema';
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
 * `GET /health`: answers only when the database answers, and 503 "unhealthy" when a conversion
 * child outlived its kill (its slot stays taken, so conversions would stall for good), so a load
 * balancer can trust it.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { db, kind, version, conversions }) => {
  app.get('/health', async (_request, reply): Promise<HealthResponse> => {
    await sql`select 1`.execute(db);
    const stuck = conversions?.().stuck ?? 0;
    if (stuck === 0) return { status: 'ok', version, database: kind };
    const problems = [`${stuck} conversion process${stuck === 1 ? ' is' : 'es are'} still running long after being killed`];
    app.log.error({ stuck }, 'Unhealthy: conversion processes outlived their kill');
    reply.code(503);
    return { status: 'unhealthy', version, database: kind, problems };
  });
};
