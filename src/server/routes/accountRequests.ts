/**
 * URL parts of the auth routes that the shared account contract (`shared/accounts.ts`) does not
 * describe: the client builds these into paths and query strings rather than sending them as
 * payloads. Every request body comes from the shared module.
 */
import { z } from 'zod';
import { emailField, FIELD_MESSAGES, plainText } from '../../shared/accounts';

/** `POST /login?force-login=true` takes over from the account's other devices. */
export const loginQuerySchema = z.object({ 'force-login': z.enum(['true', 'false']).optional() });

/** `/validate/{email}`, `/disposable/{email}`, `/resend/{email}` and `/logout/{email}`. */
export const emailParamsSchema = z.object({ email: emailField() });

/** `/verify/{token}`: tokens are 43 characters; a longer one, or one with control characters, is refused before any lookup. */
export const tokenParamsSchema = z.object({ token: plainText('Token').max(200, FIELD_MESSAGES.tooLong('Token', 200)) });
