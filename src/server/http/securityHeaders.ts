import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isHttps } from './isHttps';
import { kernelWorkerDirectives, pageDirectives, type MapSources } from './contentSecurityPolicy';

/** What the security headers depend on. */
export interface SecurityHeadersOptions {
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl?: string;
  /** The map's outside sources, allowed by the CSP only when configured. */
  map?: MapSources;
  /** Stripe is the card provider: its script, frames and API are allowed (see contentSecurityPolicy.ts). */
  stripe?: boolean;
  /** SOCIAL_SCRIPT_URL: the social-sharing script's origin is allowed only when it is configured. */
  socialScriptUrl?: string;
  /** TRUST_SEAL_SCRIPT_URL: the trust seal script's origin is allowed only when it is configured. */
  trustSealScriptUrl?: string;
}

/** A year, as HSTS is usually given; the browser renews it at every answer. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The kernel worker's bundle as Vite names it (src/engine/kernels/kernelClient.ts starts
 * `kernelWorker.ts`): the one script that may compile WebAssembly (see contentSecurityPolicy.ts).
 */
const KERNEL_WORKER_SCRIPT = /^\/assets\/kernelWorker-[\w-]+\.js$/;

/**
 * Registers @fastify/helmet for every answer: the page's Content-Security-Policy (the kernel
 * worker's script gets its own), no framing (frame-ancestors 'none' and X-Frame-Options DENY),
 * nosniff, a Referrer-Policy that sends other sites our origin only, and HSTS when PUBLIC_URL is
 * https. Register it before any route.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const https = isHttps(options.publicUrl);
  const page = pageDirectives(options.map ?? {}, { https, stripe: options.stripe ?? false, socialScriptUrl: options.socialScriptUrl,
    trustSealScriptUrl: options.trustSealScriptUrl,
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: page },
    frameguard: { action: 'deny' },
    // Not no-referrer: Mapbox checks a URL-restricted token against the Referer's origin. Paths
    // (a verification token, a document) never leave the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only our own host: the app cannot speak for the other hosts of its domain.
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  });

  const kernelWorker = { useDefaults: false, directives: kernelWorkerDirectives(page) };
  // After helmet's own onRequest hooks, which decorate `reply.helmet` and set the page's headers.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && KERNEL_WORKER_SCRIPT.test(route)) reply.helmet({ contentSecurityPolicy: kernelWorker });
  });
}
