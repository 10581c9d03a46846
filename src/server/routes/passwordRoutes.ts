import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { weakPasswordRefusal } from '../auth/passwordStrength';
import { newPasswordRequestSchema, resetPasswordRequestSchema, updatePasswordRequestSchema, type LoginFailureReason } from '../../shared/accounts';
import { addressFromBody, forgiveAttempt, guessChecks, mailChecks, rateLimited } from '../auth/rateLimits';
import { requireUser } from '../auth/requestUser';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { oneTimePasswordMail, publicLink } from '../mail/accountMails';
import { RESET_PASSWORD_TTL_MS, type AccountServices } from './accountServices';

export interface PasswordRoutesOptions {
  services: AccountServices;
}

export const RESET_SENT = 'A new password has been sent to your email address.';
export const ONE_TIME_PASSWORD_INVALID = 'The one-time password is not correct or has expired. Please ask for a new one with Forgot Password.';
export const WRONG_OLD_PASSWORD = 'The current password is not correct.';
export const PASSWORD_CHANGED = 'Password changed.';

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

/**
 * `POST /reset/password` (Forgot password), `POST /reset/new-password` and
 * `POST /api/update/password`.
 *
 * Forgot password keeps the spec's flow and words ("A new password has been sent to your email
 * address.") but the mailed password is a one-time credential: it works for an hour, does not
 * touch the current password, and logging in with it asks for a new password; only choosing
 * that one replaces the old password and ends every session. So a stranger who asks for a reset
 * of someone's address changes nothing for them.
 */
export const passwordRoutes: FastifyPluginAsync<PasswordRoutesOptions> = async (instance, { services }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, passwords, oneTimeTokens, sessions, mailer, rateLimits, background } = services;

  /** Mails a fresh one-time password to the account at `email`, if there is one; older ones stop working. */
  const mailOneTimePassword = async (email: string, linkBase: string) => {
    const user = await users.findByEmail(email);
    if (!user) return;
    await oneTimeTokens.revokeAll(user.id, 'reset');
    const password = generatePassword();
    await oneTimeTokens.issue(user.id, 'reset', RESET_PASSWORD_TTL_MS, { secret: password });
    await mailer.send(oneTimePasswordMail(user.email, user.firstName, password, publicLink(linkBase, '/login')));
  };

  /** Ends every session of the user but `keep`, and closes their live sockets. */
  const endSessions = async (userId: string, keep?: string) => {
    const ended = await sessions.endAllOf(userId, keep);
    app.live.endSessions(ended);
    return ended.length;
  };

  app.post(
    '/reset/password',
    { schema: { body: resetPasswordRequestSchema }, preHandler: rateLimited(instance, mailChecks('reset', rateLimits, addressFromBody)) },
    async (request) => {
      // The answer does not wait for the lookup or the mail: it is the same, in the same time,
      // whether or not the address has an account, so the form reveals nobody's.
      // The link's base is read now, from the request; the address is someone else's, so only
      // PUBLIC_URL or a known host may appear in it (mailLinkBase.ts), never a forged Host.
      const linkBase = services.mailLinkBase(request);
      background.run('one-time password mail', () => mailOneTimePassword(request.body.email, linkBase));
      return { success: true as const, message: RESET_SENT };
    },
  );

  app.post(
    '/reset/new-password',
    // Counted with the logins: it is one more way to try passwords for an address.
    { schema: { body: newPasswordRequestSchema }, preHandler: rateLimited(instance, guessChecks('login', rateLimits, addressFromBody, (request) => services.fromKnownDevice(request))) },
    async (request, reply) => {
      const { email, password, newPassword, remember, deviceUuid } = request.body;
      // Before the one-time password is used up, so the person can choose again with it.
      const weak = weakPasswordRefusal(newPassword, [email], 'newPassword');
      if (weak) return reply.code(422).send({ ...weak, reason: 'weak-password' satisfies LoginFailureReason });
      const user = await users.findByEmail(email);
      const used = user ? await oneTimeTokens.consume(password, 'reset', user.id) : null;
      if (!user || !used) {
        return reply.code(401).send({ success: false, reason: 'credentials' satisfies LoginFailureReason, message: ONE_TIME_PASSWORD_INVALID });
      }
      await forgiveAttempt(request);
      await users.updatePasswordHash(user.id, await passwords.hash(newPassword));
      // The mail reached the address, which proves it as a verification link would.
      await users.markVerified(user.id);
      // An account verified this way starts its trial here; one that has a trial keeps it.
      await services.startTrial(user.id);
      await oneTimeTokens.revokeAll(user.id, 'reset');
      const ended = await endSessions(user.id);
      request.log.info({ user: user.id, ended }, 'Password reset');
      const accessToken = await services.openSession(reply, user, deviceUuid, remember ? 'year' : 'day');
      return { success: true as const, accessToken };
    },
  );

  app.post('/api/update/password', { preHandler: requireUser, schema: { body: updatePasswordRequestSchema } }, async (request, reply) => {
    const current = await services.currentUser(request, reply);
    if (!current) return reply;
    if (!(await passwords.verify(current.passwordHash, request.body.oldPassword))) {
      return reply.code(400).send({ success: false, message: WRONG_OLD_PASSWORD, field: 'oldPassword' });
    }
    const weak = weakPasswordRefusal(request.body.newPassword, [current.email, current.firstName, current.lastName], 'newPassword');
    if (weak) return reply.code(422).send(weak);
    await users.updatePasswordHash(current.id, await passwords.hash(request.body.newPassword));
    await oneTimeTokens.revokeAll(current.id, 'reset');
    // A password change ends every other session: whoever else held a token is out.
    const ended = await endSessions(current.id, request.user?.sessionId ?? undefined);
    request.log.info({ user: current.id, ended }, 'Password changed');
    return { success: true as const, message: PASSWORD_CHANGED };
  });
};
