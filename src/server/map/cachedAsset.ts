import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** A response body made once, kept in memory plain and gzipped, with its ETag. */
export interface CachedAsset {
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

/**
 * Makes the asset on the first call and hands the same promise to every later one, so
 * concurrent first requests build it once. A failed build is forgotten, so the next request tries again.
 */
export function lazyAsset(build: () => string): () => Promise<CachedAsset> {
  let pending: Promise<CachedAsset> | undefined;
  return () => {
    pending ??= makeAsset(build).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

async function makeAsset(build: () => string): Promise<CachedAsset> {
  const body = Buffer.from(build(), 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, gzipped: await gzipAsync(body), etag };
}

/**
 * Sends a cached asset with its ETag: 304 when the browser holds the same bytes, the gzipped
 * bytes when the request accepts gzip, else the plain ones.
 */
export function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: CachedAsset, type: string): FastifyReply {
  reply.header('etag', asset.etag).header('cache-control', 'public, max-age=86400').header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
  reply.type(type);
  if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(asset.gzipped);
  return reply.send(asset.body);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/** True unless the header leaves gzip out or gives it q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
