import type { FastifyPluginAsync } from 'fastify';
import { CLIENT_ID_HEADER, saveSettingsRequestSchema, type SettingsResponse } from '../../shared/api';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import type { SettingsRepository } from '../db/settingsRepository';
import { clientHeadersSchema } from '../http/clientHeaders';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';

/** Where the settings routes store settings. */
export interface SettingsRoutesOptions {
  repository: SettingsRepository;
}

/** `GET /settings` and `POST /settings` for the client named by the `x-client-id` header. */
export const settingsRoutes: FastifyPluginAsync<SettingsRoutesOptions> = async (instance, { repository }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/settings', { schema: { headers: clientHeadersSchema } }, async (request): Promise<SettingsResponse> => {
    const settings = await repository.get(request.headers[CLIENT_ID_HEADER]);
    return { success: true, settings: settings ?? DEFAULT_SETTINGS };
  });

  app.post(
    '/settings',
    { schema: { headers: clientHeadersSchema, body: saveSettingsRequestSchema } },
    async (request): Promise<SettingsResponse> => {
      const { settings } = request.body;
      await repository.put(request.headers[CLIENT_ID_HEADER], settings);
      return { success: true, settings };
    },
  );
};
