/**
 * The saved-documents API (spec accounts §7 "Documents"): list, open (which takes this device's
 * lock), save with a preview and the name-exists confirmation, archive and restore, delete, clear
 * canvas (which releases the lock) and the lock heartbeat. Every answer is validated with the
 * shared schemas; failures reject with an ApiRequestError carrying the server's message and status.
 */
import { z } from 'zod';
import {
  documentResponseSchema,
  documentSummarySchema,
  documentsListResponseSchema,
  type DocumentResponse,
  type DocumentSummaryResponse,
} from '../shared/accounts';
import { UPLOAD_FIELD } from '../shared/api';
import type { DocumentState } from '../shared/documentState';
import type { ApiClient } from './apiClient';
import { appAddress } from './appAddress';
import { retryOnNetworkError } from './retryOnNetworkError';

/** Where a document's preview is served; the summary's `preview` is appended. */
export const PREVIEW_PATH = '/preview/';

export const previewUrl = (summary: Pick<DocumentSummaryResponse, 'preview'>): string | null =>
  summary.preview === null ? null : appAddress(`${PREVIEW_PATH}${encodeURIComponent(summary.preview)}`);

export interface SaveDocument {
  name: string;
  state: DocumentState;
  /** The canvas at scale 0.2 as a PNG data URI, or null. */
  preview: string | null;
  /** Overwrite this document (the one open, or the one the name-exists answer named). */
  id?: string;
}

/** A save either stores the document, or finds the name taken and names that document for the confirmation. */
export type SaveResult = { saved: DocumentSummaryResponse } | { nameExists: { id: string; message: string } };

const savedSchema = z.object({ success: z.literal(true), document: documentSummarySchema });
const nameExistsSchema = z.object({ reason: z.literal('name-exists'), id: z.string(), message: z.string() });
const successSchema = z.object({ success: z.literal(true) });
const storedImageSchema = z.object({ success: z.literal(true), path: z.string().regex(/^\/api\/uploads\/[0-9a-f]{32}\.(png|jpg|gif)$/) });

const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/** The name the image is sent under: the server keeps it only when the name's extension matches its bytes. */
function storedImageName(image: Blob, file: string): string {
  const extension = IMAGE_EXTENSIONS[image.type];
  return extension ? `image.${extension}` : file;
}

export function createDocumentsApi({ request, call }: Pick<ApiClient, 'request' | 'call'>) {
  return {
    list: (): Promise<DocumentSummaryResponse[]> =>
      call(async () => documentsListResponseSchema.parse(await request('/api/documents')).documents),

    /** Opens a document and takes its lock for this device; 423 when another device holds it. */
    open: (id: string): Promise<DocumentResponse> =>
      call(async () => documentResponseSchema.parse(await request(`/api/document/${encodeURIComponent(id)}`)).document),

    /**
     * Saves; a save whose connection failed before any answer (the server process died mid-save)
     * is sent again a few times. That is safe: the server writes a document in one transaction, so
     * the lost try stored all of it or nothing, and the same body from the same device either
     * overwrites the same document (with an id; the lock is this device's) or, without one, finds
     * the name taken by the document the lost try stored and answers the usual name-exists
     * question, never a second copy.
     */
    save: (save: SaveDocument): Promise<SaveResult> =>
      call(async () => {
        const body = { name: save.name, state: save.state, preview: save.preview, ...(save.id ? { id: save.id } : {}) };
        try {
          const answer = await retryOnNetworkError(() => request('/api/document', { method: 'POST', body }));
          return { saved: savedSchema.parse(answer).document };
        } catch (error) {
          // 409 is the question "overwrite?", not a failure: it names the document to overwrite.
          const response = (error as { response?: { status?: number; _data?: unknown } }).response;
          const nameExists = response?.status === 409 ? nameExistsSchema.safeParse(response._data) : null;
          if (nameExists?.success) return { nameExists: { id: nameExists.data.id, message: nameExists.data.message } };
          throw error;
        }
      }),

    setArchived: (id: string, archived: boolean): Promise<DocumentSummaryResponse> =>
      call(async () => savedSchema.parse(await request('/api/document', { method: 'PATCH', body: { id, action: archived ? 'archive' : 'restore' } })).document),

    remove: (id: string): Promise<void> =>
      call(async () => {
        successSchema.parse(await request(`/api/document/${encodeURIComponent(id)}`, { method: 'DELETE' }));
      }),

    /** The canvas was cleared: this device's locks are released. */
    clearCanvas: (): Promise<void> =>
      call(async () => {
        successSchema.parse(await request('/api/document/clear-canvas', { method: 'POST' }));
      }),

    /**
     * Keeps an image this tab opened itself (a PNG, JPEG or GIF, or a rendered PDF page) on the
     * server, so a saved document can point at it; answers the path it is served at.
     */
    storeImage: (image: Blob, file: string): Promise<string> =>
      call(async () => {
        const form = new FormData();
        form.append(UPLOAD_FIELD, image, storedImageName(image, file));
        return storedImageSchema.parse(await request('/api/images', { method: 'POST', body: form })).path;
      }),

    /** Keeps this device's lock on the open document fresh. */
    heartbeat: (id: string): Promise<void> =>
      call(async () => {
        successSchema.parse(await request(`/api/document/${encodeURIComponent(id)}/heartbeat`, { method: 'POST' }));
      }),
  };
}

export type DocumentsApi = ReturnType<typeof createDocumentsApi>;
