import Fastify, { type FastifyInstance } from 'fastify';
import { apiErrorHandler } from '../../http/apiErrorHandler';
import { apiNotFoundHandler } from '../../http/apiNotFoundHandler';
import { mapRoutes, type MapRoutesOptions } from '../mapRoutes';

/**
 * The map routes alone, with the API's error handlers: they read no database, so their tests need
 * none (app.test-style wiring through buildApp is checked in mapRoutes.test.ts).
 */
export async function mapTestApp(options: MapRoutesOptions = {}): Promise<FastifyInstance> {
  // A test's fetch leaves a keep-alive connection; close() destroys it instead of waiting for it (app.ts).
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(apiNotFoundHandler);
  await app.register(mapRoutes, options);
  await app.ready();
  return app;
}
