/**
 * Saved documents (spec accounts §4 "Saved documents", §7 "Documents", §8 "Save/open"): list,
 * open (taking the device's lock), save with a preview, archive and restore, delete, clear canvas,
 * the lock heartbeat, and the preview path. Every query carries the user's id, so another user's
 * document answers exactly like an unknown one: 404 "Document not found!". The one exception is
 * an educator opening (reading, never writing) a student's document of their own classroom
 * sessions; a student's saves go into their session (classroom/classroomDocuments.ts).
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { archiveDocumentRequestSchema, plainText, type DocumentSummaryResponse } from '../../shared/accounts';
import type { DocumentState } from '../../shared/documentState';
import { DEFAULT_RATE_LIMITS, rateLimited, refuseTooMany, userOf, type RateLimit } from '../auth/rateLimits';
import { authenticatedUser, requireUser, type RequestUser } from '../auth/requestUser';
import type { DocumentLocksRepository } from '../db/documentLocksRepository';
import type { DocumentSummary, DocumentsRepository } from '../db/documentsRepository';
import { apiErrorHandler } from '../http/apiErrorHandler';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import { documentNotFound, DocumentRouteError, NAME_EXISTS_MESSAGE } from '../documents/DocumentRouteError';
import { deviceOf, lockPolicy, type DocumentLock } from '../documents/documentLockPolicy';
import { parseSaveRequest } from '../documents/parseSaveRequest';
import { byteAllowance } from '../documents/byteAllowance';
import { decodePreview, previewStore, PREVIEW_PATH_PREFIX } from '../documents/previewStore';
import type { FileStore } from '../storage/fileStore';
import { educatorSummaryBody, summaryBody } from '../documents/documentSummaryBody';
import type { ClassroomDocuments } from '../classroom/classroomDocuments';
import type { Classroom } from '../db/classroomsRepository';

/** A save carries the state and a preview of up to 2 MB (base64 adds a third); 8 MB bounds both. */
export const DOCUMENT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export interface DocumentRoutesOptions {
  documents: DocumentsRepository;
  locks: DocumentLocksRepository;
  /** DATA_DIR: the default file store's folder (see AppOptions.files). */
  dataDir: string;
  /** Where previews are kept: every server process on the same store serves them. */
  files: FileStore;
  /** Lock staleness is measured on it; the real time by default. */
  clock?: () => Date;
  /** Told after a save, delete, archive or restore, so the live socket can update the user's other devices. */
  onDocumentsChanged?: (userId: string) => void | Promise<void>;
  /** The access rule's 402 (billing/accountAccess.ts): saved documents are a paid feature. */
  requirePaidAccess: preHandlerAsyncHookHandler;
  /** Whether the account is on a team plan: a lock another of its devices holds is then "a team member"'s. */
  isTeamAccount?: (userId: string) => Promise<boolean>;
  /** Students save into their classroom session, and its educator hears of each change; absent without classrooms. */
  classroom?: ClassroomDocuments;
  /** Document calls one account may make in a window (RateLimits.documentsPerUser); the server's default when absent. */
  requestLimit?: RateLimit;
  /** Bytes of states one account may be sent (RateLimits.documentBytesPerUser); the server's default when absent. */
  readLimit?: RateLimit;
}

/**
 * A document call refused for the account's allowances is answered this much later. A client
 * that ignores Retry-After and asks again at once (a script flooding its own document) then
 * makes the server refuse once a second per connection, not thousands of times; a person, who
 * reads the message anyway, hardly notices.
 */
export const REFUSAL_DELAY_MS = 1000;

/** The lock of the document the request's device has just opened or saved. */
const heldHere = (user: RequestUser): DocumentLock => ({ device: deviceOf(user), holder: 'this-device' });

/**
 * Ids in paths are not checked as UUIDs here: any other id answers 404 "Document not found!" like
 * another user's. Control characters are a bad request (400) and never reach a query.
 */
const idParamsSchema = z.object({ id: plainText('Document id').min(1).max(100) });
const previewParamsSchema = z.object({ file: z.string().max(100) });

