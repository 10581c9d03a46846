import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { loginRequestSchema, type LoginFailureReason } from '../../shared/accounts';
import { addressFromBody, guessChecks, rateLimited } from '../auth/rateLimits';
import { identifyUser } from '../auth/requestUser';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import type { AccountServices } from './accountServices';
import { emailParamsSchema, loginQuerySchema } from './accountRequests';

export interface AuthRoutesOptions {
  services: AccountServices;
}

/** Wrong password and unknown address answer alike, so the login form tells nobody who has an account. */
export const WRONG_CREDENTIALS = 'The email address or password is not correct.';
export const NOT_VERIFIED = 'Please verify your email address first: open the link in the email we sent you, or send it again.';
export const CHOOSE_NEW_PASSWORD = 'You logged in with the one-time password we sent you. Please choose a new password.';
export const SESSION_LOGIN_LATER = 'Student session login is not available yet.';

/** `POST /login`, `POST /session-login` and `GET /logout/{email}`. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (instance, { services }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, passwords, oneTimeTokens, sessions, locks, rateLimits } = services;
  // Checked against for unknown addresses, so a miss costs the same hashing time as a wrong password.
  const decoyHash = passwords.hash(randomBytes(16).toString('hex'));

  app.post(
    '/login',
    {
      schema: { body: loginRequestSchema, querystring: loginQuerySchema },
      preHandler: rateLimited(instance, guessChecks('login', rateLimits, addressFromBody, (request) => services.fromKnownDevice(request))),
    },
    async (request, reply) => {
      const { email, password, remember, deviceUuid } = request.body;
      const user = await users.findByEmail(email);
      const matches = await passwords.verify(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !matches) {
        // The mailed one-time password does not log in by itself: it asks for a new password
        // first (POST /reset/new-password), and the current password stays until then.
        // The lookup runs for unknown addresses too, so both cost the same.
        const oneTime = await oneTimeTokens.isLive(password, 'reset', user?.id ?? '');
        if (user && oneTime) {
          return reply.code(403).send({ success: false, reason: 'new-password' satisfies LoginFailureReason, message: CHOOSE_NEW_PASSWORD });
        }
        return reply.code(401).send({ success: false, reason: 'credentials' satisfies LoginFailureReason, message: WRONG_CREDENTIALS });
      }
      if (user.verifiedAt === null) {
        return reply.code(403).send({ success: false, reason: 'unverified' satisfies LoginFailureReason, message: NOT_VERIFIED });
      }
      // No login is refused for another device: the new login always wins, and devices over the
      // plan's limit are logged out instead (openSession, billing/deviceLimits.ts). So the spec's
      // `?force-login=true` changes nothing and `isLoggedIn` is never set.
      const accessToken = await services.openSession(reply, user, deviceUuid, remember ? 'year' : 'day');
      return { success: true as const, accessToken };
    },
  );

  app.post('/session-login', async (_request, reply) => reply.code(501).send({ success: false, message: SESSION_LOGIN_LATER }));

  app.get('/logout/:email', { schema: { params: emailParamsSchema } }, async (request, reply) => {
    // Logging out ends this session on the server, so its token is refused from now on wherever
    // it was copied, lets go of what this device holds, and removes the browser's cookies.
    const user = await identifyUser(request);
    if (user?.sessionId) {
      await sessions.end(user.sessionId);
      app.live.endSessions([user.sessionId]);
      const released = user.device ? await locks.releaseAllFor(user.device) : 0;
      request.log.info({ user: user.id, released }, 'Logged out');
    }
    services.clearCookies(reply);
    return { success: true as const };
  });
};
