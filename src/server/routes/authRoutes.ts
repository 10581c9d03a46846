import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { loginRequestSchema, sessionLoginRequestSchema, type LoginFailureReason } from '../../shared/accounts';
import { CLASSROOM_MESSAGES, type EducatorLoginFailure } from '../../shared/classroom';
import { addressFromBody, forgiveAttempt, guessChecks, rateLimited, type KeyOf, type LimitCheck, type RateLimits } from '../auth/rateLimits';
import { presentedStudentKey } from '../classroom/studentKey';
import { studentDevice, studentLogin } from '../classroom/studentLogin';
import { CHANGES_STATE_ON_GET, identifyUser } from '../auth/requestUser';
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

/** The session name a student login names, as typed (names are matched exactly). */
const sessionNameFromBody: KeyOf = (request) => {
  const body = request.body as { session?: unknown } | null | undefined;
  return typeof body?.session === 'string' ? body.session : undefined;
};

/** Several classes log in from one school address at the start of a lesson. */
export const SCHOOL_ADDRESS_FACTOR = { perIp: 5, perSession: 4 } as const;

/**
 * Student logins per IP, and per session name and IP. A whole class logs in with one name from
 * one school address, so both counts are scaled up from the login's (500 per IP in 15 minutes,
 * 200 per session and IP an hour by default): a few classes fit, a guesser does not. Every
 * attempt counts, right or wrong, so a correct guess past the limit is refused too. There is no
 * count per session name from everywhere: a guesser could spend it to lock the class out, and a
 * spread-out guess is bounded anyway by the password (8 characters of 32: 2^40) and the
 * session's end.
 */
export function sessionLoginChecks(limits: RateLimits): LimitCheck[] {
  const scaled = (limit: RateLimits['perIp'], factor: number) => ({ max: limit.max * factor, windowMs: limit.windowMs });
  return [
    { name: 'session-login:ip', limit: scaled(limits.perIp, SCHOOL_ADDRESS_FACTOR.perIp), key: (request) => request.ip },
    {
      name: 'session-login:ip+session',
      limit: scaled(limits.perAddress, SCHOOL_ADDRESS_FACTOR.perSession),
      key: (request) => {
        const name = sessionNameFromBody(request);
        return name === undefined ? undefined : `${request.ip}|${name}`;
      },
    },
  ];
}

/** What POST /login tells an educator who may not log in yet (only once the password matched). */
export const EDUCATOR_LOGIN_MESSAGES: Record<EducatorLoginFailure, string> = {
  'educator-badge': CLASSROOM_MESSAGES.badgeMissing,
  'educator-review': CLASSROOM_MESSAGES.reviewPending,
  'educator-rejected': CLASSROOM_MESSAGES.reviewFailed,
};

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
          await forgiveAttempt(request);
          return reply.code(403).send({ success: false, reason: 'new-password' satisfies LoginFailureReason, message: CHOOSE_NEW_PASSWORD });
        }
        return reply.code(401).send({ success: false, reason: 'credentials' satisfies LoginFailureReason, message: WRONG_CREDENTIALS });
      }
      // The password is right: whatever follows, this was no guess (only failures stay counted).
      await forgiveAttempt(request);
      if (user.verifiedAt === null) {
        return reply.code(403).send({ success: false, reason: 'unverified' satisfies LoginFailureReason, message: NOT_VERIFIED });
      }
      // An educator logs in once approved; before, the login looks for the badge and says where the review stands.
      const educatorRefusal = await services.educators.loginGate(user.id);
      if (educatorRefusal) {
        return reply.code(403).send({ success: false, reason: educatorRefusal satisfies LoginFailureReason, message: EDUCATOR_LOGIN_MESSAGES[educatorRefusal] });
      }
      // No login is refused for another device: the new login always wins, and devices over the
      // plan's limit are logged out instead (openSession, billing/deviceLimits.ts). So the spec's
      // `?force-login=true` changes nothing and `isLoggedIn` is never set.
      const accessToken = await services.openSession(reply, user, deviceUuid, remember ? 'year' : 'day');
      return { success: true as const, accessToken };
    },
  );

  app.post(
    '/session-login',
    { schema: { body: sessionLoginRequestSchema }, preHandler: rateLimited(instance, sessionLoginChecks(rateLimits)) },
    async (request, reply) => {
      const { session, password, deviceUuid, studentKey, displayName } = request.body;
      const result = await studentLogin(services, services.classrooms, reply, {
        session,
        password,
        displayName,
        device: studentDevice(request, deviceUuid),
        studentKey: presentedStudentKey(request, studentKey),
      });
      if ('refused' in result) return reply.code(401).send({ success: false, message: result.refused });
      return { success: true as const, accessToken: result.accessToken, studentKey: result.studentKey };
    },
  );

  app.get('/logout/:email', { config: CHANGES_STATE_ON_GET, schema: { params: emailParamsSchema } }, async (request, reply) => {
    // Logging out ends this session on the server, so its token is refused from now on wherever
    // it was copied, lets go of what this device holds, and removes the browser's cookies.
    const user = await identifyUser(request);
    if (user?.sessionId) {
      await sessions.end(user.sessionId);
      app.live.endSessions([user.sessionId]);
      const released = user.device ? await locks.releaseAllFor(user.id, user.device) : 0;
      request.log.info({ user: user.id, released }, 'Logged out');
    }
    services.clearCookies(reply);
    return { success: true as const };
  });
};
