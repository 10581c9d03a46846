import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** Where the built client is. */
export interface ClientRoutesOptions {
  /** Absolute path of the built client (Vite's `dist/client`). */
  root: string;
}

/** Vite fingerprints everything under assets/, so a file there never changes under its name. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files must be revalidated, or a browser keeps an old build. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built client, and index.html for any other GET outside /api so the React router
 * can show the page, or its not-found page. Missing /assets/ files answer 404 instead: handing
 * HTML to a script tag after a deploy only hides the real problem.
 */
export const clientRoutes: FastifyPluginAsync<ClientRoutesOptions> = async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    // One route per file found at startup, which leaves `/*` free for the fallback below.
    wildcard: false,
    cacheControl: false,
    setHeaders(response, path) {
      const isAsset = relative(root, path).startsWith(`assets${sep}`);
      response.setHeader('cache-control', isAsset ? ASSET_CACHE : REVALIDATE);
    },
  });

  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
};
