import { resolve } from 'node:path';
import { normaliseBasePath } from '../shared/basePath';
import { DEFAULT_TRIAL_DAYS } from '../shared/billing';
import { DEFAULT_CLASSROOM_MINUTES } from '../shared/classroom';
import { MAP_DEFAULT_MAX_ZOOM } from '../shared/map';
import { LOOPBACK_NAMES } from './mail/mailLinkBase';

/** Everything the entry point reads from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  clientDir: string;
  /** CONTENT_DIR: the help and blog Markdown (`help/`, `blog/`), read once at start. */
  contentDir: string;
  /** Socket.io fans out through Redis when set, so several processes behind one address act as one. */
  redisUrl: string | undefined;
  /** HS256 secret of access tokens; one is generated into DATA_DIR/jwt-secret when unset. */
  jwtSecret: string | undefined;
  /** Account mail goes through this SMTP server when set, else to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Base of the links in account mail: PUBLIC_URL's origin with the base path, no slash at the end. */
  publicUrl: string | undefined;
  /**
   * BASE_PATH (`''` for the root): the path the whole app is served under. PUBLIC_URL's path when
   * BASE_PATH is unset; the two must agree when both are set.
   */
  basePath: string;
  /**
   * ALLOWED_HOSTS: without PUBLIC_URL, the hosts (`name` or `name:port`) whose address a mail's
   * links may take from the request, beside localhost; any other Host gets the listening address.
   */
  allowedHosts: string[];
  /** The banner text GET /api/notification answers. */
  siteNotification: string | undefined;
  /** Mapbox for the map and geocoding when set; maplibre-gl and the offline gazetteer otherwise. */
  mapboxToken: string | undefined;
  /** Base URL of the Mapbox API (tests point it at a fake). */
  mapboxApiUrl: string;
  /** A .pmtiles vector basemap served to the browser instead of the GeoJSON one. */
  mapPmtiles: string | undefined;
  /** XYZ raster tile URL template for the Satellite and Hybrid map types without Mapbox. */
  mapSatelliteTiles: string | undefined;
  mapMaxZoom: number;
  /**
   * TRUST_PROXY: whose X-Forwarded-* headers to believe for the client's address and protocol
   * (rate limits, origin checks): false (default), true (any), or the proxies' addresses/CIDRs.
   * Not a hop count: counting hops cannot tell the proxy from a client that connects directly
   * and forges the headers (Fastify ignores hop counts for that reason).
   */
  trustProxy: boolean | string;
  /** Payments through Stripe when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set; the local test provider otherwise. */
  stripe: StripeConfig | undefined;
  /** GEOIP_URL: an IP lookup for /api/location, `{ip}` replaced by the visitor's address. */
  geoipUrl: string | undefined;
  /** TRIAL_DAYS: how long a new account's trial runs from its verification; 0 gives no trial. */
  trialDays: number;
  /** CLASSROOM_SESSION_MINUTES: how long an educator's classroom session runs (720, the 12:00 countdown). */
  classroomSessionMinutes: number;
  /** The contact page's and footer's links, answered by GET /api/site. */
  site: SiteConfig;
  /**
   * BADGE_CHECK_ALLOW_PRIVATE=1: the educator badge check may fetch pages on private and loopback
   * addresses. For tests against a local page only; off by default, never in production.
   */
  badgeCheckAllowPrivate: boolean;
  /**
   * RATE_LIMIT_FACTOR: every rate limit's allowance multiplied by this whole number (1, today's
   * limits, by default). For a load test whose many users all come from one address (`npm run
   * load`); never raise it in production, where it would let guessers try that many more passwords.
   */
  rateLimitFactor: number;
}

/**
 * CONTACT_EMAIL (support@planimetry.app), FACEBOOK_URL and TWITTER_URL (none: the link is hidden),
 * and SOCIAL_SCRIPT_URL, the social-sharing script loaded only after marketing cookies are
 * accepted (none: nothing is loaded, and the CSP allows no outside script for it).
 */
export interface SiteConfig {
  contactEmail: string;
  facebookUrl: string | null;
  twitterUrl: string | null;
  socialScriptUrl: string | null;
  /**
   * TRUST_SEAL_SCRIPT_URL: the trust seal's script, added to the plans and card pages (none: no
   * seal, and the CSP allows no outside origin for it).
   */
  trustSealScriptUrl: string | null;
  /**
   * STORE_URL_WINDOWS, STORE_URL_MAC, STORE_URL_ANDROID, STORE_URL_IOS: a store page /download
   * links to; a platform without one keeps the web app's install steps.
   */
  storeUrls: StoreUrls;
}

