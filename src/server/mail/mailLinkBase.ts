/**
 * The base of the links in account mail (verification, address change, the reset mail's login
 * link). PUBLIC_URL when it is set. Without it, the address the request reached us at, but only
 * when its host is one we know: a loopback name or one in ALLOWED_HOSTS. The request's Host (or,
 * with TRUST_PROXY, the proxy's X-Forwarded-Host) is chosen by whoever sends the request, and a
 * reset is asked for someone else's address: a forged `Host: evil.example` would otherwise mail
 * the victim a link to the attacker's site next to a working one-time password. Any other host
 * gets `fallbackUrl`, the server's own listening address.
 */

/** What the rule reads of a request: Fastify's `protocol` and `host`, which honour TRUST_PROXY. */
export interface LinkRequest {
  readonly protocol: string;
  readonly host: string;
}

export interface MailLinkBaseOptions {
  /** PUBLIC_URL: always the base when set. */
  publicUrl: string | undefined;
  /** ALLOWED_HOSTS: `name` (any port) or `name:port`, beside the loopback names. */
  allowedHosts?: readonly string[];
  /** The base for a request whose host is not allowed: the listening address, with the base path. */
  fallbackUrl: string;
  /** BASE_PATH: after the request's own origin (PUBLIC_URL and `fallbackUrl` already end in it). */
  basePath?: string;
}

/** The base of the links in mail answering `request`, without a trailing slash. */
export type MailLinkBase = (request: LinkRequest) => string;

/** Names of this machine: a link to them reaches only the reader's own computer. */
export const LOOPBACK_NAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The URL of the address the request was sent to, or null when protocol or host is not a plain one. */
function requestUrl(request: LinkRequest): URL | null {
  if (request.protocol !== 'http' && request.protocol !== 'https') return null;
  // A host with a path, credentials, query or fragment is no host at all.
  if (!/^[A-Za-z0-9.\-[\]:]+$/.test(request.host)) return null;
  try {
    return new URL(`${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
}

export function mailLinkBase({ publicUrl, allowedHosts = [], fallbackUrl, basePath = '' }: MailLinkBaseOptions): MailLinkBase {
  if (publicUrl !== undefined) {
    const base = withoutTrailingSlash(publicUrl);
    return () => base;
  }
  const fallback = withoutTrailingSlash(fallbackUrl);
  const allowed = [...LOOPBACK_NAMES, ...allowedHosts].map((entry) => entry.toLowerCase());
  return (request) => {
    const url = requestUrl(request);
    if (url === null) return fallback;
    // URL lowercases the name and drops a default port; `host` is name:port, `hostname` the name.
    return allowed.includes(url.hostname) || allowed.includes(url.host) ? `${url.origin}${basePath}` : fallback;
  };
}
