import type { FastifyPluginAsync } from 'fastify';
import { CLIENT_ID_HEADER, saveToursRequestSchema, type ToursResponse } from '../../shared/api';
import type { ToursRepository } from '../db/toursRepository';
import { clientHeadersSchema } from '../http/clientHeaders';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';

/** Where the tours routes store the help flags. */
export interface ToursRoutesOptions {
  repository: ToursRepository;
}

/**
 * `GET /tours` and `POST /tours`: the remembered help flags of the client named by the
 * `x-client-id` header, exactly as `/settings` keys its records (accounts will key by user).
 */
export const toursRoutes: FastifyPluginAsync<ToursRoutesOptions> = async (instance, { repository }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/tours', { schema: { headers: clientHeadersSchema } }, async (request): Promise<ToursResponse> => {
    const tours = await repository.get(request.headers[CLIENT_ID_HEADER]);
    return { success: true, tours: tours ?? {} };
  });

  app.post(
    '/tours',
    { schema: { headers: clientHeadersSchema, body: saveToursRequestSchema } },
    async (request): Promise<ToursResponse> => {
      const tours = await repository.merge(request.headers[CLIENT_ID_HEADER], request.body.tours);
      return { success: true, tours };
    },
  );
};
