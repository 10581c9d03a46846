/**
 * The print and export calls (spec drawing-core §7 `/api/print`, `/api/exportWeb`; ours
 * `/api/report`): each sends the same body, `printRequestSchema`, and its answer is validated with
 * the shared schema. A failure rejects with a PrintApiError whose message a person can read: the
 * server's own message when its answer carries one (spec §8), else PRINT_FAILURE_MESSAGE.
 */
import { apiErrorSchema } from '../shared/api';
import {
  exportResponseSchema,
  PRINT_FAILURE_MESSAGE,
  printRequestSchema,
  printResponseSchema,
  REPORT_CONTENT_TYPE,
  type ExportImage,
  type PrintRequestInput,
} from '../shared/print';
import type { ApiClient } from './apiClient';

export class PrintApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'PrintApiError';
  }
}

/** The server's `{ success: false, message }`, read from JSON or from a body that came as a Blob. */
async function serverMessage(data: unknown): Promise<string | null> {
  let body = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await data.text()) as unknown;
    } catch {
      return null;
    }
  }
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : null;
}

/** Any failure (network, status, an answer of the wrong shape) as a PrintApiError with a readable message. */
async function toPrintError(error: unknown): Promise<PrintApiError> {
  if (error instanceof PrintApiError) return error;
  const response = (error as { response?: { status?: number; _data?: unknown } }).response;
  return new PrintApiError((await serverMessage(response?._data)) ?? PRINT_FAILURE_MESSAGE, response?.status);
}

export function createPrintApi({ request }: Pick<ApiClient, 'request'>) {
  const attempt = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw await toPrintError(error);
    }
  };
  // The body is checked here too, so a state the server would refuse fails before it is sent.
  const body = (input: PrintRequestInput) => printRequestSchema.parse(input);

  return {
    /** The whole view as a PNG data URL. */
    print: (input: PrintRequestInput): Promise<string> =>
      attempt(async () => printResponseSchema.parse(await request('/api/print', { method: 'POST', body: body(input) })).data),

    /** One PNG per drawn layer, named `<name>-layer-<N>.png`. */
    exportImages: (input: PrintRequestInput): Promise<ExportImage[]> =>
      attempt(async () => exportResponseSchema.parse(await request('/api/exportWeb', { method: 'POST', body: body(input) })).data.imagesBlob),

    /** The PDF measurement report. */
    report: (input: PrintRequestInput): Promise<Blob> =>
      attempt(async () => {
        const pdf: unknown = await request('/api/report', { method: 'POST', body: body(input), responseType: 'blob' });
        if (!(pdf instanceof Blob) || !pdf.type.startsWith(REPORT_CONTENT_TYPE)) throw new PrintApiError(PRINT_FAILURE_MESSAGE, 200);
        return pdf;
      }),
  };
}

export type PrintApi = ReturnType<typeof createPrintApi>;
