/**
 * Reads `POST /api/document`. Parsed here rather than by the route schema so that the spec's own
 * messages ("Please specify a file name.", "All layers are empty!") reach the client as they are,
 * and a state failing the saved-document schema names the offending path.
 */
import { z } from 'zod';
import { parseDocumentState, type DocumentState } from '../../shared/documentState';
import type { Layer } from '../../shared/schemas';
import { ACCOUNT_MESSAGES, fileNameSchema, plainText, sessionIdSchema } from '../../shared/accounts';
import { DocumentRouteError } from './DocumentRouteError';

const ID_MAX = 100;

/**
 * The text fields use the shared schemas, so they refuse control characters as every other text
 * field does. Strings inside `state` (note texts, the image's file name, the scale's text) are
 * stored as JSON text, where JSON.stringify escapes every control character, so they are left
 * as the editor made them.
 */
const envelopeSchema = z.object({
  id: plainText('Document id').min(1).max(ID_MAX).optional(),
  name: z.unknown().optional(),
  state: z.unknown().optional(),
  preview: z.string().nullable().optional(),
  session_id: sessionIdSchema.nullable().optional(),
  overwrite: z.boolean().optional(),
});

export interface SaveRequest {
  id: string | undefined;
  name: string;
  state: DocumentState;
  /** A data URI to store, null to drop the preview, undefined to keep the stored one. */
  preview: string | null | undefined;
  sessionId: string | null;
  overwrite: boolean;
}

const badRequest = (message: string, field?: string) => new DocumentRouteError(400, message, field === undefined ? {} : { field });

const pathOf = (issue: z.core.$ZodIssue | undefined) => (issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined);

/** A layer counts as drawn on when its sketch has any line, angle, shape or point, or it has notes. */
function layerIsEmpty(layer: Layer): boolean {
  const { sketch } = layer;
  return (
    sketch.lines.length === 0 &&
    sketch.angleLines.length === 0 &&
    sketch.shapes.length === 0 &&
    sketch.controlPoints.length === 0 &&
    sketch.mask === undefined &&
    layer.notes.length === 0
  );
}

export const allLayersEmpty = (state: DocumentState): boolean => state.layers.list.every(layerIsEmpty);

/** The shared file-name schema's own message ("Please specify a file name.", "File name is not valid."…), as it is. */
function readName(name: unknown): string {
  const parsed = fileNameSchema.safeParse(name ?? '');
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'name: invalid', 'name');
  return parsed.data;
}

function readState(state: unknown): DocumentState {
  let parsed: DocumentState;
  try {
    parsed = parseDocumentState(state);
  } catch (error) {
    if (error instanceof z.ZodError) {
      const issue = error.issues[0];
      const path = pathOf(issue);
      const field = path === undefined ? 'state' : `state.${path}`;
      throw badRequest(`${field}: ${issue?.message ?? 'invalid'}`, field);
    }
    throw badRequest(`state: ${error instanceof Error ? error.message : 'invalid'}`, 'state');
  }
  if (allLayersEmpty(parsed)) throw badRequest(ACCOUNT_MESSAGES.allLayersEmpty);
  return parsed;
}

/** Validates the body of a save; throws a 400 `DocumentRouteError` saying what is wrong. */
export function parseSaveRequest(body: unknown): SaveRequest {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    const field = pathOf(issue);
    throw badRequest(`${field ?? 'Request body'}: ${issue?.message ?? 'invalid'}`, field);
  }
  const { id, name, state, preview, session_id: sessionId, overwrite } = envelope.data;
  return {
    id,
    name: readName(name),
    state: readState(state),
    preview,
    sessionId: sessionId ?? null,
    overwrite: overwrite ?? false,
  };
}