/** The store page of each /download platform, or null. */
export type StoreUrls = Record<'windows' | 'mac' | 'android' | 'ios', string | null>;

/** Where the contact page sends mail when CONTACT_EMAIL is not set. */
export const DEFAULT_CONTACT_EMAIL = 'support@planimetry.app';

/** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL. */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  apiUrl: string | undefined;
}

/** The deepest zoom a map engine draws. */
const MAP_ZOOM_LIMIT = 24;

/**
 * Reads PORT (8080), HOST (0.0.0.0), DATA_DIR (./data), DATABASE_URL (none: SQLite), CLIENT_DIR
 * (dist/client), CONTENT_DIR (content), REDIS_URL, JWT_SECRET, SMTP_URL, MAIL_FROM, PUBLIC_URL, BASE_PATH (none), ALLOWED_HOSTS, SITE_NOTIFICATION and the
 * map's MAPBOX_TOKEN, MAPBOX_API_URL (https://api.mapbox.com), MAP_PMTILES, MAP_SATELLITE_TILES and
 * MAP_MAX_ZOOM (20), TRUST_PROXY (off), the payments' STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY,
 * STRIPE_WEBHOOK_SECRET and STRIPE_API_URL, GEOIP_URL, and the site's CONTACT_EMAIL, FACEBOOK_URL,
 * TWITTER_URL, SOCIAL_SCRIPT_URL, TRUST_SEAL_SCRIPT_URL and the STORE_URL_* (see {@link SiteConfig}), BADGE_CHECK_ALLOW_PRIVATE (0) and RATE_LIMIT_FACTOR (1); directories and MAP_PMTILES are resolved against `cwd`. Throws on a PORT that
 * is not a port number, a MAP_MAX_ZOOM outside 0..24, one Stripe key without the other and
 * STRIPE_API_URL, GEOIP_URL, FACEBOOK_URL, TWITTER_URL SOCIAL_SCRIPT_URL, TRUST_SEAL_SCRIPT_URL or a STORE_URL_* that are not http(s) addresses, a CONTACT_EMAIL that is not one address, a TRIAL_DAYS (7) that is not a whole number of days, a CLASSROOM_SESSION_MINUTES (720) outside 1..10080 and a RATE_LIMIT_FACTOR that is not a whole number from 1 to a million,
 * so a typo stops the start, not the map or a payment.
 */
export function readServerConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  const { basePath, publicUrl } = readBasePath(env.BASE_PATH, nonEmpty(env.PUBLIC_URL));
  return {
    port: readPort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    clientDir: resolve(cwd, nonEmpty(env.CLIENT_DIR) ?? 'dist/client'),
    contentDir: resolve(cwd, nonEmpty(env.CONTENT_DIR) ?? 'content'),
    redisUrl: nonEmpty(env.REDIS_URL),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM),
    publicUrl,
    basePath,
    allowedHosts: readAllowedHosts(env.ALLOWED_HOSTS),
    siteNotification: nonEmpty(env.SITE_NOTIFICATION),
    mapboxToken: nonEmpty(env.MAPBOX_TOKEN),
    mapboxApiUrl: nonEmpty(env.MAPBOX_API_URL) ?? 'https://api.mapbox.com',
    mapPmtiles: optionalPath(cwd, env.MAP_PMTILES),
    mapSatelliteTiles: nonEmpty(env.MAP_SATELLITE_TILES),
    mapMaxZoom: readMaxZoom(env.MAP_MAX_ZOOM),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    stripe: readStripe(env),
    geoipUrl: readHttpUrl('GEOIP_URL', env.GEOIP_URL),
    trialDays: readTrialDays(env.TRIAL_DAYS),
    classroomSessionMinutes: readClassroomMinutes(env.CLASSROOM_SESSION_MINUTES),
    site: readSite(env),
    badgeCheckAllowPrivate: readFlag('BADGE_CHECK_ALLOW_PRIVATE', env.BADGE_CHECK_ALLOW_PRIVATE),
    rateLimitFactor: readRateLimitFactor(env.RATE_LIMIT_FACTOR),
  };
}

