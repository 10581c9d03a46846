/**
 * The HTTP API client. Every response is validated with the shared schema, so a server that
 * answers something unexpected fails loudly here rather than deep in the UI.
 */
import { ofetch, type $Fetch } from 'ofetch';
import {
  ACCESS_TOKEN_HEADER,
  CLIENT_ID_HEADER,
  apiErrorSchema,
  healthResponseSchema,
  settingsResponseSchema,
  toursResponseSchema,
  type HealthResponse,
  type Tours,
} from '../shared/api';
import type { Settings } from '../shared/settings';
import { appAddress } from './appAddress';

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly field?: string,
    /** The server's reason code, where a route gives one (a refused login). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Turns any failure of a request into an ApiRequestError with the server's own message. */
function toApiError(error: unknown): ApiRequestError {
  const response = (error as { response?: { status?: number; _data?: unknown } }).response;
  const body = apiErrorSchema.safeParse(response?._data);
  if (body.success) return new ApiRequestError(body.data.message, response?.status, body.data.field, body.data.reason);
  return new ApiRequestError(error instanceof Error ? error.message : 'Request failed', response?.status);
}

export interface ApiClientOptions {
  baseURL?: string;
  clientId: string;
  fetcher?: $Fetch;
  /**
   * A token to send in the `access-token` header, for clients outside the browser (scripts,
   * tests). The browser passes none: it sends the HttpOnly session cookie instead.
   */
  accessToken?: () => string | null;
  /**
   * Called with the status of every failed response before the call rejects, so one place applies
   * the spec's rules (accounts §8: 401 logs out, 402/423 go to /subscription, 403 to /login), with
   * the body's `reason` when it gives one.
   */
  onFailureStatus?: (status: number, url: string, reason?: string) => void;
}

export function createApiClient(options: ApiClientOptions) {
  const request = (options.fetcher ?? ofetch).create({
    baseURL: options.baseURL ?? appAddress('/'),
    headers: { [CLIENT_ID_HEADER]: options.clientId },
    retry: 0,
    // The browser sends the HttpOnly session cookie itself; the page never holds the token.
    credentials: 'same-origin',
    onRequest({ options: request }) {
      const token = options.accessToken?.();
      if (token) request.headers.set(ACCESS_TOKEN_HEADER, token);
    },
    onResponseError({ request: url, response }) {
      const body: unknown = response._data;
      const reason = typeof body === 'object' && body !== null && 'reason' in body && typeof body.reason === 'string' ? body.reason : undefined;
      options.onFailureStatus?.(response.status, String(url), reason);
    },
  });
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toApiError(error);
    }
  };

  return {
    /** The configured fetch, for the other API modules (accounts, documents) to share headers and status rules. */
    request,
    call,
    health: (): Promise<HealthResponse> => call(async () => healthResponseSchema.parse(await request('/api/health'))),
    loadSettings: (): Promise<Settings> =>
      call(async () => settingsResponseSchema.parse(await request('/api/settings')).settings),
    saveSettings: (settings: Settings): Promise<Settings> =>
      call(async () => settingsResponseSchema.parse(await request('/api/settings', { method: 'POST', body: { settings } })).settings),
    loadTours: (): Promise<Tours> => call(async () => toursResponseSchema.parse(await request('/api/tours')).tours),
    /** Merges `tours` into the stored help flags; answers every stored flag. */
    saveTours: (tours: Tours): Promise<Tours> =>
      call(async () => toursResponseSchema.parse(await request('/api/tours', { method: 'POST', body: { tours } })).tours),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
