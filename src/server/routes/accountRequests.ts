/**
 * Request bodies and parameters of the auth and account routes, with the spec's validation
 * messages (accounts §5). They belong with the other account payloads in `shared/accounts.ts`
 * for the client to reuse; they live here until that module has them.
 */
import { z } from 'zod';

/** Input bounds (issue 6: "input lengths bounded"). */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const MESSAGE_MAX = 5000;

const required = (field: string) => `${field} is required.`;

const text = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, `${field} must be no more than ${max} characters.`);

/** Trimmed and lowercased (spec §5), then checked. */
export const emailField = (field = 'Email') =>
  z
    .string({ error: required(field) })
    .trim()
    .toLowerCase()
    .min(1, required(field))
    .max(EMAIL_MAX, `${field} must be no more than ${EMAIL_MAX} characters.`)
    .pipe(z.email(`${field} must be a valid email address.`));

export const passwordField = (field = 'Password') =>
  z
    .string({ error: required(field) })
    .min(PASSWORD_MIN, `${field} must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `${field} must be no more than ${PASSWORD_MAX} characters.`);

export const loginRequestSchema = z.object({
  email: emailField(),
  // Any stored password is 6-128 characters; a longer one is refused before hashing work is spent on it.
  password: z.string({ error: required('Password') }).min(1, required('Password')).max(PASSWORD_MAX, `Password must be no more than ${PASSWORD_MAX} characters.`),
  rememberMe: z.boolean().optional(),
  /** The browser's device id, when it has one; a new one is made otherwise. */
  deviceUuid: z.string().trim().regex(/^[A-Za-z0-9-]{8,64}$/, 'Device id is not valid.').optional(),
});

export const loginQuerySchema = z.object({ 'force-login': z.enum(['true', 'false']).optional() });

export const registerRequestSchema = z.object({
  type: z.enum(['user', 'educator']).default('user'),
  firstName: text('First name', NAME_MAX),
  lastName: text('Last name', NAME_MAX),
  email: emailField(),
  password: passwordField(),
  /** Registered from the companion app. */
  app: z.boolean().optional(),
});

export const emailRequestSchema = z.object({ email: emailField() });
export const emailParamsSchema = z.object({ email: emailField() });
export const tokenParamsSchema = z.object({ token: z.string().max(200) });

export const updateNameRequestSchema = z.object({ name: text('Name', 2 * NAME_MAX + 1) });
export const updatePasswordRequestSchema = z.object({
  oldPassword: z.string({ error: required('Current password') }).min(1, required('Current password')).max(PASSWORD_MAX),
  newPassword: passwordField('New password'),
});

export const feedbackRequestSchema = z.object({ email: emailField(), message: text('Message', MESSAGE_MAX) });
