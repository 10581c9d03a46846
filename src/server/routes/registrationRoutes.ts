import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import { weakPasswordRefusal } from '../auth/passwordStrength';
import { registrationSchema, type RegistrationRequest } from '../../shared/accounts';
import { isDisposable, suggestAddress } from '../auth/emailChecks';
import { addressFromBody, addressFromParams, ipChecks, mailChecks, rateLimited } from '../auth/rateLimits';
import type { ConsumedToken } from '../db/authTokensRepository';
import { DuplicateEmailError, type Registration, type User } from '../db/usersRepository';
import { newBadgeCode, type EducatorDetails } from '../db/educatorApplicationsRepository';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { verificationLink, verificationMail } from '../mail/accountMails';
import type { LinkRequest } from '../mail/mailLinkBase';
import { VERIFY_TOKEN_TTL_MS, type AccountServices } from './accountServices';
import { emailParamsSchema, tokenParamsSchema } from './accountRequests';
import type { IndexPage } from '../http/indexPage';
import { isPageNavigation, sendClientPage } from './pageNavigation';

export interface RegistrationRoutesOptions {
  services: AccountServices;
  /** The built client's page (readIndexPage), for the Verify page opened from the e-mail link. */
  indexPage?: IndexPage;
}

export const EMAIL_TAKEN = 'An account with this email address already exists.';
export const DISPOSABLE = 'This looks like a disposable email address. Please use a permanent one.';
export const VERIFICATION_SENT = 'A verification email has been sent. Please click the link in it.';
export const BAD_VERIFY_LINK = 'This verification link is not valid, has expired or has already been used. Please log in, or send a new link.';
/** A rejected educator registered again with their account's password: the new application needs no new verification. */
export const EDUCATOR_REAPPLIED = 'We have sent the badge and instructions to your email address.';
export const NO_PENDING_ACCOUNT = 'No account with this email address is waiting for verification.';
export const ALREADY_VERIFIED = 'This email address is already verified. Please log in.';

const didYouMean = (address: string) => `Please check the email address, did you mean: ${address}`;

/** An educator registration's school details and badge code, carried by its verification link. */
const educatorPayloadSchema = z.object({
  nameOfSchool: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  usage: z.string(),
  badgeUrl: z.string(),
  badgeCode: z.string().min(1),
});

/** What a verification link carries: the registration it confirms (an educator's with its school). */
const registrationPayloadSchema = z.object({
  passwordHash: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  isFromApp: z.boolean(),
  deviceUuid: z.string().nullable(),
  educator: educatorPayloadSchema.optional(),
});
type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;

const registrationOf = (user: User): Registration => ({
  passwordHash: user.passwordHash,
  firstName: user.firstName,
  lastName: user.lastName,
  isFromApp: user.isFromApp,
  deviceUuid: user.deviceUuid,
});

/** The school details of an educator registration as the applications store them. */
const educatorDetailsOf = (body: Extract<RegistrationRequest, { type: 'educator' }>): EducatorDetails => ({
  nameOfSchool: body.nameOfSchool,
  city: body.city,
  country: body.country,
  phone: body.phoneNumber,
  usage: body.usage,
  badgeUrl: body.badge_url,
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
export const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (instance, { services, indexPage }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, oneTimeTokens, passwords, mailer, rateLimits, educatorApplications, educators } = services;

  /** The registration an unverified account holds now: its user fields, and its school when it registered as an educator. */
  const pendingRegistrationOf = async (user: User): Promise<RegistrationPayload> => {
    const application = await educatorApplications.find(user.id);
    if (!application) return registrationOf(user);
    const { nameOfSchool, city, country, phone, usage, badgeUrl, badgeCode } = application;
    return { ...registrationOf(user), educator: { nameOfSchool, city, country, phone, usage, badgeUrl, badgeCode } };
  };

  /** Mails a link for the user's current registration; its base follows `request` (see mailLinkBase.ts). */
  const sendVerification = async (user: User, request: LinkRequest) => {
    const registration = await pendingRegistrationOf(user);
    const token = await oneTimeTokens.issue(user.id, 'verify', VERIFY_TOKEN_TTL_MS, { payload: registration });
    await mailer.send(verificationMail(user.email, services.now(), verificationLink(services.mailLinkBase(request), token, { fromApp: user.isFromApp })));
  };

  /** The registration a used link confirms; a link from before links carried one confirms the account as it stands. */
  const registrationConfirmedBy = async (used: ConsumedToken): Promise<RegistrationPayload | undefined> => {
    const carried = registrationPayloadSchema.safeParse(used.payload);
    if (carried.success) return carried.data;
    const current = await users.findById(used.userId);
    return current && registrationOf(current);
  };

  /**
   * An educator registration for an address whose account is verified: only a rejected educator,
   * with the account's password, may apply again this way (the new application replaces the
   * refused one). Anyone else gets the taken-address answer, after the same hashing time.
   */
  const reapply = async (existing: User, body: Extract<RegistrationRequest, { type: 'educator' }>, request: LinkRequest): Promise<boolean> => {
    const matches = await passwords.verify(existing.passwordHash, body.password);
    const application = await educatorApplications.find(existing.id);
    if (!matches || application?.status !== 'rejected') return false;
    const renewed = await educatorApplications.apply(existing.id, educatorDetailsOf(body), newBadgeCode());
    await educators.sendBadgeMail(existing, renewed, services.mailLinkBase(request));
    return true;
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
      if (isDisposable(body.email)) return reply.code(422).send({ success: false, message: DISPOSABLE, field: 'email' });
      const suggestion = suggestAddress(body.email);
      if (suggestion) return reply.code(422).send({ success: false, message: didYouMean(suggestion), field: 'email' });
      if (body.type === 'educator') {
        const existing = await users.findByEmail(body.email);
        if (existing?.verifiedAt) {
          if (await reapply(existing, body, request)) return { success: true as const, message: EDUCATOR_REAPPLIED };
          return reply.code(409).send({ success: false, message: EMAIL_TAKEN, field: 'email' });
        }
      }
      const weak = weakPasswordRefusal(body.password, [body.email, body.firstName, body.lastName], 'password');
      if (weak) return reply.code(422).send(weak);
      const user = await register(body.email, {
        passwordHash: await passwords.hash(body.password),
        firstName: body.firstName,
        lastName: body.lastName,
        isFromApp: body.app,
        deviceUuid: body.deviceUuid ?? null,
      });
      if (!user) return reply.code(409).send({ success: false, message: EMAIL_TAKEN, field: 'email' });
      // The educator's application waits for the address to be proven; its link carries it too.
      if (body.type === 'educator') await educatorApplications.apply(user.id, educatorDetailsOf(body), newBadgeCode());
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
    if (isPageNavigation(request)) return sendClientPage(reply, indexPage);
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
    if (registration.educator) {
      // The school of the registration this link was mailed for, whatever a later one wrote.
      const { badgeCode, ...details } = registration.educator;
      const application = await educatorApplications.apply(user.id, details, badgeCode);
      // Educators get no trial: the Educator plan comes with the approval.
      await users.startTrial(user.id, services.now());
      await educators.sendBadgeMail(user, application, services.mailLinkBase(request));
    } else {
      // A user registration confirmed: an educator application of an earlier registration goes.
      await educatorApplications.remove(user.id);
      // The trial runs from the verification (spec §4); only the first one starts it.
      await services.startTrial(user.id);
    }
    // A fresh device: the link may be opened in any browser. Verification gives a 1-day token (spec §9).
    const accessToken = await services.openSession(reply, user, null, 'day');
    return { success: true as const, accessToken };
  });
};
