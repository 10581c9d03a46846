import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { API_INTEREST_THANKS, apiInterestRequestSchema } from '../../shared/content';
import { ipChecks, rateLimited, type RateLimits } from '../auth/rateLimits';
import { apiInterestRepository } from '../db/apiInterestRepository';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';

export interface ApiInterestRoutesOptions {
  db: Kysely<DatabaseSchema>;
  rateLimits: RateLimits;
  now: () => Date;
}

/** `POST /register-api`: the API page's registration of interest (spec §5 "API registration"). */
export const apiInterestRoutes: FastifyPluginAsync<ApiInterestRoutesOptions> = async (instance, { db, rateLimits, now }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const interest = apiInterestRepository(db, now);
  app.post(
    '/register-api',
    { schema: { body: apiInterestRequestSchema }, preHandler: rateLimited(instance, ipChecks('api-interest', rateLimits)) },
    async (request) => {
      await interest.add(request.body);
      return { success: true as const, message: API_INTEREST_THANKS };
    },
  );
};
