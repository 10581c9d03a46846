import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CLASSROOM_MESSAGES, badgeUrlRequestSchema, educatorApplicationSchema, resendBadgeRequestSchema } from '../../shared/classroom';
import { addressFromBody, guessChecks, rateLimited, userChecks, type LimitCheck } from '../auth/rateLimits';
import { requireUser } from '../auth/requestUser';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import type { AccountServices } from '../routes/accountServices';

export interface EducatorRoutesOptions {
  services: AccountServices;
}

export const NO_EDUCATOR_APPLICATION = 'This account has no educator registration.';
export const EDUCATOR_ALREADY_APPROVED = 'Your educator account is approved already.';
export const STUDENTS_CANNOT_APPLY = 'A student account cannot become an educator account.';
export const PAID_PLAN_RUNNING = 'Your account has a running plan. Please unsubscribe and let it end before applying for an educator account.';
export const BADGE_URL_CHANGED = 'Address saved. Place the badge on that page and log in again: we will look for it there.';

/**
 * `POST /educator/resend-badge-email` (from the login screen), `POST /api/educator/enable`
 * (/educator-update) and `POST /api/educator/badge-url`.
 */
export const educatorRoutes: FastifyPluginAsync<EducatorRoutesOptions> = async (instance, { services }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, passwords, sessions, rateLimits, background, educatorApplications, educators } = services;
  // Checked against for unknown addresses, so a miss costs the same hashing time as a wrong password.
  const decoyHash = passwords.hash(randomBytes(16).toString('hex'));
  const mailToUser = (request: FastifyRequest) => request.user?.email;
  const accountLimits: LimitCheck[] = [...userChecks('educator', rateLimits), { name: 'educator:mail', limit: rateLimits.mailsPerAddress, key: mailToUser }];

  app.post(
    '/educator/resend-badge-email',
    {
      schema: { body: resendBadgeRequestSchema },
      // Limited like /login: the password is checked here too, so this must be no better a guessing oracle.
      preHandler: rateLimited(instance, [
        ...guessChecks('resend-badge', rateLimits, addressFromBody),
        { name: 'resend-badge:mail', limit: rateLimits.mailsPerAddress, key: addressFromBody, onlyIfAllowed: true },
      ]),
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await users.findByEmail(email);
      const matches = await passwords.verify(user?.passwordHash ?? (await decoyHash), password);
      const linkBase = services.mailLinkBase(request);
      // The same answer, at the same time, whoever asks: the mail goes after the answer, and
      // only to a verified educator still waiting whose password matched.
      if (user?.verifiedAt && matches) {
        background.run('educator badge mail', async () => {
          const application = await educatorApplications.find(user.id);
          if (application?.status === 'badge-pending' || application?.status === 'review-pending') {
            await educators.sendBadgeMail(user, application, linkBase);
          }
        });
      }
      return { success: true as const, message: CLASSROOM_MESSAGES.badgeEmailComing };
    },
  );

  app.post(
    '/api/educator/enable',
    // requireUser first, so a stranger's request is refused before it counts against anyone.
    { preHandler: [requireUser, rateLimited(instance, accountLimits)], schema: { body: educatorApplicationSchema } },
    async (request, reply) => {
      const user = await services.currentUser(request, reply);
      if (!user) return reply;
      if (user.isSessionUser) return reply.code(403).send({ success: false, message: STUDENTS_CANNOT_APPLY });
      const current = await educatorApplications.find(user.id);
      if (current?.status === 'approved') return reply.code(409).send({ success: false, message: EDUCATOR_ALREADY_APPROVED });
      // Approval replaces the account's plan with the free Educator one: a paid plan would be lost.
      if (await educators.paidPlanOf(user.id)) return reply.code(409).send({ success: false, message: PAID_PLAN_RUNNING });
      const { phone, name, city, country, usage, badge_url: badgeUrl } = request.body;
      const application = await educatorApplications.apply(user.id, { nameOfSchool: name, city, country, phone, usage, badgeUrl });
      await educators.sendBadgeMail(user, application, services.mailLinkBase(request));
      // The account waits for its badge and review now: every device is logged out (spec §2 "Educator update").
      const ended = await sessions.endAllOf(user.id);
      app.live.endSessions(ended);
      services.clearCookies(reply);
      return { success: true as const, message: CLASSROOM_MESSAGES.badgeEmailComing };
    },
  );

  app.post(
    '/api/educator/badge-url',
    { preHandler: [requireUser, rateLimited(instance, accountLimits)], schema: { body: badgeUrlRequestSchema } },
    async (request, reply) => {
      const user = await services.currentUser(request, reply);
      if (!user) return reply;
      const current = await educatorApplications.find(user.id);
      if (!current) return reply.code(404).send({ success: false, message: NO_EDUCATOR_APPLICATION });
      // Only a waiting school's page moves: an approved educator would be sent back to waiting, a
      // rejected one registers again (AB7.39).
      if (current.status === 'approved') return reply.code(409).send({ success: false, message: EDUCATOR_ALREADY_APPROVED });
      if (current.status === 'rejected') return reply.code(409).send({ success: false, message: CLASSROOM_MESSAGES.reviewFailed });
      const application = await educatorApplications.changeBadgeUrl(user.id, request.body.url);
      if (!application) return reply.code(404).send({ success: false, message: NO_EDUCATOR_APPLICATION });
      await educators.sendBadgeMail(user, application, services.mailLinkBase(request));
      return { success: true as const, message: BADGE_URL_CHANGED, educator: { status: application.status, nameOfSchool: application.nameOfSchool, badge_url: application.badgeUrl } };
    },
  );
};
