import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { settingsHeadersSchema, settingsOwner } from './settingsOwner';

/** One per-user record's pair of routes: what `GET` answers and what `POST` does with its body. */
export interface UserRecordRoute<Body extends z.ZodType, Answer> {
  /** `/settings`, `/tours`. */
  path: string;
  body: Body;
  /** The owner's record as `GET` answers it, a default one when the owner never saved. */
  load(owner: string): Promise<Answer>;
  /** Stores the validated body for the owner and answers the record as stored. */
  save(owner: string, body: z.output<Body>): Promise<Answer>;
}

/**
 * Registers `GET` and `POST` of a per-user record (settings, help flags), both keyed by
 * `settingsOwner`: the logged-in user's with a valid access token, else the `x-client-id` header.
 */
export function registerUserRecordRoutes<Body extends z.ZodType, Answer>(instance: FastifyInstance, route: UserRecordRoute<Body, Answer>): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(route.path, { schema: { headers: settingsHeadersSchema } }, async (request) => route.load(await settingsOwner(request)));
  app.post(route.path, { schema: { headers: settingsHeadersSchema, body: route.body } }, async (request) =>
    // The validator has parsed the body with `route.body`; the type provider cannot see through a generic schema.
    route.save(await settingsOwner(request), request.body as z.output<Body>),
  );
}
