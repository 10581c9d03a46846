import type { FastifyPluginAsync } from 'fastify';
import { saveSettingsRequestSchema, type SettingsResponse } from '../../shared/api';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import type { SettingsRepository } from '../db/settingsRepository';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { settingsHeadersSchema, settingsOwner } from './settingsOwner';

/** Where the settings routes store settings. */
export interface SettingsRoutesOptions {
  repository: SettingsRepository;
}

/**
 * `GET /settings` and `POST /settings` for the logged-in user when the request carries a valid
 * access token, otherwise for the client named by the `x-client-id` header.
 */
export const settingsRoutes: FastifyPluginAsync<SettingsRoutesOptions> = async (instance, { repository }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/settings', { schema: { headers: settingsHeadersSchema } }, async (request): Promise<SettingsResponse> => {
    const settings = await repository.get(await settingsOwner(request));
    return { success: true, settings: settings ?? DEFAULT_SETTINGS };
  });

  app.post(
    '/settings',
    { schema: { headers: settingsHeadersSchema, body: saveSettingsRequestSchema } },
    async (request): Promise<SettingsResponse> => {
      const { settings } = request.body;
      await repository.put(await settingsOwner(request), settings);
      return { success: true, settings };
    },
  );
};
