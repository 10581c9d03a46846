import type { FastifyPluginAsync } from 'fastify';
import { saveToursRequestSchema, type ToursResponse } from '../../shared/api';
import type { ToursRepository } from '../db/toursRepository';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { settingsHeadersSchema, settingsOwner } from './settingsOwner';

/** Where the tours routes store the help flags. */
export interface ToursRoutesOptions {
  repository: ToursRepository;
}

/**
 * `GET /tours` and `POST /tours`: the remembered help flags, keyed exactly as `/settings` keys
 * its records: by the logged-in user with a valid access token, else by the `x-client-id` header.
 */
export const toursRoutes: FastifyPluginAsync<ToursRoutesOptions> = async (instance, { repository }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/tours', { schema: { headers: settingsHeadersSchema } }, async (request): Promise<ToursResponse> => {
    const tours = await repository.get(await settingsOwner(request));
    return { success: true, tours: tours ?? {} };
  });

  app.post(
    '/tours',
    { schema: { headers: settingsHeadersSchema, body: saveToursRequestSchema } },
    async (request): Promise<ToursResponse> => {
      const tours = await repository.merge(await settingsOwner(request), request.body.tours);
      return { success: true, tours };
    },
  );
};