function readFlag(name: string, value: string | undefined): boolean {
  const text = nonEmpty(value);
  if (text === undefined || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw new Error(`${name} must be 1 or 0, not "${text}"`);
}

/** A plain address as a mailto: link takes it: one @, no spaces, no characters that would add headers. */
const CONTACT_EMAIL_PATTERN = /^[^\s@?&#<>"',;:]+@[^\s@?&#<>"',;:]+\.[^\s@?&#<>"',;:]+$/;

function readSite(env: NodeJS.ProcessEnv): SiteConfig {
  const contactEmail = nonEmpty(env.CONTACT_EMAIL) ?? DEFAULT_CONTACT_EMAIL;
  if (!CONTACT_EMAIL_PATTERN.test(contactEmail)) throw new Error(`CONTACT_EMAIL must be one plain e-mail address, not "${contactEmail}"`);
  return {
    contactEmail,
    facebookUrl: readHttpUrl('FACEBOOK_URL', env.FACEBOOK_URL) ?? null,
    twitterUrl: readHttpUrl('TWITTER_URL', env.TWITTER_URL) ?? null,
    socialScriptUrl: readHttpUrl('SOCIAL_SCRIPT_URL', env.SOCIAL_SCRIPT_URL) ?? null,
    trustSealScriptUrl: readHttpUrl('TRUST_SEAL_SCRIPT_URL', env.TRUST_SEAL_SCRIPT_URL) ?? null,
    storeUrls: {
      windows: readHttpUrl('STORE_URL_WINDOWS', env.STORE_URL_WINDOWS) ?? null,
      mac: readHttpUrl('STORE_URL_MAC', env.STORE_URL_MAC) ?? null,
      android: readHttpUrl('STORE_URL_ANDROID', env.STORE_URL_ANDROID) ?? null,
      ios: readHttpUrl('STORE_URL_IOS', env.STORE_URL_IOS) ?? null,
    },
  };
}

function readStripe(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = nonEmpty(env.STRIPE_SECRET_KEY);
  const publishableKey = nonEmpty(env.STRIPE_PUBLISHABLE_KEY);
  if (secretKey === undefined && publishableKey === undefined) return undefined;
  if (secretKey === undefined || publishableKey === undefined) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together (neither: the local test provider, no card is charged)');
  }
  return { secretKey, publishableKey, webhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET), apiUrl: readHttpUrl('STRIPE_API_URL', env.STRIPE_API_URL) };
}

function readHttpUrl(name: string, value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // Reported below.
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`${name} must be an http or https address, not "${text}"`);
  return text;
}

function readPort(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return 8080;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, not "${text}"`);
  return port;
}

const MAX_TRIAL_DAYS = 36_500;

function readTrialDays(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return DEFAULT_TRIAL_DAYS;
  const days = Number(text);
  // A century at most: a date past year 275760 cannot be written, and a typo should not get that far.
  if (!/^\d+$/.test(text) || days > MAX_TRIAL_DAYS) throw new Error(`TRIAL_DAYS must be a whole number of days from 0 to ${MAX_TRIAL_DAYS}, not "${text}"`);
  return days;
}

const MAX_RATE_LIMIT_FACTOR = 1_000_000;

function readRateLimitFactor(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return 1;
  const factor = Number(text);
  // Below 1 would tighten the limits below today's by accident; they are tightened in code (tests), not here.
  if (!/^\d+$/.test(text) || factor < 1 || factor > MAX_RATE_LIMIT_FACTOR) {
    throw new Error(`RATE_LIMIT_FACTOR must be a whole number from 1 to ${MAX_RATE_LIMIT_FACTOR}, not "${text}"`);
  }
  return factor;
}

/** A week at most: a session is a lesson, and a typo should not leave one open for a year. */
const MAX_CLASSROOM_MINUTES = 7 * 24 * 60;

function readClassroomMinutes(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return DEFAULT_CLASSROOM_MINUTES;
  const minutes = Number(text);
  if (!/^\d+$/.test(text) || minutes < 1 || minutes > MAX_CLASSROOM_MINUTES) {
    throw new Error(`CLASSROOM_SESSION_MINUTES must be a whole number of minutes from 1 to ${MAX_CLASSROOM_MINUTES}, not "${text}"`);
  }
  return minutes;
}

function readMaxZoom(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return MAP_DEFAULT_MAX_ZOOM;
  const zoom = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || zoom > MAP_ZOOM_LIMIT) {
    throw new Error(`MAP_MAX_ZOOM must be a number from 0 to ${MAP_ZOOM_LIMIT}, not "${text}"`);
  }
  return zoom;
}

/** An IPv4 or IPv6 address, optionally with a /prefix, as Fastify's proxy-addr reads them. */
const PROXY_ADDRESS = /^(?:[0-9.]+|[0-9a-fA-F:.]+)(?:\/\d{1,3})?$/;

function readTrustProxy(value: string | undefined): boolean | string {
  const text = nonEmpty(value);
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    throw new Error(`TRUST_PROXY must name the proxies' addresses, not a hop count ("${text}"): a count cannot tell the proxy from a client that forges its headers`);
  }
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.every((address) => PROXY_ADDRESS.test(address))) return addresses.join(',');
  throw new Error(`TRUST_PROXY must be true, false, or proxy addresses (CIDR allowed), not "${text}"`);
}

