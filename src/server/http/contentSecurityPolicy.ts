/**
 * The Content-Security-Policy of the app, built from the server's map configuration.
 *
 * Where WebAssembly is compiled, and under which policy (checked in Debian's Chromium 156):
 * - The kernel worker (src/engine/kernels/kernelWorker.ts) compiles build/kernels.wasm with
 *   WebAssembly.instantiateStreaming. It is a dedicated worker loaded from our own URL, and such a
 *   worker runs under the CSP of its own script's response, not the page's (HTML's "initialize a
 *   worker's policy container"; Chromium since its fix of crbug 1012640). So its script alone is
 *   served with 'wasm-unsafe-eval' ({@link kernelWorkerDirectives}); with the page's policy on it,
 *   the instantiation is refused, and with 'wasm-unsafe-eval' on the page only, likewise.
 * - pdf.js's worker holds WASM decoders (JPX, JBIG2, ICC colour), but they load from its `wasmUrl`
 *   option, which we do not set: it compiles nothing and runs under the page's policy. The main
 *   thread compiles no WASM (WebAssembly.validate, our SIMD probe, needs no permission).
 * - A worker made from a blob: URL (mapbox-gl makes its worker so) inherits the page's policy.
 *   mapbox-gl compiles WASM only for 3D models and procedural buildings, which our styles
 *   (streets, satellite) do not have; so the page keeps no 'wasm-unsafe-eval' with Mapbox either.
 */

/** CSP directives by name, each with its source list, in the order they are sent. */
export type CspDirectives = Record<string, string[]>;

/** What the browser's map is configured to reach outside our origin. */
export interface MapSources {
  /** MAPBOX_TOKEN: without it mapbox-gl is never loaded, and no Mapbox address is allowed. */
  mapboxToken?: string;
  /** MAPBOX_API_URL: where mapbox-gl loads styles, tiles, sprites and glyphs. */
  mapboxApiUrl?: string;
  /** MAP_SATELLITE_TILES: an XYZ raster tile URL template, absolute or on our own origin. */
  satelliteTiles?: string;
}

/** What the policy depends on besides the map. */
export interface PolicyOptions {
  /** The app is served over https (PUBLIC_URL): any http: subresource is upgraded. */
  https: boolean;
  /**
   * The card provider is Stripe (STRIPE keys set): Stripe.js loads from js.stripe.com, draws the
   * card field and the 3-D Secure check in frames from js.stripe.com and hooks.stripe.com, and
   * calls api.stripe.com. Without it (our local test provider) no Stripe address is allowed.
   */
  stripe?: boolean;
  /**
   * SOCIAL_SCRIPT_URL: the social-sharing script, which the page adds only after marketing cookies
   * are accepted. Its origin may then serve scripts, frames (share buttons), images and calls;
   * without it no outside origin is allowed for it.
   */
  socialScriptUrl?: string | undefined;
  /**
   * TRUST_SEAL_SCRIPT_URL: the trust seal's script, added to the plans and card pages. A seal draws
   * its image, may open its certificate in a frame and checks the site with its server, so its
   * origin may serve scripts, frames, images and calls; without it, none.
   */
  trustSealScriptUrl?: string | undefined;
}

/** What Stripe.js needs (Stripe's documented CSP for Stripe.js and Elements with 3-D Secure). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

const MAPBOX_API_URL = 'https://api.mapbox.com';

/**
 * mapbox-gl sends its telemetry (events, map sessions are on the API itself) to the events host
 * of Mapbox's own API hosts only; at any other API address it sends none.
 */
const MAPBOX_TELEMETRY: Record<string, string> = {
  'api.mapbox.com': 'https://events.mapbox.com',
  'api.mapbox.cn': 'https://events.mapbox.cn',
};

/**
 * The origin of an http(s) address the browser will be sent to, or undefined for a path on our own
 * origin. Throws on anything else, so a mistyped address stops the start instead of the map.
 */
export function outsideOrigin(address: string, variable: string): string | undefined {
  if (!/^[a-z][a-z\d+.-]*:/i.test(address)) return undefined;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`${variable} must be an http or https URL, not "${address}"`);
  }
  // A template's placeholder in the host ({s}) would make a source the browser drops.
  const plainHost = /^[a-z\d.-]+$|^\[[\da-f:.]+\]$/i.test(url.hostname);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !plainHost) {
    throw new Error(`${variable} must be an http or https URL with a plain host, not "${address}"`);
  }
  return url.origin;
}

/** The outside origins the map fetches from and draws: Mapbox's API with a token, the satellite tiles. */
function mapOrigins(map: MapSources): { fetched: string[]; telemetry: string[] } {
  const fetched: string[] = [];
  const telemetry: string[] = [];
  if (map.mapboxToken) {
    const api = outsideOrigin(map.mapboxApiUrl ?? MAPBOX_API_URL, 'MAPBOX_API_URL');
    if (api !== undefined) {
      fetched.push(api);
      const events = MAPBOX_TELEMETRY[new URL(api).hostname];
      if (events !== undefined) telemetry.push(events);
    }
  }
  const tiles = map.satelliteTiles === undefined ? undefined : outsideOrigin(map.satelliteTiles, 'MAP_SATELLITE_TILES');
  if (tiles !== undefined && !fetched.includes(tiles)) fetched.push(tiles);
  return { fetched, telemetry };
}

/** An outside script's origin (when its setting is set) may serve scripts, frames and images and take calls. */
function allowScriptOrigin(directives: CspDirectives, address: string | undefined, variable: string): void {
  const origin = address === undefined ? undefined : outsideOrigin(address, variable);
  if (origin === undefined) return;
  const add = (name: string) => {
    const list = directives[name] ?? [];
    if (!list.includes(origin)) directives[name] = [...list, origin];
  };
  ['script-src', 'frame-src', 'img-src', 'connect-src'].forEach(add);
}

/**
 * The page's policy: scripts, styles and workers only from our origin (no inline script or style,
 * no eval, no WASM), images also from data: and blob: URLs (imports, previews, the map's icons),
 * connections to our origin (the API and socket.io's websocket: 'self' covers ws: and wss: on it),
 * to blob: URLs and to the map's configured outside origins, which may also be drawn as images. blob: workers
 * are allowed only for mapbox-gl, which makes its worker so. Nothing may frame the app, and no
 * form may post elsewhere.
 */
export function pageDirectives(map: MapSources, options: PolicyOptions): CspDirectives {
  const { fetched, telemetry } = mapOrigins(map);
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    // blob: too: the app reads back its own object URLs (an imported image, to save or reload it).
    'connect-src': ["'self'", 'blob:', ...fetched, ...telemetry],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:', ...fetched],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'worker-src': map.mapboxToken ? ["'self'", 'blob:'] : ["'self'"],
  };
  if (options.stripe) {
    directives['script-src'] = [...directives['script-src']!, ...STRIPE_SOURCES.script];
    directives['frame-src'] = [...STRIPE_SOURCES.frame];
    directives['connect-src'] = [...directives['connect-src']!, ...STRIPE_SOURCES.connect];
  }
  allowScriptOrigin(directives, options.socialScriptUrl, 'SOCIAL_SCRIPT_URL');
  allowScriptOrigin(directives, options.trustSealScriptUrl, 'TRUST_SEAL_SCRIPT_URL');
  if (options.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The kernel worker's policy: the page's, and it may compile WebAssembly. */
export function kernelWorkerDirectives(page: CspDirectives): CspDirectives {
  return { ...page, 'script-src': [...(page['script-src'] ?? ["'self'"]), "'wasm-unsafe-eval'"] };
}
