import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { rateLimited, type RateLimit } from '../auth/rateLimits';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { isUserSettingsKey, settingsHeadersSchema, settingsOwner } from './settingsOwner';

/** One per-user record's pair of routes: what `GET` answers and what `POST` does with its body. */
export interface UserRecordRoute<Body extends z.ZodType, Answer> {
  /** `/settings`, `/tours`. */
  path: string;
  body: Body;
  /** The owner's record as `GET` answers it, a default one when the owner never saved. */
  load(owner: string): Promise<Answer>;
  /** Stores the validated body for the owner and answers the record as stored. */
  save(owner: string, body: z.output<Body>): Promise<Answer>;
  /** Whether the owner has a stored record. */
  exists(owner: string): Promise<boolean>;
}

/**
 * Registers `GET` and `POST` of a per-user record (settings, help flags), both keyed by
 * `settingsOwner`: the logged-in user's with a valid access token, else the `x-client-id` header.
 */
export function registerUserRecordRoutes<Body extends z.ZodType, Answer>(
  instance: FastifyInstance,
  route: UserRecordRoute<Body, Answer>,
  newClientRecords: RateLimit,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Anyone may make up client ids, and each new one would be a new row: the rows strangers
  // create are counted per IP (settings and tours share the count), while updating a record,
  // and a logged-in user's own, are not.
  const limitNewClientRecord = rateLimited(instance, [{ name: 'client-records:ip', limit: newClientRecords, key: (request) => request.ip }]);
  app.get(route.path, { schema: { headers: settingsHeadersSchema } }, async (request) => route.load(await settingsOwner(request)));
  app.post(route.path, { schema: { headers: settingsHeadersSchema, body: route.body } }, async (request, reply) => {
    const owner = await settingsOwner(request);
    if (!isUserSettingsKey(owner) && !(await route.exists(owner))) {
      await limitNewClientRecord.call(instance, request, reply);
      if (reply.sent) return reply;
    }
    // The validator has parsed the body with `route.body`; the type provider cannot see through a generic schema.
    return route.save(owner, request.body as z.output<Body>);
  });
}
