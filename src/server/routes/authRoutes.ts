import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { loginRequestSchema, resetPasswordRequestSchema } from '../../shared/accounts';
import { addressFromBody, rateLimited } from '../auth/rateLimits';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { newPasswordMail, publicLink } from '../mail/accountMails';
import type { AccountServices } from './accountServices';
import { emailParamsSchema, loginQuerySchema } from './accountRequests';

export interface AuthRoutesOptions {
  services: AccountServices;
}

/** Why a login failed, for the client to pick its view (spec §4, Login). */
export type LoginFailureReason = 'credentials' | 'unverified';

/** Wrong password and unknown address answer alike, so the login form tells nobody who has an account. */
export const WRONG_CREDENTIALS = 'The email address or password is not correct.';
export const NOT_VERIFIED = 'Please verify your email address first: open the link in the email we sent you, or send it again.';
export const RESET_SENT = 'A new password has been sent to your email address.';
export const SESSION_LOGIN_LATER = 'Student session login is not available yet.';

/** Letters and digits without look-alikes (0/O, 1/l/I), so a mailed password can be typed. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 14-character password from 57 symbols: about 82 bits. */
export function generatePassword(length = 14): string {
  // 57 does not divide 256; dropping bytes of 228 and above keeps every symbol equally likely.
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  let password = '';
  while (password.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && password.length < length) password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    }
  }
  return password;
}

/** `POST /login`, `POST /session-login`, `GET /logout/{email}` and `POST /reset/password`. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (instance, { services }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, passwords, tokens, locks, mailer, rateLimits } = services;
  const clock = () => services.now().getTime();
  // Checked against for unknown addresses, so a miss costs the same hashing time as a wrong password.
  const decoyHash = passwords.hash(randomBytes(16).toString('hex'));

  app.post(
    '/login',
    {
      schema: { body: loginRequestSchema, querystring: loginQuerySchema },
      preHandler: rateLimited('login', rateLimits, addressFromBody, clock),
    },
    async (request, reply) => {
      const { email, password, remember, deviceUuid } = request.body;
      const user = await users.findByEmail(email);
      const matches = await passwords.verify(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !matches) {
        return reply.code(401).send({ success: false, reason: 'credentials' satisfies LoginFailureReason, message: WRONG_CREDENTIALS });
      }
      if (user.verifiedAt === null) {
        return reply.code(403).send({ success: false, reason: 'unverified' satisfies LoginFailureReason, message: NOT_VERIFIED });
      }
      // `?force-login=true` takes over from the account's other devices once device limits exist
      // (team plans, billing issue); until then no login is refused for another device, so
      // `isLoggedIn` is never set and the flag changes nothing.
      const accessToken = await tokens.sign({ sub: user.id, email: user.email, device: deviceUuid ?? randomUUID() }, remember ? 'year' : 'day');
      return { success: true as const, accessToken };
    },
  );

  app.post('/session-login', async (_request, reply) => reply.code(501).send({ success: false, message: SESSION_LOGIN_LATER }));

  app.get('/logout/:email', { schema: { params: emailParamsSchema } }, async (request) => {
    // Access tokens are not stored, so logging out is the client dropping its token; the server's
    // part is to let go of what this device holds. Only the token's own device is released.
    const user = request.user;
    if (user?.device && user.email === request.params.email) {
      const released = await locks.releaseAllFor(user.device);
      request.log.info({ user: user.id, released }, 'Logged out');
    }
    return { success: true as const };
  });

  app.post(
    '/reset/password',
    { schema: { body: resetPasswordRequestSchema }, preHandler: rateLimited('reset', rateLimits, addressFromBody, clock) },
    async (request) => {
      const user = await users.findByEmail(request.body.email);
      if (user) {
        const password = generatePassword();
        await users.updatePasswordHash(user.id, await passwords.hash(password));
        await mailer.send(newPasswordMail(user.email, user.firstName, password, publicLink(services.publicUrl, '/login')));
      }
      // The same answer for unknown addresses: the form must not reveal who has an account.
      return { success: true as const, message: RESET_SENT };
    },
  );
};
