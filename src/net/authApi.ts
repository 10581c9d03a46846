/**
 * The auth and account calls of spec accounts §7, typed and checked with the shared schemas.
 * They go through the API client, so they carry the access-token header; the client's status
 * rules skip them (see `isAuthCall`), because a wrong password's 401 belongs on the login form.
 */
import { z } from 'zod';
import {
  accessTokenResponseSchema,
  confirmEmailResponseSchema,
  feedbackRequestSchema,
  newPasswordRequestSchema,
  loginRequestSchema,
  registrationSchema,
  resetPasswordRequestSchema,
  sessionLoginRequestSchema,
  updateEmailRequestSchema,
  updateEmailResponseSchema,
  updateNameRequestSchema,
  updateNameResponseSchema,
  updatePasswordRequestSchema,
  userResponseSchema,
  type AccountUser,
  type RegistrationRequest,
} from '../shared/accounts';
import { siteConfigResponseSchema, type SiteConfig } from '../shared/content';
import type { ApiClient } from './apiClient';

const successSchema = z.object({ success: z.literal(true) });
const messageSchema = z.object({ success: z.literal(true), message: z.string() });
/** The browser's refresh: the server renews the cookie and keeps the token out of the answer. */
const refreshResponseSchema = z.object({ success: z.literal(true), refreshed: z.boolean(), accessToken: z.string().optional() });
const notificationResponseSchema = z.object({ success: z.literal(true), notification: z.object({ message: z.string() }) });

/** Paths whose failures the form shows itself rather than the global status rules (spec §8). */
const AUTH_PATHS = /^\/(?:login|session-login|logout|register|validate|disposable|resend|verify|reset|confirm-email)(?:[/?]|$)/;

/** True for an auth call's URL, relative or absolute. */
export function isAuthCall(url: string): boolean {
  const path = url.startsWith('/') ? url : new URL(url, 'http://x').pathname;
  return AUTH_PATHS.test(path);
}

const email = (address: string) => encodeURIComponent(address.trim().toLowerCase());

export interface AuthApiOptions {
  /** This browser's client id, sent as the device of a login or a new account. */
  deviceUuid?: string;
}

export function createAuthApi(api: Pick<ApiClient, 'request' | 'call'>, { deviceUuid }: AuthApiOptions = {}) {
  const { request, call } = api;
  const get = <T>(path: string, schema: z.ZodType<T>, headers?: Record<string, string>) =>
    call(async () => schema.parse(await request(path, { headers })));
  const post = <T>(path: string, body: Record<string, unknown>, schema: z.ZodType<T>) =>
    call(async () => schema.parse(await request(path, { method: 'POST', body })));

  return {
    /** POST /login: the server sets the session cookie, 365 days with `remember`, else 1 day. */
    login: (input: z.input<typeof loginRequestSchema>, forceLogin = false) =>
      post(`/login${forceLogin ? '?force-login=true' : ''}`, loginRequestSchema.parse({ deviceUuid, ...input }), accessTokenResponseSchema).then(() => undefined),
    /** POST /reset/new-password: the mailed one-time password and the new one; logs in like /login. */
    newPassword: (input: z.input<typeof newPasswordRequestSchema>) =>
      post('/reset/new-password', newPasswordRequestSchema.parse({ deviceUuid, ...input }), accessTokenResponseSchema).then(() => undefined),
    /** POST /session-login (students); the browser keeps the answered student key in its cookie. */
    sessionLogin: (input: z.input<typeof sessionLoginRequestSchema>) =>
      post('/session-login', sessionLoginRequestSchema.parse(input), accessTokenResponseSchema).then((r) => r.accessToken),
    register: (input: RegistrationRequest) => post('/register', registrationSchema.parse({ deviceUuid, ...input }), messageSchema).then((r) => r.message),
    /** GET /validate/{email}: rejects when the address already has an account. */
    validate: (address: string) => get(`/validate/${email(address)}`, successSchema).then(() => undefined),
    /** GET /disposable/{email}: true when the address is a throw-away one. */
    isDisposable: (address: string) =>
      get(`/disposable/${email(address)}`, z.object({ success: z.boolean() })).then((r) => !r.success),
    resend: (address: string) => get(`/resend/${email(address)}`, messageSchema).then((r) => r.message),
    /** GET /verify/{token} as JSON (the same path opens the Verify page in a browser); sets the session cookie. */
    verify: (token: string) =>
      get(`/verify/${encodeURIComponent(token)}`, accessTokenResponseSchema, { accept: 'application/json' }).then(() => undefined),
    /** GET /confirm-email/{token} as JSON: the account's address from now on. */
    confirmEmail: (token: string) =>
      get(`/confirm-email/${encodeURIComponent(token)}`, confirmEmailResponseSchema, { accept: 'application/json' }).then((r) => r.email),
    resetPassword: (address: string) =>
      post('/reset/password', resetPasswordRequestSchema.parse({ email: address }), messageSchema).then((r) => r.message),
    /** GET /api/refresh: the session renewed for 365 days when it has less than a day left. */
    refresh: () => get('/api/refresh', refreshResponseSchema),
    user: (): Promise<AccountUser> => get('/api/user', userResponseSchema).then((r) => r.user),
    updateName: (input: z.input<typeof updateNameRequestSchema>) =>
      post('/api/update/name', updateNameRequestSchema.parse(input), updateNameResponseSchema).then((r) => r.userMeta),
    /** POST /api/update/email: mails a confirmation link to the new address; answers the message to show. */
    updateEmail: (input: z.input<typeof updateEmailRequestSchema>) =>
      post('/api/update/email', updateEmailRequestSchema.parse(input), updateEmailResponseSchema).then((r) => r.message),
    updatePassword: (input: z.input<typeof updatePasswordRequestSchema>) =>
      post('/api/update/password', updatePasswordRequestSchema.parse(input), messageSchema).then((r) => r.message),
    /** GET /api/notification: the site notice, or null when there is none. */
    notification: () => get('/api/notification', notificationResponseSchema).then((r) => r.notification.message || null),
    /** GET /api/site: the contact and social links and the social-sharing script's address. */
    siteConfig: (): Promise<SiteConfig> =>
      get('/api/site', siteConfigResponseSchema).then(({ success: _success, ...config }) => config),
    /** POST /api/listening: feedback, also "send your address to a human". */
    listening: (input: z.input<typeof feedbackRequestSchema>) =>
      post('/api/listening', feedbackRequestSchema.parse(input), messageSchema).then((r) => r.message),
    logout: (address: string) => get(`/logout/${email(address)}`, successSchema).then(() => undefined),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
