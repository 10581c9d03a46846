import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import { registrationSchema } from '../../shared/accounts';
import { isDisposable, suggestAddress } from '../auth/emailChecks';
import { addressFromBody, addressFromParams, ipChecks, mailChecks, rateLimited } from '../auth/rateLimits';
import type { ConsumedToken } from '../db/authTokensRepository';
import { DuplicateEmailError, type Registration, type User } from '../db/usersRepository';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { verificationLink, verificationMail } from '../mail/accountMails';
import type { LinkRequest } from '../mail/mailLinkBase';
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

/** What a verification link carries: the registration it confirms. */
const registrationPayloadSchema = z.object({
  passwordHash: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  isFromApp: z.boolean(),
  deviceUuid: z.string().nullable(),
});

const registrationOf = (user: User): Registration => ({
  passwordHash: user.passwordHash,
  firstName: user.firstName,
  lastName: user.lastName,
  isFromApp: user.isFromApp,
  deviceUuid: user.deviceUuid,
});

/**
 * `POST /register`, `GET /validate/{email}`, `GET /disposable/{email}`, `GET /resend/{email}`,
 * `GET /verify/{token}`.
 *
 * An address belongs to nobody until its owner opens a verification link. Registering an
 * address that is still unverified replaces the pending registration (so whoever registered a
 * victim's address first gains nothing), and each link confirms the registration it was mailed
 * for, with that registration's password: the link the owner opens decides the password.
 */
export const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (instance, { services, clientDir }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, oneTimeTokens, passwords, mailer, rateLimits } = services;

  /** Mails a link for the user's current registration; its base follows `request` (see mailLinkBase.ts). */
  const sendVerification = async (user: User, request: LinkRequest) => {
    const registration = registrationOf(user);
    const token = await oneTimeTokens.issue(user.id, 'verify', VERIFY_TOKEN_TTL_MS, { payload: registration });
    await mailer.send(verificationMail(user.email, registration, verificationLink(services.mailLinkBase(request), token)));
  };

  /** The registration a used link confirms; a link from before links carried one confirms the account as it stands. */
  const registrationConfirmedBy = async (used: ConsumedToken): Promise<Registration | undefined> => {
    const carried = registrationPayloadSchema.safeParse(used.payload);
    if (carried.success) return carried.data;
    const current = await users.findById(used.userId);
    return current && registrationOf(current);
  };

  /** The account for a new registration: a new one, or the unverified one it replaces; undefined when the address is taken. */
  const register = async (email: string, registration: Registration): Promise<User | undefined> => {
    const existing = await users.findByEmail(email);
    if (existing) return existing.verifiedAt === null ? users.replacePending(existing.id, registration) : undefined;
    try {
      return await users.create({ email, ...registration });
    } catch (error) {
      if (error instanceof DuplicateEmailError) return undefined;
      throw error;
    }
  };

  app.post(
    '/register',
    { schema: { body: registrationSchema }, preHandler: rateLimited(instance, mailChecks('register', rateLimits, addressFromBody)) },
    async (request, reply) => {
      const body = request.body;
      if (body.type === 'educator') return reply.code(501).send({ success: false, message: EDUCATOR_LATER });
      if (isDisposable(body.email)) return reply.code(422).send({ success: false, message: DISPOSABLE, field: 'email' });
      const suggestion = suggestAddress(body.email);
      if (suggestion) return reply.code(422).send({ success: false, message: didYouMean(suggestion), field: 'email' });
      const user = await register(body.email, {
        passwordHash: await passwords.hash(body.password),
        firstName: body.firstName,
        lastName: body.lastName,
        isFromApp: body.app,
        deviceUuid: body.deviceUuid ?? null,
      });
      if (!user) return reply.code(409).send({ success: false, message: EMAIL_TAKEN, field: 'email' });
      await sendVerification(user, request);
      return { success: true as const, message: VERIFICATION_SENT };
    },
  );

  app.get(
    '/validate/:email',
    { schema: { params: emailParamsSchema }, preHandler: rateLimited(instance, ipChecks('validate', rateLimits)) },
    async (request, reply) => {
      // An unverified address may be registered again, so only a verified account takes it.
      const user = await users.findByEmail(request.params.email);
      if (user?.verifiedAt) return reply.code(409).send({ success: false, message: EMAIL_TAKEN, field: 'email' });
      return { success: true as const };
    },
  );

  app.get('/disposable/:email', { schema: { params: emailParamsSchema } }, async (request) =>
    isDisposable(request.params.email) ? { success: false as const, message: DISPOSABLE } : { success: true as const },
  );

  app.get(
    '/resend/:email',
    { schema: { params: emailParamsSchema }, preHandler: rateLimited(instance, mailChecks('resend', rateLimits, addressFromParams)) },
    async (request, reply) => {
      const user = await users.findByEmail(request.params.email);
      if (!user) return reply.code(404).send({ success: false, message: NO_PENDING_ACCOUNT });
      if (user.verifiedAt !== null) return reply.code(409).send({ success: false, message: ALREADY_VERIFIED });
      // The new link replaces the older links of the same registration only: a resend by someone
      // else must not kill the link the address owner was sent for their own registration.
      await oneTimeTokens.revokeAll(user.id, 'verify', (payload) => registrationPayloadSchema.safeParse(payload).data?.passwordHash === user.passwordHash);
      await sendVerification(user, request);
      return { success: true as const, message: VERIFICATION_SENT };
    },
  );

  // Counted per IP: each miss costs two indexed lookups, and nobody should be able to guess links at will.
  app.get('/verify/:token', { schema: { params: tokenParamsSchema }, preHandler: rateLimited(instance, ipChecks('verify', rateLimits)) }, async (request, reply) => {
    if (isPageNavigation(request)) return sendClientPage(reply, clientDir);
    const used = await oneTimeTokens.consume(request.params.token, 'verify');
    if (!used) {
      // A link opened twice (or one a later link replaced) of an account that is verified: say
      // so. Only the mail's reader holds the link, so this tells nobody else anything.
      const owner = await oneTimeTokens.usedBy(request.params.token, 'verify');
      const account = owner === null ? undefined : await users.findById(owner);
      if (account?.verifiedAt) return reply.code(409).send({ success: false, message: ALREADY_VERIFIED });
      return reply.code(400).send({ success: false, message: BAD_VERIFY_LINK });
    }
    const registration = await registrationConfirmedBy(used);
    const user = registration && (await users.completeRegistration(used.userId, registration));
    if (!user) return reply.code(400).send({ success: false, message: BAD_VERIFY_LINK });
    await oneTimeTokens.revokeAll(user.id, 'verify');
    // The trial runs from the verification (spec §4); only the first one starts it.
    await services.startTrial(user.id);
    // A fresh device: the link may be opened in any browser. Verification gives a 1-day token (spec §9).
    const accessToken = await services.openSession(reply, user, null, 'day');
    return { success: true as const, accessToken };
  });
};
