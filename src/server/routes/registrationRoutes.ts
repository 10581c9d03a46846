import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { registrationSchema } from '../../shared/accounts';
import { isDisposable, suggestAddress } from '../auth/emailChecks';
import { addressFromBody, addressFromParams, rateLimited } from '../auth/rateLimits';
import { DuplicateEmailError, type User } from '../db/usersRepository';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { verificationLink, verificationMail } from '../mail/accountMails';
import { VERIFY_TOKEN_TTL_MS, type AccountServices } from './accountServices';
import { emailParamsSchema, tokenParamsSchema } from './accountRequests';
import { isPageNavigation, sendClientPage } from './pageNavigation';

export interface RegistrationRoutesOptions {
  services: AccountServices;
  /** The built client, for the Verify page opened from the e-mail link. */
  clientDir?: string;
}

export const EMAIL_TAKEN = 'An account with this email address already exists.';
export const DISPOSABLE = 'This looks like a disposable email address. Please use a permanent one.';
export const VERIFICATION_SENT = 'A verification email has been sent. Please click the link in it.';
export const BAD_VERIFY_LINK = 'This verification link is not valid, has expired or has already been used. Please log in, or send a new link.';
export const EDUCATOR_LATER = 'Educator registration is not available yet.';
export const NO_PENDING_ACCOUNT = 'No account with this email address is waiting for verification.';
export const ALREADY_VERIFIED = 'This email address is already verified. Please log in.';

const didYouMean = (address: string) => `Please check the email address, did you mean: ${address}`;

/** `POST /register`, `GET /validate/{email}`, `GET /disposable/{email}`, `GET /resend/{email}`, `GET /verify/{token}`. */
export const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (instance, { services, clientDir }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, oneTimeTokens, passwords, tokens, mailer, rateLimits } = services;
  const clock = () => services.now().getTime();

  const sendVerification = async (user: User) => {
    const token = await oneTimeTokens.issue(user.id, 'verify', VERIFY_TOKEN_TTL_MS);
    await mailer.send(verificationMail(user.email, user.firstName, verificationLink(services.publicUrl, token)));
  };

  app.post(
    '/register',
    { schema: { body: registrationSchema }, preHandler: rateLimited('register', rateLimits, addressFromBody, clock) },
    async (request, reply) => {
      const body = request.body;
      if (body.type === 'educator') return reply.code(501).send({ success: false, message: EDUCATOR_LATER });
      if (isDisposable(body.email)) return reply.code(422).send({ success: false, message: DISPOSABLE, field: 'email' });
      const suggestion = suggestAddress(body.email);
      if (suggestion) return reply.code(422).send({ success: false, message: didYouMean(suggestion), field: 'email' });
      let user: User;
      try {
        user = await users.create({
          email: body.email,
          passwordHash: await passwords.hash(body.password),
          firstName: body.firstName,
          lastName: body.lastName,
          isFromApp: body.app,
          deviceUuid: body.deviceUuid ?? null,
        });
      } catch (error) {
        if (error instanceof DuplicateEmailError) return reply.code(409).send({ success: false, message: EMAIL_TAKEN, field: 'email' });
        throw error;
      }
      await sendVerification(user);
      return { success: true as const, message: VERIFICATION_SENT };
    },
  );

  app.get(
    '/validate/:email',
    { schema: { params: emailParamsSchema }, preHandler: rateLimited('validate', rateLimits, () => undefined, clock) },
    async (request, reply) => {
      if (await users.findByEmail(request.params.email)) return reply.code(409).send({ success: false, message: EMAIL_TAKEN, field: 'email' });
      return { success: true as const };
    },
  );

  app.get('/disposable/:email', { schema: { params: emailParamsSchema } }, async (request) =>
    isDisposable(request.params.email) ? { success: false as const, message: DISPOSABLE } : { success: true as const },
  );

  app.get(
    '/resend/:email',
    { schema: { params: emailParamsSchema }, preHandler: rateLimited('resend', rateLimits, addressFromParams, clock) },
    async (request, reply) => {
      const user = await users.findByEmail(request.params.email);
      if (!user) return reply.code(404).send({ success: false, message: NO_PENDING_ACCOUNT });
      if (user.verifiedAt !== null) return reply.code(409).send({ success: false, message: ALREADY_VERIFIED });
      // Only the newest link works, so a mail forwarded or left open earlier cannot be used later.
      await oneTimeTokens.revokeAll(user.id, 'verify');
      await sendVerification(user);
      return { success: true as const, message: VERIFICATION_SENT };
    },
  );

  app.get('/verify/:token', { schema: { params: tokenParamsSchema } }, async (request, reply) => {
    if (isPageNavigation(request)) return sendClientPage(reply, clientDir);
    const userId = await oneTimeTokens.consume(request.params.token, 'verify');
    const user = userId === null ? undefined : await users.markVerified(userId);
    if (!user) return reply.code(400).send({ success: false, message: BAD_VERIFY_LINK });
    // A fresh device: the link may be opened in any browser. Verification gives a 1-day token (spec §9).
    const accessToken = await tokens.sign({ sub: user.id, email: user.email, device: randomUUID() }, 'day');
    return { success: true as const, accessToken };
  });
};
