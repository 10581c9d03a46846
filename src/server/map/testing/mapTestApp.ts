import Fastify, { type FastifyInstance } from 'fastify';
import { apiErrorHandler } from '../../http/apiErrorHandler';
import { apiNotFoundHandler } from '../../http/apiNotFoundHandler';
import { mapRoutes, type MapRoutesOptions } from '../mapRoutes';

/**
 * The map routes alone, with the API's error handlers: they read no database, so their tests need
 * none (app.test-style wiring through buildApp is checked in mapRoutes.test.ts).
 */
export async function mapTestApp(options: MapRoutesOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(apiNotFoundHandler);
  await app.register(mapRoutes, options);
  await app.ready();
  return app;
}
