/**
 * `POST /api/uploads`: sends an SVG, DXF or DWG file to the server, which converts it to a PNG,
 * then fetches that PNG. Every failure becomes an UploadError whose message can be shown as is:
 * the server's own message when it gave one, the spec's "Unable to upload file, please try again
 * later" otherwise.
 */
import { ACCESS_TOKEN_HEADER, CLIENT_ID_HEADER, UPLOAD_FIELD, apiErrorSchema, uploadResponseSchema, type UploadResponse } from '../shared/api';
import { MESSAGES } from '../shared/constants';
import { appAddress } from './appAddress';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UploadError';
  }
}

export interface UploadClientOptions {
  /** Where the API lives; the page's own origin when omitted. */
  baseURL?: string;
  /** The browser's client id, sent as `x-client-id` like every other API call. */
  clientId?: string;
  /**
   * An access token for clients outside the browser (scripts, tests); the server converts for
   * logged-in users only. The browser sends its HttpOnly session cookie instead.
   */
  accessToken?: string | null;
  signal?: AbortSignal;
}

const urlOf = (path: string, baseURL: string | undefined): string => (baseURL ? new URL(path, baseURL).href : appAddress(path));

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Uploads `file` under `name` for conversion; answers the converted image's address and size. */
export async function uploadForConversion(file: Blob, name: string, options: UploadClientOptions = {}): Promise<UploadResponse> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, name);
  const headers: Record<string, string> = options.clientId ? { [CLIENT_ID_HEADER]: options.clientId } : {};
  if (options.accessToken) headers[ACCESS_TOKEN_HEADER] = options.accessToken;
  let response: Response;
  try {
    response = await fetch(urlOf('/api/uploads', options.baseURL), {
      method: 'POST',
      body: form,
      headers,
      signal: options.signal,
    });
  } catch (error) {
    throw new UploadError(MESSAGES.fileUploadFailed, undefined, { cause: error });
  }
  const body = await readJson(response);
  if (!response.ok) {
    const failure = apiErrorSchema.safeParse(body);
    throw new UploadError(failure.success ? failure.data.message : MESSAGES.fileUploadFailed, response.status);
  }
  const success = uploadResponseSchema.safeParse(body);
  if (!success.success) {
    const failure = apiErrorSchema.safeParse(body);
    throw new UploadError(failure.success ? failure.data.message : MESSAGES.fileUploadFailed, response.status, { cause: success.error });
  }
  return success.data;
}

/** Fetches the converted PNG at `path` (from uploadForConversion). */
export async function fetchConvertedImage(path: string, options: UploadClientOptions = {}): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.baseURL), {
      headers: options.clientId ? { [CLIENT_ID_HEADER]: options.clientId } : {},
      signal: options.signal,
    });
  } catch (error) {
    throw new UploadError(MESSAGES.fileUploadFailed, undefined, { cause: error });
  }
  if (!response.ok) throw new UploadError(MESSAGES.fileUploadFailed, response.status);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/') || blob.size === 0) throw new UploadError(MESSAGES.fileUploadFailed, response.status);
  return blob;
}
