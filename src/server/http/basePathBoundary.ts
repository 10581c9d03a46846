/**
 * Where BASE_PATH (src/shared/basePath.ts) is applied on the server: once on the way in and once
 * on the way out, so every route, guard and test inside speaks the app's own paths (`/api/…`,
 * `/login`). On the way in, Fastify's `rewriteUrl` takes the base path off before routing, so a
 * route is matched (and guarded) on the path it was written for; a request outside the base path
 * is routed to {@link OUTSIDE_BASE_PATH}, which answers 404, or sends a browser at the host's root
 * to the app. On the way out, each cookie's Path and a Location header get the base path back.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { withBasePath, withoutBasePath } from '../../shared/basePath';
import { asksForHtml } from './prefersJson';

/** Where a request outside the base path is routed; a path no page or API of ours has. */
export const OUTSIDE_BASE_PATH = '/.outside-base-path';

/** Fastify's `rewriteUrl` for `basePath`: the app's own path, or OUTSIDE_BASE_PATH. */
export function appPathOf(basePath: string) {
  return (request: IncomingMessage): string => withoutBasePath(basePath, request.url ?? '/') ?? OUTSIDE_BASE_PATH;
}

/**
 * A Set-Cookie header's `Path=/…` with the base path before it; `/` becomes the base path itself,
 * which the browser sends to `/planimetry` and everything under it, never to `/planimetry-other`.
 */
export function cookieUnderBasePath(cookie: string, basePath: string): string {
  return cookie.replace(/(;\s*Path=)(\/[^;]*)/i, (_match, attribute: string, path: string) => `${attribute}${path === '/' ? basePath : withBasePath(basePath, path)}`);
}

/** The answers outside the base path, and the base path put back on cookies and redirects. */
export function registerBasePathBoundary(app: FastifyInstance, basePath: string): void {
  if (basePath === '') return;
  // The host's root in a browser: the app is one click away, so take the person there.
  app.get(OUTSIDE_BASE_PATH, (request, reply) =>
    request.originalUrl === '/' && asksForHtml(request) ? reply.redirect(`${basePath}/`, 302) : reply.callNotFound(),
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    const cookies = reply.getHeader('set-cookie');
    if (typeof cookies === 'string') reply.header('set-cookie', cookieUnderBasePath(cookies, basePath));
    else if (Array.isArray(cookies)) reply.removeHeader('set-cookie').header('set-cookie', cookies.map((cookie) => cookieUnderBasePath(cookie, basePath)));
    const location = reply.getHeader('location');
    // The redirect above already carries it; any other is a path of the app.
    if (typeof location === 'string' && !location.startsWith(`${basePath}/`)) reply.header('location', withBasePath(basePath, location));
    return payload;
  });
}
