import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyAccepts from '@fastify/accepts';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { API_BODY_LIMIT_BYTES } from '../shared/constants';
import type { DatabaseKind } from './db/createDatabase';
import type { DatabaseSchema } from './db/DatabaseSchema';
import { settingsRepository } from './db/settingsRepository';
import { toursRepository } from './db/toursRepository';
import { documentLocksRepository } from './db/documentLocksRepository';
import { documentsRepository } from './db/documentsRepository';
import { allowedOrigins } from './auth/originGuard';
import { accountAccess } from './billing/accountAccess';
import { startForgetDataSweeper } from './billing/forgetDataSweeper';
import { DEFAULT_RATE_LIMITS, registerRateLimiting, type RateLimitingOptions } from './auth/rateLimits';
import { registerAuthentication, type VerifyAccessToken } from './auth/requestUser';
import { documentRoutes, type DocumentRoutesOptions } from './routes/documentRoutes';
import { apiErrorHandler } from './http/apiErrorHandler';
import { apiNotFoundHandler } from './http/apiNotFoundHandler';
import { registerSecurityHeaders } from './http/securityHeaders';
import { zodValidatorCompiler } from './http/zodValidatorCompiler';
import { registerLiveSocket, SILENT_LIVE_EVENTS, type LiveOptions } from './live/liveSocket';
import { readPackageVersion } from './readPackageVersion';
import { accountRoutes } from './routes/accountRoutes';
import { billingRoutes } from './routes/billingRoutes';
import type { BillingOptions } from './billing/billingOptions';
import { createAccountServices, type AccountsOptions } from './routes/accountServices';
import { authRoutes } from './routes/authRoutes';
import { emailChangeRoutes } from './routes/emailChangeRoutes';
import { passwordRoutes } from './routes/passwordRoutes';
import { registrationRoutes } from './routes/registrationRoutes';
import { educatorRoutes } from './classroom/educatorRoutes';
import { clientRoutes } from './routes/clientRoutes';
import { healthRoutes } from './routes/healthRoutes';
import { DEFAULT_SITE, siteRoutes, type SiteOptions } from './routes/siteRoutes';
import { settingsRoutes } from './routes/settingsRoutes';
import { toursRoutes } from './routes/toursRoutes';
import { uploadsArea, type UploadsOptions } from './uploads/uploadsArea';
import { openDiskFileStore } from './storage/diskFileStore';
import type { FileStore } from './storage/fileStore';
import { printRoutes } from './print/printRoutes';
import { mapRoutes, type MapRoutesOptions } from './map/mapRoutes';
import type { SiteContent } from './content/loadContent';
import { readIndexPage } from './http/indexPage';
import { appPathOf, registerBasePathBoundary } from './http/basePathBoundary';
import { apiInterestRoutes } from './routes/apiInterestRoutes';
import { contentRoutes } from './routes/contentRoutes';
import { registerClassrooms, type ClassroomOptions } from './classroom/classroomArea';
import { classroomDocuments } from './classroom/classroomDocuments';

