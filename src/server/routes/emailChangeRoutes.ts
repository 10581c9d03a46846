import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import { emailField, updateEmailRequestSchema } from '../../shared/accounts';
import { addressFromBody, rateLimited, userChecks, type LimitCheck } from '../auth/rateLimits';
import { requireUser } from '../auth/requestUser';
import { DuplicateEmailError } from '../db/usersRepository';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { emailChangeLink, emailChangeMail, emailChangeNoticeMail } from '../mail/accountMails';
import { EMAIL_CHANGE_TTL_MS, type AccountServices } from './accountServices';
import { tokenParamsSchema } from './accountRequests';
import { storedUserState, userView } from './userView';
import type { IndexPage } from '../http/indexPage';
import { isPageNavigation, sendClientPage } from './pageNavigation';
import { EMAIL_TAKEN } from './registrationRoutes';

export interface EmailChangeRoutesOptions {
  services: AccountServices;
  /** The built client's page (readIndexPage), for the Confirm page opened from the e-mail link. */
  indexPage?: IndexPage;
}

export const WRONG_PASSWORD = 'The current password is not correct.';
export const SAME_ADDRESS = 'This is already the email address of your account.';
export const BAD_EMAIL_CHANGE_LINK = 'This confirmation link is not valid, has expired or has already been used. Please ask for the change again under Settings, Account.';
export const emailChangeSent = (address: string) =>
  `A confirmation link has been sent to ${address}. Your email address changes when you open it.`;

/** What an address-change link carries. */
const emailChangePayloadSchema = z.object({ email: emailField() });

/**
 * `POST /api/update/email` and `GET /confirm-email/{token}`. Changing the address needs the
 * current password (a stolen token alone cannot move the account) and proof of the new address:
 * the change takes effect when the link mailed there is opened, and the current address is told.
 */
export const emailChangeRoutes: FastifyPluginAsync<EmailChangeRoutesOptions> = async (instance, { services, indexPage }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, passwords, oneTimeTokens, mailer, rateLimits } = services;
  const limits: LimitCheck[] = [
    ...userChecks('email-change', rateLimits),
    { name: 'email-change:mail', limit: rateLimits.mailsPerAddress, key: addressFromBody },
  ];

  app.post(
    '/api/update/email',
    // requireUser first, so a stranger's request is refused before it counts against anyone.
    { preHandler: [requireUser, rateLimited(instance, limits)], schema: { body: updateEmailRequestSchema } },
    async (request, reply) => {
      const current = await services.currentUser(request, reply);
      if (!current) return reply;
      const { email, password } = request.body;
      if (!(await passwords.verify(current.passwordHash, password))) {
        return reply.code(400).send({ success: false, message: WRONG_PASSWORD, field: 'password' });
      }
      if (email === current.email) return reply.code(400).send({ success: false, message: SAME_ADDRESS, field: 'email' });
      if ((await users.findByEmail(email))?.verifiedAt) return reply.code(409).send({ success: false, message: EMAIL_TAKEN, field: 'email' });
      await oneTimeTokens.revokeAll(current.id, 'email-change');
      const token = await oneTimeTokens.issue(current.id, 'email-change', EMAIL_CHANGE_TTL_MS, { payload: { email } });
      await mailer.send(emailChangeMail(email, emailChangeLink(services.mailLinkBase(request), token)));
      await mailer.send(emailChangeNoticeMail(current.email, current.firstName, email));
      return { success: true as const, user: userView(current, await storedUserState(services, current)), message: emailChangeSent(email) };
    },
  );

  app.get('/confirm-email/:token', { schema: { params: tokenParamsSchema } }, async (request, reply) => {
    if (isPageNavigation(request)) return sendClientPage(reply, indexPage);
    const used = await oneTimeTokens.consume(request.params.token, 'email-change');
    const payload = emailChangePayloadSchema.safeParse(used?.payload);
    if (!used || !payload.success) return reply.code(400).send({ success: false, message: BAD_EMAIL_CHANGE_LINK });
    const { email } = payload.data;
    // Opening the link proves the address; an unverified registration of it by anyone proved nothing.
    await users.deleteUnverified(email);
    try {
      const user = await users.updateEmail(used.userId, email);
      if (!user) return reply.code(400).send({ success: false, message: BAD_EMAIL_CHANGE_LINK });
      request.log.info({ user: user.id }, 'Email address changed');
      return { success: true as const, email: user.email };
    } catch (error) {
      if (error instanceof DuplicateEmailError) return reply.code(409).send({ success: false, message: EMAIL_TAKEN, field: 'email' });
      throw error;
    }
  });
};
