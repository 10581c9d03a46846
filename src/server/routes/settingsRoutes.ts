import type { FastifyPluginAsync } from 'fastify';
import { saveSettingsRequestSchema, type SettingsResponse } from '../../shared/api';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import type { SettingsRepository } from '../db/settingsRepository';
import { registerUserRecordRoutes } from './userRecordRoutes';

/** Where the settings routes store settings. */
export interface SettingsRoutesOptions {
  repository: SettingsRepository;
}

/**
 * `GET /settings` (the defaults to an owner who never saved) and `POST /settings` (replaces
 * them whole), for the logged-in user or the `x-client-id` header's client (see settingsOwner).
 */
export const settingsRoutes: FastifyPluginAsync<SettingsRoutesOptions> = async (app, { repository }) => {
  registerUserRecordRoutes(app, {
    path: '/settings',
    body: saveSettingsRequestSchema,
    load: async (owner): Promise<SettingsResponse> => ({ success: true, settings: (await repository.get(owner)) ?? DEFAULT_SETTINGS }),
    save: async (owner, { settings }): Promise<SettingsResponse> => {
      await repository.put(owner, settings);
      return { success: true, settings };
    },
  });
};
