import type { FastifyPluginAsync } from 'fastify';
import { saveToursRequestSchema, type ToursResponse } from '../../shared/api';
import type { ToursRepository } from '../db/toursRepository';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../auth/rateLimits';
import { registerUserRecordRoutes } from './userRecordRoutes';

/** Where the tours routes store the help flags. */
export interface ToursRoutesOptions {
  repository: ToursRepository;
  /** Its `perIp` bounds the records one IP may create for client ids. */
  rateLimits?: RateLimits;
}

/**
 * `GET /tours` (no flags to an owner who never saved) and `POST /tours` (merges the flags sent
 * into those stored and answers them all), keyed exactly as `/settings` keys its records.
 */
export const toursRoutes: FastifyPluginAsync<ToursRoutesOptions> = async (app, { repository, rateLimits = DEFAULT_RATE_LIMITS }) => {
  registerUserRecordRoutes(app, {
    path: '/tours',
    body: saveToursRequestSchema,
    load: async (owner): Promise<ToursResponse> => ({ success: true, tours: (await repository.get(owner)) ?? {} }),
    exists: async (owner) => (await repository.get(owner)) !== undefined,
    save: async (owner, { tours }): Promise<ToursResponse> => ({ success: true, tours: await repository.merge(owner, tours) }),
  }, rateLimits.perIp);
};
