/** Payloads of the HTTP API, shared by the client (net/) and the server. */
import { z } from 'zod';
import { settingsSchema } from './settings';

/** Header that carries the browser's client id until accounts attach settings to users. */
export const CLIENT_ID_HEADER = 'x-client-id';
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 letters, digits or dashes');

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const saveSettingsRequestSchema = z.object({ settings: settingsSchema });
export type SaveSettingsRequest = z.infer<typeof saveSettingsRequestSchema>;

export const settingsResponseSchema = z.object({ success: z.literal(true), settings: settingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** Every API error answers with this body. `field` names the offending field when there is one. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