/** A host name, an IPv4 address or a bracketed IPv6 one, with an optional port. */
const HOST_ENTRY = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

function readAllowedHosts(value: string | undefined): string[] {
  const text = nonEmpty(value);
  if (text === undefined) return [];
  const hosts = text.split(',').map((part) => part.trim().toLowerCase()).filter((part) => part !== '');
  const wrong = hosts.find((host) => !HOST_ENTRY.test(host));
  if (wrong !== undefined) throw new Error(`ALLOWED_HOSTS must list host names with optional ports (planimetry.example, 192.0.2.7:8080), not "${wrong}"`);
  return hosts;
}

/** The address the server listens at, as a browser on this machine reaches it: the links' last resort. */
export function listeningUrl(config: Pick<ServerConfig, 'port' | 'host'> & Partial<Pick<ServerConfig, 'basePath'>>): string {
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}${config.basePath ?? ''}`;
}

/**
 * BASE_PATH and PUBLIC_URL together: the base path is BASE_PATH, else PUBLIC_URL's path; a
 * PUBLIC_URL whose path says otherwise stops the start (the links in mail would lead elsewhere
 * than the app). PUBLIC_URL comes back as its origin and the base path.
 */
function readBasePath(value: string | undefined, publicUrl: string | undefined): { basePath: string; publicUrl: string | undefined } {
  const given = nonEmpty(value) === undefined ? undefined : normaliseBasePath(value);
  if (publicUrl === undefined) return { basePath: given ?? '', publicUrl };
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address (got "${publicUrl}")`);
  }
  const ofPublicUrl = normaliseBasePath(url.pathname);
  if (given !== undefined && ofPublicUrl !== '' && ofPublicUrl !== given) {
    throw new Error(`PUBLIC_URL's path (${ofPublicUrl}) and BASE_PATH (${given}) disagree: set PUBLIC_URL to the address the app is served at, ending in BASE_PATH`);
  }
  const basePath = given ?? ofPublicUrl;
  return { basePath, publicUrl: `${url.origin}${basePath}` };
}

/** What the operator should hear at start-up about this configuration. */
export function startupWarnings(config: ServerConfig): string[] {
  const warnings: string[] = [];
  if (config.publicUrl === undefined) {
    const hosts = [...LOOPBACK_NAMES, ...config.allowedHosts].join(', ');
    warnings.push(
      `PUBLIC_URL is not set: links in account mail follow each request's address (Host) when it is one of ${hosts} ` +
        `(else ${listeningUrl(config)}); in production set PUBLIC_URL to the public address.`,
    );
  }
  if (config.badgeCheckAllowPrivate) {
    warnings.push('BADGE_CHECK_ALLOW_PRIVATE is set: the educator badge check may fetch private and loopback addresses. For tests only.');
  }
  if (config.rateLimitFactor > 1) {
    warnings.push(`RATE_LIMIT_FACTOR is ${config.rateLimitFactor}: every rate limit (logins, registrations, mail, uploads) allows that many times more. For load tests only.`);
  }
  return warnings;
}

function optionalPath(cwd: string, value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  return text === undefined ? undefined : resolve(cwd, text);
}

/** An empty variable (`PORT=`) means unset, as shells and compose files often leave them. */
function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