/** Everything `buildApp` needs; the database is opened and migrated by the caller. */
export interface AppOptions {
  db: Kysely<DatabaseSchema>;
  kind: DatabaseKind;
  /** Built client to serve; ignored when the directory does not exist (as in `npm run dev`). */
  clientDir?: string;
  logger?: boolean;
  /** Reported by /api/health; package.json's version by default. */
  version?: string;
  /**
   * `POST /api/uploads` and its PNGs under DATA_DIR, and print and export (`/api/print`,
   * `/api/exportWeb`, `/api/report`), which render in the same conversion children; the routes
   * are absent without it.
   */
  uploads?: UploadsOptions;
  /** The live socket on the same port; without it `app.live` is silent and /socket.io is not served. */
  live?: LiveOptions;
  /** Login, registration and account routes, and `request.user` from the access token; absent without it. */
  accounts?: AccountsOptions;
  /** Plans and payments (with accounts only): Stripe when configured, else the local test provider. */
  billing?: BillingOptions;
  /** The saved-documents routes and the preview path; absent without it. */
  documents?: Omit<DocumentRoutesOptions, 'files' | 'documents' | 'locks' | 'requirePaidAccess' | 'isTeamAccount' | 'classroom'> & {
    /** Checks access tokens, unless another area registered authentication first. */
    verify?: VerifyAccessToken;
  };
  /** Classroom sessions (with accounts only): their length and sweeper. */
  classroom?: ClassroomOptions;
  /** The map's Mapbox token, PMTiles file, satellite tiles and zoom; without it the map works offline on npm data. */
  map?: MapRoutesOptions;
  /**
   * PUBLIC_URL, the app's address: HSTS only when it is https; the accounts take it too (links in
   * mail, Secure cookies, the origin allowed to act with the cookie) unless they name their own.
   */
  publicUrl?: string;
  /** The help and blog from CONTENT_DIR (`loadContent`); /help, /blog and /help/search are absent without it. */
  content?: SiteContent;
  /** Where rate-limit counts live: Redis (shared by every process) or this process's memory. */
  limits?: RateLimitingOptions;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For/-Host/-Proto to believe (Fastify's `trustProxy`).
   * Off by default, so a client cannot pick the IP its rate limits are counted by.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * Tests: `close()` destroys every connection, not only the idle ones (Fastify's default), so a
   * client's keep-alive connection that has not yet gone idle cannot hold the close for Fastify's
   * 72 s keep-alive timeout. Production keeps the default: a stopping server lets requests in
   * flight finish.
   */
  forceCloseConnections?: boolean;
  /** The contact links and the social-sharing script (GET /api/site; the CSP allows the script's origin). */
  site?: SiteOptions;
  /**
   * Where uploads and previews are kept (storage/openFileStore: PostgreSQL's shared store, or
   * disk); by default the disk under the documents', uploads' or accounts' DATA_DIR.
   */
  files?: FileStore;
  /** Told of every route as it is registered: the route fuzzing test finds them all this way. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * BASE_PATH, normalised (shared/basePath.ts): `''` serves at the root; `/planimetry` serves the
   * whole app, the live socket included, under it (http/basePathBoundary.ts).
   */
  basePath?: string;
}

/** Builds the whole server, ready for `inject()` or `listen()`. The database must be migrated. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const basePath = options.basePath ?? '';
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: API_BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    ...(options.forceCloseConnections ? { forceCloseConnections: true } : {}),
    // Routes are matched on the app's own path, the base path taken off (http/basePathBoundary.ts).
    ...(basePath === '' ? {} : { rewriteUrl: appPathOf(basePath) }),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(apiNotFoundHandler);
  // The API speaks JSON only; Fastify's default text/plain parser would let text reach the
  // validators and turn a wrong content type into a confusing 400 instead of a 415.
  app.removeContentTypeParser('text/plain');
  // CSP, framing, referrer, nosniff and HSTS on every answer, so before any route.
  const site = options.site ?? DEFAULT_SITE;
  await registerSecurityHeaders(app, {
    publicUrl: options.publicUrl,
    map: options.map,
    stripe: options.billing?.stripe !== undefined,
    socialScriptUrl: site.socialScriptUrl ?? undefined,
    trustSealScriptUrl: site.trustSealScriptUrl ?? undefined,
  });
  await app.register(fastifyCookie);
  // After the cookie plugin, whose onSend writes the cookies this one puts under the base path.
  registerBasePathBoundary(app, basePath);
  // `request.accepts()`: pages that are also JSON answers (/help, /blog, /api) pick by Accept.
  await app.register(fastifyAccepts);
  await registerRateLimiting(app, options.limits);
  const dataDir = options.documents?.dataDir ?? options.uploads?.dataDir ?? options.accounts?.dataDir;
  const files = options.files ?? (dataDir === undefined ? undefined : await openDiskFileStore(dataDir));
  // The built page, made once for the base path: every route that answers a page sends it.
  const indexPage = readIndexPage(options.clientDir, options.publicUrl ?? options.accounts?.publicUrl, basePath);
  const services = options.accounts
    ? await createAccountServices(options.db, { ...options.accounts, publicUrl: options.accounts.publicUrl ?? options.publicUrl, basePath }, app.log)
    : undefined;
  if (options.live) {
    const verify = options.live.verify ?? services?.verifyRequestUser;
    if (!verify) throw new Error('The live socket needs accounts or its own verify function');
    await registerLiveSocket(app, { ...options.live, basePath }, { verify, parseCookies: (header) => app.parseCookie(header), origins: services?.origins });
  } else app.decorate('live', SILENT_LIVE_EVENTS);
  if (services) {
    // Before any route plugin, so every route sees `request.user`.
    registerAuthentication(app, services.verifyRequestUser, { origins: services.origins, secureCookies: services.secureCookies });
    // Mail still being sent in the background goes out before the app lets go of its database.
    app.addHook('onClose', () => services.background.idle());
    await app.register(authRoutes, { services });
    await app.register(registrationRoutes, { services, indexPage });
    await app.register(educatorRoutes, { services });
    await app.register(passwordRoutes, { services });
    await app.register(emailChangeRoutes, { services, indexPage });
    await app.register(accountRoutes, { prefix: '/api', services });
    await app.register(billingRoutes, { services, db: options.db, billing: options.billing ?? {} });
    if (files) await registerClassrooms(app, { db: options.db, services, files, options: options.classroom });
  }

  // The access rule of the paid features (documents, conversions), at the accounts' time.
  const accessClock = services?.now ?? options.documents?.clock ?? (() => new Date());
  const access = accountAccess(options.db, accessClock);
  const uploads = options.uploads && files && uploadsArea(options.db, files, options.uploads, access);
  await app.register(healthRoutes, {
    prefix: '/api',
    db: options.db,
    kind: options.kind,
    version: options.version ?? readPackageVersion(),
    conversions: uploads && (() => uploads.conversions.health()),
  });
  await app.register(siteRoutes, { prefix: '/api', site });
  // The public site: open to everyone; only commenting on the blog needs an account.
  const siteLimits = services?.rateLimits ?? DEFAULT_RATE_LIMITS;
  const siteClock = services?.now ?? (() => new Date());
  if (options.content) {
    await app.register(contentRoutes, {
      content: options.content,
      db: options.db,
      indexPage,
      rateLimits: siteLimits,
      now: siteClock,
      services,
    });
  }
  await app.register(apiInterestRoutes, { db: options.db, rateLimits: siteLimits, now: siteClock });
  await app.register(settingsRoutes, { prefix: '/api', repository: settingsRepository(options.db), rateLimits: siteLimits });
  await app.register(toursRoutes, { prefix: '/api', repository: toursRepository(options.db), rateLimits: siteLimits });
  // Open to everyone: the paths are absolute, and nothing here reads or writes an account.
  await app.register(mapRoutes, options.map ?? {});
  // Before the uploads, whose `POST /api/images` needs the user too.
  if (options.documents?.verify && !app.hasRequestDecorator('user')) {
    registerAuthentication(app, options.documents.verify, { origins: allowedOrigins(undefined), secureCookies: false });
  }
  if (uploads && options.uploads && files) {
    await uploads.register(app);
    await app.register(printRoutes, {
      db: options.db,
      files,
      conversions: uploads.conversions,
      rateLimits: options.uploads.rateLimits,
      clock: accessClock,
      requirePaidAccess: access.requirePaidAccess,
    });
  }
  if (options.documents && files) {
    const { verify: _verify, ...documents } = options.documents;
    const now = documents.clock;
    const stored = documentsRepository(options.db, now);
    await app.register(documentRoutes, {
      ...documents,
      // By default a change reaches the user's other devices through the live socket.
      onDocumentsChanged: documents.onDocumentsChanged ?? ((userId) => app.live.documentsChanged(userId)),
      files,
      documents: stored,
      locks: documentLocksRepository(options.db),
      // A student saves into their classroom session; its educator hears of it.
      classroom: classroomDocuments(options.db, stored, () => app.live),
      requirePaidAccess: access.requirePaidAccess,
      isTeamAccount: access.isTeamAccount,
      requestLimit: documents.requestLimit ?? siteLimits.documentsPerUser,
      readLimit: documents.readLimit ?? siteLimits.documentBytesPerUser,
    });
    // "Delete my data after my account expires": at start and hourly, stopped with the app.
    const forgetting = startForgetDataSweeper({ db: options.db, files, now: accessClock, log: app.log });
    app.addHook('onClose', () => forgetting.stop());
  }
  if (options.clientDir !== undefined && isDirectory(options.clientDir)) {
    await app.register(clientRoutes, { root: resolve(options.clientDir), indexPage });
  }

  await app.ready();
  return app;
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
