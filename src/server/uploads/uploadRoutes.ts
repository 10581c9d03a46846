import { open, rename } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError, UploadResponse } from '../../shared/api';
import { MESSAGES } from '../../shared/constants';
import { DEFAULT_RATE_LIMITS, rateLimited, userChecks, type RateLimits } from '../auth/rateLimits';
import { authenticatedUser, requireUser } from '../auth/requestUser';
import type { AccountAccess } from '../billing/accountAccess';
import { apiErrorHandler } from '../http/apiErrorHandler';
import { drainBody } from './drainBody';
import type { ConversionPool } from './conversionPool';
import { MULTIPART_LIMITS, NOT_MULTIPART_MESSAGE, receiveFile, receiveUpload, tooLarge, type ReceivedUpload } from './receiveUpload';
import { SNIFF_BYTES, sniffUpload } from './sniffUpload';
import { checkImageBytes, STORED_IMAGE_MIME, storedImageTypeOf } from './storedImageType';
import { UploadError } from './UploadError';
import type { FileStore } from '../storage/fileStore';
import { uploadStore, type UploadStore } from './uploadStore';

export interface UploadRoutesOptions {
  /** Where uploads are kept: every server process on the same store serves them. */
  files: FileStore;
  /** The conversion child processes; the app creates, watches (health) and closes them. */
  conversions: ConversionPool;
  /**
   * The access rule: `requirePaidAccess` answers 402 when the trial or plan has ended (both
   * routes); `isOnTrial` tells a trial, which imports png, jpg and gif only (opened in the browser).
   */
  access: Pick<AccountAccess, 'requirePaidAccess' | 'isOnTrial'>;
  /** Uploads one user may make (`perUser`); the server's defaults when absent. */
  rateLimits?: RateLimits;
}

/** The answer to a second conversion of one user while the first still runs. */
export const ONE_CONVERSION_AT_A_TIME_MESSAGE = 'Your previous file is still being converted: wait for it to finish, then upload the next one';

/** Room for the multipart boundaries and part headers around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * `POST /uploads` (logged-in users whose plan lets them in and who are not on a trial, one file at a time each) takes one svg, dxf
 * or dwg file (multipart field `file`), stores it, checks it is what its name says, converts it
 * to a PNG in a child process and answers where the PNG is. `POST /images` (logged-in users)
 * keeps a PNG, JPEG or GIF the browser opened itself as it is, so a saved document can point at
 * it. `GET /uploads/:name` serves both. Multipart parsing is registered here only, so the rest
 * of the API stays JSON.
 */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, options) => {
  const store = uploadStore(options.files);
  const { conversions } = options;
  /** Users with a conversion under way: one each, so one account cannot take every slot. */
  const converting = new Set<string>();
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.setErrorHandler(uploadErrorHandler);
  // An answer given before the body was read (401, 403, 413, 429...) closes the connection, so
  // the rest of a refused upload is not read.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });

  // Counted per user and shared by both routes: each upload costs disk, and a conversion a process.
  // The access rule is read after the count, so a flood of refused calls costs no queries.
  const perUser = [
    requireUser,
    rateLimited(app, userChecks('uploads', options.rateLimits ?? DEFAULT_RATE_LIMITS)),
    options.access.requirePaidAccess,
  ];

  app.post('/uploads', { preHandler: perUser }, async (request, reply): Promise<UploadResponse> => {
    const user = authenticatedUser(request);
    // 415, the type refused for this account: never 401, 402 or 403, which the client turns into a
    // logout or a new page, while a trial user only needs to pick another file.
    if (await options.access.isOnTrial(user.id)) throw new UploadError(MESSAGES.trialImportOnly, 415);
    if (converting.has(user.id)) throw new UploadError(ONE_CONVERSION_AT_A_TIME_MESSAGE, 429);
    converting.add(user.id);
    try {
      refuseBeforeReading(request);
      const received = await receiveUpload(request, store);
      try {
        const converted = await convert(request, reply, received, conversions);
        await store.commitUpload(received.upload);
        await store.recordOwner(received.upload.id, user.id);
        return converted;
      } catch (error) {
        await store.discard(received.upload);
        throw error;
      }
    } finally {
      converting.delete(user.id);
    }
  });

  app.post('/images', { preHandler: perUser }, async (request): Promise<StoredImageResponse> => {
    refuseBeforeReading(request);
    return keepImage(request, store, authenticatedUser(request).id);
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const image = await store.openImage(request.params.name);
    if (!image) return reply.code(404).send({ success: false, message: 'No such upload' } satisfies ApiError);
    // Names are random and never reused, so the image can be cached for good.
    return reply
      .type(STORED_IMAGE_MIME[image.type])
      .header('content-length', image.size)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(image.stream);
  });
};

