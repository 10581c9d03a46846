/**
 * The JSON parser of the print routes. Their body may be up to PRINT_BODY_LIMIT_BYTES (24 MB),
 * room for a background data URL (a map snapshot, an image only the tab holds), which costs
 * little to parse and check: one string. The drawing beside it is what costs (parsing and
 * validating every shape: until issue 35 a 19.6 MB body took 2.7 CPU seconds), so it is held
 * to what a saved document may be, before anything is parsed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_BODY_LIMIT_BYTES } from '../routes/documentRoutes';
import { PrintError } from './PrintError';
import { PRINT_MESSAGES } from './printMessages';

/** Room beside the state for the stage, settings, pixel ratio and file name. */
const REST_OF_BODY_BYTES = 64 * 1024;
/** The most a print body may hold besides its background. */
export const PRINT_DRAWING_MAX_BYTES = DOCUMENT_BODY_LIMIT_BYTES + REST_OF_BODY_BYTES;

const BACKGROUND_KEY = '"background":"';

/**
 * The length of `body` without the value of its first `"background"` member. Base64 holds no
 * quote, so the value ends at the next one. Only an unescaped key can match (a quote inside a
 * string is escaped), and a decoy key inside the state only makes the real background count as
 * drawing, which refuses more, never less.
 */
export function drawingBytesOf(body: string): number {
  const at = body.indexOf(BACKGROUND_KEY);
  if (at < 0) return body.length;
  const start = at + BACKGROUND_KEY.length;
  const end = body.indexOf('"', start);
  return body.length - ((end < 0 ? body.length : end) - start);
}

/** Registers the parser on the print routes' own instance: JSON as elsewhere, after the drawing's bound. */
export function registerPrintBodyParser(instance: FastifyInstance, bodyLimit: number): void {
  const parseJson = instance.getDefaultJsonParser('error', 'error');
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (drawingBytesOf(text) > PRINT_DRAWING_MAX_BYTES) return done(new PrintError(PRINT_MESSAGES.drawingTooLarge, 413), undefined);
    parseJson(request, text, done);
  });
}
