/**
 * Print and export (spec drawing-core §7 `/api/print`, `/api/exportWeb`; ours `/api/report`):
 * the drawing as the screen shows it, drawn on the server by the engine's SVG renderer and
 * rasterised by resvg in a conversion child. Signed-in users with access to the app only (a
 * running trial or plan, as documents and uploads: 402 otherwise), one job at a time each and a
 * few per window; the body (the state and maybe a background data URL) may be up to
 * PRINT_BODY_LIMIT_BYTES on these routes only. The user, their access and the rate limit are
 * checked before the body is read, so a refused caller's large body costs no parsing.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiError } from '../../shared/api';
import { PRINT_BODY_LIMIT_BYTES, printRequestSchema, REPORT_CONTENT_TYPE, type ExportResponse, type PrintRequest, type PrintResponse } from '../../shared/print';
import { exportFileName } from '../../engine/print/exportFileName';
import { DEFAULT_RATE_LIMITS, rateLimited, userChecks, type RateLimits } from '../auth/rateLimits';
import { authenticatedUser, requireUser } from '../auth/requestUser';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { userDocumentRefersTo } from '../db/documentUploadsRepository';
import { apiErrorHandler } from '../http/apiErrorHandler';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import type { ConversionPool } from '../uploads/conversionPool';
import type { FileStore } from '../storage/fileStore';
import { uploadStore } from '../uploads/uploadStore';
import { drawnLayerIndexes } from './drawnLayers';
import { resolveBackground } from './printBackground';
import { registerPrintBodyParser } from './printBodyParser';
import { PrintError } from './PrintError';
import { PRINT_MESSAGES } from './printMessages';
import { renderPrint, type RenderedPrintFiles, type RenderRequest } from './renderPrint';
import { reportDate } from './printReport';
import { reportPixelRatio } from './reportPdf';

export interface PrintRoutesOptions {
  db: Kysely<DatabaseSchema>;
  /** The file store: a print may draw the user's own upload from it. */
  files: FileStore;
  /** The uploads' conversion children; prints share their slots and limits. */
  conversions: ConversionPool;
  /** Prints one user may ask for (`perUser`, counted apart from uploads); the server's defaults when absent. */
  rateLimits?: RateLimits;
  /** The report's date; the real time by default. */
  clock?: () => Date;
  /** The access rule of the paid features (accountAccess.ts): 402 without a running trial or plan. */
  requirePaidAccess: preHandlerAsyncHookHandler;
}

/** An export draws at most this many pixels in all its PNGs (12 full 4096 × 4096 images). */
export const EXPORT_MAX_PIXELS = 12 * 4096 * 4096;

const megapixels = (pixels: number): number => Math.round(pixels / 1e5) / 10;

export const printRoutes: FastifyPluginAsync<PrintRoutesOptions> = async (instance, options) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(options.files);
  const sources = { store, documentRefersTo: (userId: string, name: string) => userDocumentRefersTo(options.db, userId, name) };
  const clock = options.clock ?? (() => new Date());
  /** Users with a print under way: one each, so one account cannot take every conversion slot. */
  const drawing = new Set<string>();
  app.setErrorHandler(printErrorHandler);
  registerPrintBodyParser(instance, PRINT_BODY_LIMIT_BYTES);
  // An answer given before the body was read (401, 403, 413, 429) closes the connection, so the
  // rest of a refused body is not read.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });

  const route = {
    // Before the body is read: an account without access spends no parsing on its body.
    onRequest: [
      requireUser,
      options.requirePaidAccess,
      rateLimited(app, userChecks('print', options.rateLimits ?? DEFAULT_RATE_LIMITS)),
      // A second print while the first draws is refused before its body (up to 24 MB) is parsed.
      async (request: FastifyRequest) => {
        if (drawing.has(authenticatedUser(request).id)) throw new PrintError(PRINT_MESSAGES.oneAtATime, 429);
      },
    ] as onRequestAsyncHookHandler[],
    bodyLimit: PRINT_BODY_LIMIT_BYTES,
    schema: { body: printRequestSchema },
  };

  /** Renders `renders` for the request's user, one job of theirs at a time. */
  const render = async (
    request: FastifyRequest,
    body: PrintRequest,
    renders: readonly RenderRequest[],
    report?: { readonly date: string },
  ): Promise<RenderedPrintFiles> => {
    const user = authenticatedUser(request);
    if (drawing.has(user.id)) throw new PrintError(PRINT_MESSAGES.oneAtATime, 429);
    drawing.add(user.id);
    try {
      const { background, release } = await resolveBackground(body, user.id, sources);
      try {
        return await renderPrint(options.conversions, { account: user.id, ip: request.ip }, body, background, renders, request.log, report);
      } finally {
        await release();
      }
    } finally {
      drawing.delete(user.id);
    }
  };

  app.post('/api/print', route, async (request): Promise<PrintResponse> => {
    const {
      pngs: [png],
    } = await render(request, request.body, [{ results: true }]);
    return { success: true, data: `data:image/png;base64,${png!.toString('base64')}` };
  });

  app.post('/api/exportWeb', route, async (request): Promise<ExportResponse> => {
    const layers = drawnLayerIndexes(request.body.state);
    if (layers.length === 0) throw new PrintError(PRINT_MESSAGES.nothingDrawn, 422);
    const { stage, pixelRatio } = request.body;
    const pixels = layers.length * Math.ceil(stage.width * pixelRatio) * Math.ceil(stage.height * pixelRatio);
    if (pixels > EXPORT_MAX_PIXELS) {
      throw new PrintError(
        `This export would draw ${layers.length} images of ${megapixels(pixels / layers.length)} megapixels; an export may draw at most ${megapixels(EXPORT_MAX_PIXELS)} megapixels in all: export a smaller area or at a lower pixel ratio`,
        422,
      );
    }
    const { pngs } = await render(request, request.body, layers.map((layer) => ({ layer, results: true })));
    const base = exportFileName(request.body.fileName, 'png').slice(0, -'.png'.length);
    return {
      success: true,
      data: { imagesBlob: layers.map((layer, index) => ({ name: `${base}-layer-${layer + 1}.png`, base64: pngs[index]!.toString('base64') })) },
    };
  });

  app.post('/api/report', route, async (request, reply) => {
    // The picture at most A4 at 300 dpi; the PDF is built in the same conversion child (renderPrintJob).
    const { pdf } = await render(request, { ...request.body, pixelRatio: reportPixelRatio(request.body.stage) }, [{ results: true }], {
      date: reportDate(clock()),
    });
    return reply
      .type(REPORT_CONTENT_TYPE)
      .header('content-disposition', attachment(exportFileName(request.body.fileName, 'pdf')))
      .header('x-content-type-options', 'nosniff')
      .send(pdf!);
  });
};

/** `attachment` with an ASCII name for old clients and the exact one in RFC 5987 form. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Print refusals answer their own status and message; a too-large body names this route's limit. */
function printErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const refusal =
    error instanceof PrintError ? error : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new PrintError(PRINT_MESSAGES.bodyTooLarge, 413) : undefined;
  if (!refusal) return apiErrorHandler(error, request, reply);
  request.log.info({ status: refusal.statusCode }, refusal.message);
  return reply.code(refusal.statusCode).send({ success: false, message: refusal.message } satisfies ApiError);
}
