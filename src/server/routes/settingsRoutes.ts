import type { FastifyPluginAsync } from 'fastify';
import { saveSettingsRequestSchema, type SettingsResponse } from '../../shared/api';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import type { SettingsRepository } from '../db/settingsRepository';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../auth/rateLimits';
import { registerUserRecordRoutes } from './userRecordRoutes';

/** Where the settings routes store settings. */
export interface SettingsRoutesOptions {
  repository: SettingsRepository;
  /** Its `perIp` bounds the records one IP may create for client ids. */
  rateLimits?: RateLimits;
}

/**
 * `GET /settings` (the defaults to an owner who never saved) and `POST /settings` (replaces
 * them whole), for the logged-in user or the `x-client-id` header's client (see settingsOwner).
 */
export const settingsRoutes: FastifyPluginAsync<SettingsRoutesOptions> = async (app, { repository, rateLimits = DEFAULT_RATE_LIMITS }) => {
  registerUserRecordRoutes(app, {
    path: '/settings',
    body: saveSettingsRequestSchema,
    load: async (owner): Promise<SettingsResponse> => ({ success: true, settings: (await repository.get(owner)) ?? DEFAULT_SETTINGS }),
    exists: async (owner) => (await repository.get(owner)) !== undefined,
    save: async (owner, { settings }): Promise<SettingsResponse> => {
      await repository.put(owner, settings);
      return { success: true, settings };
    },
  }, rateLimits.perIp);
};
