import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { feedbackRequestSchema, updateEmailRequestSchema, updateNameRequestSchema, updatePasswordRequestSchema } from '../../shared/accounts';
import { REFRESH_THRESHOLD_SECONDS } from '../auth/accessTokens';
import { addressFromBody, rateLimited } from '../auth/rateLimits';
import { NOT_LOGGED_IN, requireUser, ACCESS_TOKEN_HEADER, type RequestUser } from '../auth/requestUser';
import { DuplicateEmailError, type User } from '../db/usersRepository';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import type { Tours } from '../../shared/api';
import type { Settings } from '../../shared/settings';
import type { AccountServices } from './accountServices';
import { EMAIL_TAKEN } from './registrationRoutes';
import { userSettingsKey } from './settingsOwner';

export interface AccountRoutesOptions {
  services: AccountServices;
}

export const WRONG_OLD_PASSWORD = 'The current password is not correct.';
export const FEEDBACK_THANKS = 'Thank you for your feedback!';

/** What `GET /api/user` adds from the user's rows: settings (null if never saved) and help flags. */
export interface StoredUserState {
  settings: Settings | null;
  tours: Tours;
}

/** The user as `GET /api/user` answers it (spec §3, §7). */
export function userView(user: User, state: StoredUserState) {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    device_uuid: user.deviceUuid,
    is_session_user: user.isSessionUser,
    is_from_app: user.isFromApp,
    trial_end: user.trialEnd,
    extend_trial: user.extendTrial,
    // Subscriptions come with the billing issue.
    subscription: null,
    userMeta: { first_name: user.firstName, last_name: user.lastName },
    settings: { state: state.settings },
    tours: { state: state.tours },
  };
}

/**
 * `/api/refresh`, `/api/user`, `/api/update/{name,email,password}`, `/api/notification` and
 * `/api/listening`, under the `/api` prefix. The first five need a logged-in user.
 */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (instance, { services }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, passwords, tokens, feedback, rateLimits } = services;
  const clock = () => services.now().getTime();
  const storedState = async (user: User): Promise<StoredUserState> => ({
    settings: (await services.settings.get(userSettingsKey(user.id))) ?? null,
    tours: (await services.tours.get(userSettingsKey(user.id))) ?? {},
  });

  /** The stored account behind the token; a 401 when it no longer exists. */
  const currentUser = async (request: FastifyRequest, reply: FastifyReply): Promise<User | undefined> => {
    const user = await users.findById((request.user as RequestUser).id);
    if (!user) await reply.code(401).send(NOT_LOGGED_IN);
    return user;
  };

  app.get('/refresh', { preHandler: requireUser }, async (request) => {
    const user = request.user as RequestUser;
    // The rule (spec §4, §9): fewer than 86400 s left → a new 365-day token; otherwise the token
    // in hand is still good and comes back unchanged, so a client may ask as often as it likes.
    if (user.secondsLeft >= REFRESH_THRESHOLD_SECONDS) {
      return { success: true as const, accessToken: String(request.headers[ACCESS_TOKEN_HEADER]), refreshed: false };
    }
    const accessToken = await tokens.sign({ sub: user.id, email: user.email, device: user.device ?? randomUUID() }, 'year');
    return { success: true as const, accessToken, refreshed: true };
  });

  app.get('/user', { preHandler: requireUser }, async (request, reply) => {
    const user = await currentUser(request, reply);
    return user && { success: true as const, user: userView(user, await storedState(user)) };
  });

  app.post('/update/name', { preHandler: requireUser, schema: { body: updateNameRequestSchema } }, async (request, reply) => {
    const current = await currentUser(request, reply);
    if (!current) return reply;
    const user = (await users.updateName(current.id, request.body.firstName, request.body.lastName)) ?? current;
    return { success: true as const, userMeta: { first_name: user.firstName, last_name: user.lastName } };
  });

  app.post('/update/email', { preHandler: requireUser, schema: { body: updateEmailRequestSchema } }, async (request, reply) => {
    const current = await currentUser(request, reply);
    if (!current) return reply;
    let user: User | undefined;
    try {
      user = await users.updateEmail(current.id, request.body.email);
    } catch (error) {
      if (error instanceof DuplicateEmailError) return reply.code(409).send({ success: false, message: EMAIL_TAKEN, field: 'email' });
      throw error;
    }
    if (!user) return reply.code(401).send(NOT_LOGGED_IN);
    // The token names the address, so the client gets one with the new address and the same reach.
    const session = request.user as RequestUser;
    const lifetime = session.secondsLeft > REFRESH_THRESHOLD_SECONDS ? 'year' : 'day';
    const accessToken = await tokens.sign({ sub: user.id, email: user.email, device: session.device ?? randomUUID() }, lifetime);
    return { success: true as const, user: userView(user, await storedState(user)), accessToken };
  });

  app.post('/update/password', { preHandler: requireUser, schema: { body: updatePasswordRequestSchema } }, async (request, reply) => {
    const current = await currentUser(request, reply);
    if (!current) return reply;
    if (!(await passwords.verify(current.passwordHash, request.body.oldPassword))) {
      return reply.code(400).send({ success: false, message: WRONG_OLD_PASSWORD, field: 'oldPassword' });
    }
    await users.updatePasswordHash(current.id, await passwords.hash(request.body.newPassword));
    return { success: true as const, message: 'Password changed.' };
  });

  app.get('/notification', async () => ({ success: true as const, notification: { message: services.siteNotification } }));

  app.post(
    '/listening',
    { schema: { body: feedbackRequestSchema }, preHandler: rateLimited('feedback', rateLimits, addressFromBody, clock) },
    async (request) => {
      await feedback.add(request.body.email, request.body.message);
      return { success: true as const, message: FEEDBACK_THANKS };
    },
  );
};