/** The documents API under /api and the preview path at /preview; registered without a prefix. */
export const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (instance, options) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { documents } = options;
  const clock = options.clock ?? (() => new Date());
  const locks = lockPolicy(options.locks, clock, undefined, options.isTeamAccount);
  const previews = previewStore(options.files);
  app.setErrorHandler(documentErrorHandler);
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 429) await delay(REFUSAL_DELAY_MS);
  });

  const changed = async (request: FastifyRequest, userId: string) => {
    try {
      await options.onDocumentsChanged?.(userId);
    } catch (error) {
      // The change is stored; a failed notification must not turn it into an error.
      request.log.warn({ err: error, userId }, 'Could not announce a documents change');
    }
  };
  /** After a student's change, the session's educator gets the session's documents. */
  const sessionChanged = async (request: FastifyRequest, classroom: Classroom | undefined) => {
    if (!classroom) return;
    try {
      await options.classroom?.documentsChanged(classroom);
    } catch (error) {
      request.log.warn({ err: error, classroom: classroom.id }, 'Could not announce a session documents change');
    }
  };
  const classroomOf = async (user: RequestUser) => options.classroom?.classroomOfStudent(user.id);
  // Every documents call needs a user whose trial or plan lets them into the app (402 otherwise),
  // and counts against the account's allowance, checked before a body is read (429 beyond it).
  const perAccount = rateLimited(app, [{ name: 'documents:user', limit: options.requestLimit ?? DEFAULT_RATE_LIMITS.documentsPerUser, key: userOf }]);
  const auth = {
    onRequest: [requireUser, perAccount] as onRequestAsyncHookHandler[],
    preHandler: [options.requirePaidAccess],
  };

  app.get('/api/documents', auth, async (request) => {
    const user = authenticatedUser(request);
    const [list, held] = await Promise.all([documents.list(user.id), locks.locksFor(user)]);
    return { success: true, documents: list.map((summary) => summaryBody(summary, held.get(summary.id) ?? null)) };
  });

  // Opening sends a whole state: refused before any read while the account's bytes are spent.
  const bytesSent = byteAllowance(options.readLimit ?? DEFAULT_RATE_LIMITS.documentBytesPerUser);
  const readAllowed: onRequestAsyncHookHandler = async (request, reply) => {
    const waitSeconds = bytesSent.waitSeconds(authenticatedUser(request).id);
    if (waitSeconds > 0) await refuseTooMany(reply, waitSeconds);
  };
  const opening = { ...auth, onRequest: [...auth.onRequest, readAllowed] };

  app.get('/api/document/:id', { ...opening, schema: { params: idParamsSchema } }, async (request, reply) => {
    const user = authenticatedUser(request);
    const document = await documents.open(user.id, request.params.id);
    if (!document) {
      // An educator reads a student's document of their sessions; reading takes no lock, and
      // every write route still looks the id up among the educator's own documents (404).
      const students = (await options.classroom?.documentForEducator(user.id, request.params.id)) ?? null;
      if (!students) throw documentNotFound();
      bytesSent.spend(user.id, students.stateJson.length);
      return sendOpened(reply, educatorSummaryBody(students), students.stateJson);
    }
    await locks.open(document.id, user);
    bytesSent.spend(user.id, document.stateJson.length);
    return sendOpened(reply, summaryBody(document, heldHere(user)), document.stateJson);
  });

  app.post('/api/document', { ...auth, bodyLimit: DOCUMENT_BODY_LIMIT_BYTES }, async (request) => {
    const user = authenticatedUser(request);
    const save = parseSaveRequest(request.body);
    // A student's documents belong to their session whatever the body says.
    const classroom = await classroomOf(user);
    // Decoded before anything is touched, so a bad preview changes nothing.
    const png = save.preview ? decodePreview(save.preview) : null;
    const existing = await targetOf(user, save);
    if (existing) await locks.ensureNotLockedElsewhere(existing.id, user);

    const written = png ? await previews.write(png) : null;
    const previewFile = save.preview === undefined ? (existing?.previewFile ?? null) : written;
    let saved: DocumentSummary | null;
    try {
      saved = await documents.save({
        userId: user.id,
        ...(existing ? { id: existing.id } : {}),
        name: save.name,
        state: save.state satisfies DocumentState,
        previewFile,
        deviceUuid: user.device,
        sessionId: classroom ? classroom.id : save.sessionId === undefined ? (existing?.sessionId ?? null) : save.sessionId,
      });
    } catch (error) {
      await previews.remove(written);
      throw error;
    }
    if (!saved) {
      await previews.remove(written);
      throw documentNotFound();
    }
    if (existing && existing.previewFile !== previewFile) await previews.remove(existing.previewFile);
    // The saved drawing is what this canvas now shows.
    await locks.open(saved.id, user);
    await changed(request, user.id);
    await sessionChanged(request, classroom);
    return { success: true, document: summaryBody(saved, heldHere(user)) };
  });

  /** The document a save replaces: the one named by id, or with overwrite the one with the same name. */
  async function targetOf(user: RequestUser, save: ReturnType<typeof parseSaveRequest>): Promise<DocumentSummary | null> {
    if (save.id !== undefined) {
      const byId = await documents.summary(user.id, save.id);
      if (!byId) throw documentNotFound();
      return byId;
    }
    const sameName = await documents.findByName(user.id, save.name);
    if (sameName && !save.overwrite) {
      // The client confirms, then sends `overwrite: true` (or this id) to replace that document.
      throw new DocumentRouteError(409, NAME_EXISTS_MESSAGE, { reason: 'name-exists', field: 'name', id: sameName.id });
    }
    return sameName;
  }

  app.delete('/api/document/:id', { ...auth, schema: { params: idParamsSchema } }, async (request) => {
    const user = authenticatedUser(request);
    const document = await documents.summary(user.id, request.params.id);
    if (!document) throw documentNotFound();
    await locks.ensureNotLockedElsewhere(document.id, user);
    const deleted = await documents.delete(user.id, document.id);
    if (!deleted) throw documentNotFound();
    await previews.remove(deleted.previewFile);
    await changed(request, user.id);
    await sessionChanged(request, await classroomOf(user));
    return { success: true, document: summaryBody(deleted, null) };
  });

  app.patch('/api/document', { ...auth, schema: { body: archiveDocumentRequestSchema } }, async (request) => {
    const user = authenticatedUser(request);
    const { id, action } = request.body;
    // Archiving a document another device has open would send that device's next "Saved" into the
    // archive: refused like an open (423). Restoring takes nothing away from the holder.
    if (action === 'archive') await locks.ensureNotLockedElsewhere(id, user);
    const summary = await documents.setArchived(user.id, id, action === 'archive');
    if (!summary) throw documentNotFound();
    await changed(request, user.id);
    await sessionChanged(request, await classroomOf(user));
    const lock = (await locks.locksFor(user)).get(id) ?? null;
    return { success: true, document: summaryBody(summary, lock) };
  });

  app.post('/api/document/clear-canvas', auth, async (request) => {
    const released = await locks.releaseDevice(authenticatedUser(request));
    return { success: true, released };
  });

  app.post('/api/document/:id/heartbeat', { ...auth, schema: { params: idParamsSchema } }, async (request) => {
    const user = authenticatedUser(request);
    const document = await documents.summary(user.id, request.params.id);
    if (!document) throw documentNotFound();
    await locks.heartbeat(document.id, user);
    return { success: true };
  });

  app.get(`${PREVIEW_PATH_PREFIX}:file`, { schema: { params: previewParamsSchema } }, async (request, reply) => {
    const preview = await previews.open(request.params.file);
    if (!preview) return reply.code(404).send({ success: false, message: 'No such preview' });
    // A preview's name is random and never reused: a new save writes a new file.
    return reply
      .type('image/png')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', preview.size)
      .send(preview.stream);
  });

};

/** Documents failures carry a `reason`; a too-large save names this route's own limit. */
function documentErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof DocumentRouteError) {
    return reply.code(error.statusCode).send({ success: false, message: error.message, ...error.details });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.bodyLimit === DOCUMENT_BODY_LIMIT_BYTES) {
    return reply.code(413).send({ success: false, message: `A saved document may be at most ${DOCUMENT_BODY_LIMIT_BYTES / 1024 / 1024} MB` });
  }
  return apiErrorHandler(error, request, reply);
}

/**
 * Answers an opened document with its stored state spliced in as JSON text (the shape of
 * `documentResponseSchema`): the state is neither parsed nor written out again (stateJsonOf).
 */
function sendOpened(reply: FastifyReply, summary: DocumentSummaryResponse, stateJson: Buffer): FastifyReply {
  const head = JSON.stringify({ success: true, document: summary });
  // `head` ends with the two closing braces of `document` and of the answer. Bytes throughout:
  // a 7 MB string would be encoded again on the event loop.
  const body = Buffer.concat([Buffer.from(`${head.slice(0, -2)},"state":`), stateJson, CLOSING_BRACES]);
  return reply.type('application/json; charset=utf-8').send(body);
}

const CLOSING_BRACES = Buffer.from('}}');