/** The answer of `POST /api/images`: where the kept image is served. */
export interface StoredImageResponse {
  success: true;
  path: string;
}

/** A request that is not multipart, or states a body larger than any allowed file, is refused unread. */
function refuseBeforeReading(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new UploadError(NOT_MULTIPART_MESSAGE, 415);
  if (declaredTooLarge(request)) throw tooLarge();
}

/** Whether the request states a body larger than any allowed file. */
function declaredTooLarge(request: FastifyRequest): boolean {
  return Number(request.headers['content-length']) > MULTIPART_LIMITS.fileSize + MULTIPART_OVERHEAD_BYTES;
}

/** Receives the image beside the originals, checks its first bytes, then moves it where it is served. */
async function keepImage(request: FastifyRequest, store: UploadStore, userId: string): Promise<StoredImageResponse> {
  const { target, bytes } = await receiveFile(request, (filename) => {
    const type = storedImageTypeOf(filename);
    const image = store.allocateImage(type);
    return { type, image, path: image.receivedPath, discard: () => store.discard(image) };
  });
  try {
    checkImageBytes(target.type, await readHead(target.path));
    await rename(target.path, target.image.path);
    await store.commitImage(target.image);
    await store.recordOwner(target.image.id, userId);
  } catch (error) {
    await target.discard();
    throw error;
  }
  request.log.info({ image: target.image.id, type: target.type, bytes }, 'Image kept');
  return { success: true, path: target.image.publicPath };
}

async function convert(request: FastifyRequest, reply: FastifyReply, { type, upload, bytes }: ReceivedUpload, conversions: ConversionPool): Promise<UploadResponse> {
  sniffUpload(type, await readHead(upload.originalPath));
  const started = performance.now();
  const owner = { account: authenticatedUser(request).id, ip: request.ip };
  // A client that goes away (its Cancel, or its 300 s cap) stops the conversion: the answer would reach no one.
  const gone = new AbortController();
  const leave = () => {
    if (!reply.raw.writableEnded) gone.abort();
  };
  reply.raw.once('close', leave);
  const outcome = await conversions.convert({ source: type, path: upload.originalPath, outputPath: upload.pngPath }, owner, gone.signal).finally(() =>
    reply.raw.off('close', leave),
  );
  const durationMs = Math.round(performance.now() - started);
  if (!outcome.ok) {
    request.log.warn({ source: type, bytes, durationMs, detail: outcome.detail ?? outcome.message }, 'Upload not converted');
    throw new UploadError(outcome.message, outcome.statusCode);
  }
  request.log.info({ upload: upload.id, source: type, bytes, width: outcome.width, height: outcome.height, durationMs }, 'Upload converted');
  return {
    success: true,
    path: upload.publicPath,
    width: outcome.width,
    height: outcome.height,
    source: type,
    drawingScale: outcome.drawingScale,
    declaredUnits: outcome.declaredUnits,
    ...(outcome.unitsSuggestion ? { unitsSuggestion: outcome.unitsSuggestion } : {}),
  };
}

async function readHead(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Upload refusals answer their own status and message (a 503 "busy" included); other errors go
 * to the API's handler. A refusal of a logged-in user's upload before its body was read (a
 * wrong type, a trial, one at a time) first reads the rest of the body, up to the largest
 * upload's size, so the client, still sending, gets the message rather than a reset. A body
 * past the limit (413) is not read on.
 */
async function uploadErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const refusal =
    error instanceof UploadError
      ? error
      : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? new UploadError(NOT_MULTIPART_MESSAGE, 415)
        : undefined;
  if (!refusal) return apiErrorHandler(error, request, reply);
  request.log.info({ status: refusal.statusCode }, refusal.message);
  // drainBody returns at once for a body already read whole.
  if (refusal.statusCode !== 413 && request.user && !declaredTooLarge(request)) {
    await drainBody(request.raw, MULTIPART_LIMITS.fileSize + MULTIPART_OVERHEAD_BYTES);
  }
  return reply.code(refusal.statusCode).send({ success: false, message: refusal.message } satisfies ApiError);
}
