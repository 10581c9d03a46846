import type { FastifyPluginAsync } from 'fastify';
import { feedbackRequestSchema, updateNameRequestSchema } from '../../shared/accounts';
import { REFRESH_THRESHOLD_SECONDS } from '../auth/accessTokens';
import { ipChecks, rateLimited } from '../auth/rateLimits';
import { authenticatedUser, NOT_LOGGED_IN, requireUser } from '../auth/requestUser';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import type { AccountServices } from './accountServices';
import { storedUserState, userView } from './userView';

export interface AccountRoutesOptions {
  services: AccountServices;
}

export const FEEDBACK_THANKS = 'Thank you for your feedback!';

/**
 * `/api/refresh`, `/api/user`, `/api/update/name`, `/api/notification` and `/api/listening`,
 * under the `/api` prefix. The first three need a logged-in user. (The password and address
 * changes live in passwordRoutes.ts and emailChangeRoutes.ts.)
 */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (instance, { services }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, feedback, rateLimits } = services;

  app.get('/refresh', { preHandler: requireUser }, async (request, reply) => {
    const user = authenticatedUser(request);
    // A token for the browser lives in its HttpOnly cookie and is never put where a script can
    // read it; an API client that sent it in the header gets it (or its successor) back.
    const handedBack = (token: string) => (request.tokenSource === 'header' ? { accessToken: token } : {});
    // The rule (spec §4, §9): fewer than 86400 s left → a new 365-day token; otherwise the token
    // in hand is still good and comes back unchanged, so a client may ask as often as it likes.
    const { sessionId, device } = user;
    if (user.secondsLeft >= REFRESH_THRESHOLD_SECONDS || !sessionId || !device) {
      return { success: true as const, ...handedBack(request.accessToken ?? ''), refreshed: false };
    }
    // A student's login ends with their classroom session: it is never renewed past it.
    if ((await users.findById(user.id))?.isSessionUser) {
      return { success: true as const, ...handedBack(request.accessToken ?? ''), refreshed: false };
    }
    const accessToken = await services.renewSession(reply, { id: user.id, email: user.email, device, sessionId });
    if (!accessToken) return reply.code(401).send(NOT_LOGGED_IN);
    return { success: true as const, ...handedBack(accessToken), refreshed: true };
  });

  app.get('/user', { preHandler: requireUser }, async (request, reply) => {
    const user = await services.currentUser(request, reply);
    return user && { success: true as const, user: userView(user, await storedUserState(services, user)) };
  });

  app.post('/update/name', { preHandler: requireUser, schema: { body: updateNameRequestSchema } }, async (request, reply) => {
    const current = await services.currentUser(request, reply);
    if (!current) return reply;
    const user = (await users.updateName(current.id, request.body.firstName, request.body.lastName)) ?? current;
    return { success: true as const, userMeta: { first_name: user.firstName, last_name: user.lastName } };
  });

  app.get('/notification', async () => ({ success: true as const, notification: { message: services.siteNotification } }));

  app.post(
    '/listening',
    { schema: { body: feedbackRequestSchema }, preHandler: rateLimited(instance, ipChecks('feedback', rateLimits)) },
    async (request) => {
      await feedback.add(request.body.email, request.body.message);
      return { success: true as const, message: FEEDBACK_THANKS };
    },
  );
};
