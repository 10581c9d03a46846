import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isClientPage } from '../../shared/clientPages';
import type { IndexPage } from '../http/indexPage';
import { asksForHtml, prefersJson } from '../http/prefersJson';

/** Where the built client is. */
export interface ClientRoutesOptions {
  /** Absolute path of the built client (Vite's `dist/client`, with scripts/precompress.mjs's copies). */
  root: string;
  /** Its index.html made for the base path (readIndexPage): served from memory, not from the file; none, no pages. */
  indexPage: IndexPage | undefined;
}

/** Vite fingerprints everything under assets/, so a file there never changes under its name. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files must be revalidated, or a browser keeps an old build. */
const REVALIDATE = 'no-cache';
/** The copies @fastify/static's preCompressed option picks by Accept-Encoding. */
const ENCODED_COPY = /\.(br|gz)$/;

/** The files under `root` that have a brotli or gzip copy beside them, by absolute path. */
function filesWithEncodedCopies(root: string): Set<string> {
  const names = readdirSync(root, { recursive: true, encoding: 'utf8' });
  return new Set(names.filter((name) => ENCODED_COPY.test(name)).map((name) => join(root, name.replace(ENCODED_COPY, ''))));
}

/**
 * Serves the built client, and index.html for any other GET outside /api so the React router
 * can show the page: with 200 for the client's pages (and /api for a browser: the API page), with
 * 404 for any other path (the router
 * then shows its not-found page, and a crawler or link checker learns the truth). Missing
 * /assets/ files answer the JSON 404 instead: handing
 * HTML to a script tag after a deploy only hides the real problem. A file with a .br or .gz copy
 * (made at build time) is sent as that copy when the browser accepts it, brotli first.
 */
export const clientRoutes: FastifyPluginAsync<ClientRoutesOptions> = async (app, { root, indexPage }) => {
  const encoded = filesWithEncodedCopies(root);
  const sendPage = indexPage ? pageSender(indexPage.html()) : (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
  await app.register(fastifyStatic, {
    root,
    // One route per file found at startup, which leaves `/*` free for the fallback below.
    wildcard: false,
    preCompressed: true,
    // The copies are another encoding of their file, not files of their own; index.html is the
    // page made for the base path, sent by `sendPage`.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    index: false,
    cacheControl: false,
    setHeaders(response, path) {
      const isAsset = relative(root, path).startsWith(`assets${sep}`);
      response.setHeader('cache-control', isAsset ? ASSET_CACHE : REVALIDATE);
      // `path` is the copy when one is sent. Either way, a cache must key this answer by encoding.
      if (ENCODED_COPY.test(path) || encoded.has(path)) response.setHeader('vary', 'accept-encoding');
    },
  });

  app.get('/index.html', (request, reply) => sendPage(request, reply));
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // The API page lives at /api for a browser (spec §2); an API client asking there, or a request
    // without Accept, gets the JSON 404 as before.
    // Its answer depends on Accept, and on Accept-Encoding when index.html has compressed copies
    // (Fastify's headers win over the raw ones setHeaders writes, so both are named here).
    if (path === '/api' && asksForHtml(request)) return sendPage(request, reply.header('vary', 'accept, accept-encoding'));
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return reply.callNotFound();
    // A client that asks for JSON where no JSON route answered (a blog slug too long for the
    // router, say) gets the JSON 404, not a page it cannot read.
    if (prefersJson(request)) return reply.callNotFound();
    if (!isClientPage(path)) reply.code(404);
    return sendPage(request, reply);
  });
};

/**
 * Sends the page compressed as the browser accepts, brotli first: both copies are made once here,
 * as scripts/precompress.mjs makes them for the other files.
 */
function pageSender(html: string) {
  const copies = { br: brotliCompressSync(html), gzip: gzipSync(html) };
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const encoding = request.accepts().encoding(['br', 'gzip', 'identity']);
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
    if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
    if (encoding === 'br' || encoding === 'gzip') return reply.header('content-encoding', encoding).send(copies[encoding]);
    return reply.send(html);
  };
}
