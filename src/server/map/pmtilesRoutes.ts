import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/api';
import { PMTILES_PATH } from '../../shared/map';
import { parseByteRange } from './byteRange';

export interface PmtilesRoutesOptions {
  /** MAP_PMTILES: the .pmtiles archive to serve; the route answers 404 without it. */
  pmtilesPath?: string;
}

/**
 * `GET /api/map/basemap.pmtiles` (and HEAD) serves the MAP_PMTILES archive with byte ranges,
 * since the pmtiles client in the browser reads its header, directories and tiles as ranges.
 */
export const pmtilesRoutes: FastifyPluginAsync<PmtilesRoutesOptions> = async (app, { pmtilesPath }) => {
  app.route({ method: ['GET', 'HEAD'], url: PMTILES_PATH, handler: (request, reply) => servePmtiles(request, reply, pmtilesPath) });
};

async function servePmtiles(request: FastifyRequest, reply: FastifyReply, path: string | undefined): Promise<FastifyReply> {
  if (path === undefined) return notFound(reply, 'No PMTiles basemap is configured: set MAP_PMTILES to a .pmtiles file');
  const file = await stat(path).catch(() => undefined);
  if (!file?.isFile()) return notFound(reply, 'The PMTiles basemap named by MAP_PMTILES cannot be read');

  const size = file.size;
  const etag = `"${size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', file.mtime.toUTCString())
    .header('cache-control', 'public, max-age=3600');
  // If-Range: a range of a file that has changed since would mix two archives, so send it whole.
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseByteRange(request.headers.range, size) : undefined;
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .send({ success: false, message: `The range lies outside the ${size} bytes of the archive` } satisfies ApiError);
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  reply.type('application/octet-stream').header('content-length', String(end - start + 1));
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  if (request.method === 'HEAD' || size === 0) return reply.send();
  return reply.send(createReadStream(path, { start, end }));
}

function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).send({ success: false, message } satisfies ApiError);
}
