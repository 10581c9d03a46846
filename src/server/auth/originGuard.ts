/**
 * Cross-site request forgery guard. The browser sends the session cookie with requests that
 * another site's page makes to us; it also tells us where such a request comes from, in `Origin`
 * (every cross-origin request, and every same-origin one but GET and HEAD) and in
 * `Sec-Fetch-Site`. A request is ours when its origin is the server's own address as the
 * browser reached it, or PUBLIC_URL.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { ApiError } from '../../shared/api';

/** What the guard reads of a request: a Fastify request, or a socket.io handshake described alike. */
export interface OriginRequest {
  readonly headers: IncomingHttpHeaders;
  /** `http` or `https` as the request arrived (or as the trusted proxy says). */
  readonly protocol: string;
  /** The Host the browser addressed, with its port. */
  readonly host: string;
}

/** The answer to a request another site's page made on a user's behalf. */
export const CROSS_SITE_REFUSED: ApiError = {
  success: false,
  message: 'This request came from another site and was refused. Please use Planimetry from its own address.',
};

/** Whether an `Origin` value is one of ours for this request. */
export type AllowedOrigins = (origin: string, request: OriginRequest) => boolean;

/** The origin of a URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}

/**
 * Our origins: PUBLIC_URL's, and the address the request itself was sent to (`Host`, or with
 * TRUST_PROXY the proxy's `X-Forwarded-Host` and `-Proto`), so the app works at whatever
 * address serves it (localhost, the dev server's proxy) without configuration. The Host header
 * of a forged request is the victim browser's, naming us, never the attacker's page.
 */
export function allowedOrigins(publicUrl: string | undefined): AllowedOrigins {
  const configured = publicUrl === undefined ? null : originOf(publicUrl);
  return (origin, request) => {
    const given = originOf(origin);
    if (given === null) return false;
    return given === configured || given === originOf(`${request.protocol}://${request.host}`);
  };
}

/**
 * Whether the request was made by another site's page: a `Sec-Fetch-Site` of cross-site or
 * same-site (a sibling subdomain is another site's page too; browsers set it and pages cannot),
 * or an `Origin` that is not ours. `Origin: null` (a privacy setting, a sandboxed frame) names
 * nobody and is judged by `provesSameOrigin` instead.
 */
export function isCrossSite(request: OriginRequest, allowed: AllowedOrigins): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== 'null' && !allowed(origin, request);
}

/**
 * Whether the request shows it comes from our own pages: an `Origin` of ours, or
 * `Sec-Fetch-Site: same-origin`. A request with neither (an old client, a tool replaying a
 * cookie) proves nothing and may not act with the cookie; it can send the header instead.
 */
export function provesSameOrigin(request: OriginRequest, allowed: AllowedOrigins): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null' && allowed(origin, request)) return true;
  return request.headers['sec-fetch-site'] === 'same-origin';
}
