/**
 * What the auth and account routes work with, made once per app from `AccountsOptions`: the
 * repositories, access tokens and sessions, the mailer, the clock and the limits.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  accessTokens,
  loadJwtSecret,
  type AccessTokenClaims,
  type AccessTokenLifetime,
  type AccessTokens,
} from '../auth/accessTokens';
import { DEFAULT_TRIAL_DAYS } from '../../shared/billing';
import { enforceDeviceLimit } from '../billing/deviceLimits';
import { allowedOrigins, type AllowedOrigins } from '../auth/originGuard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requestUserVerifier } from '../auth/requestUserVerifier';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../auth/rateLimits';
import { authenticatedUser, NOT_LOGGED_IN, type VerifyAccessToken } from '../auth/requestUser';
import { clearSessionCookies, setSessionCookies } from '../auth/sessionCookies';
import { isHttps } from '../http/isHttps';
import { authTokensRepository, type AuthTokensRepository } from '../db/authTokensRepository';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { documentLocksRepository, type DocumentLocksRepository } from '../db/documentLocksRepository';
import { feedbackRepository, type FeedbackRepository } from '../db/feedbackRepository';
import { sessionsRepository, type SessionsRepository } from '../db/sessionsRepository';
import { settingsRepository, type SettingsRepository } from '../db/settingsRepository';
import { toursRepository, type ToursRepository } from '../db/toursRepository';
import { subscriptionsRepository, type SubscriptionsRepository } from '../db/subscriptionsRepository';
import { usersRepository, type User, type UsersRepository } from '../db/usersRepository';
import { DEFAULT_PUBLIC_URL } from '../mail/accountMails';
import { mailLinkBase, type MailLinkBase } from '../mail/mailLinkBase';
import { createMailer, type Mailer, type MailLog } from '../mail/mailer';
import { backgroundTasks, type BackgroundLog, type BackgroundTasks } from './backgroundTasks';
import type { BadgeCheckOptions } from '../classroom/badgeCheck';
import { educatorLifecycle, type EducatorLifecycle } from '../classroom/educatorLifecycle';
import { educatorApplicationsRepository, type EducatorApplicationsRepository } from '../db/educatorApplicationsRepository';
import { classroomsRepository, type ClassroomsRepository } from '../db/classroomsRepository';

/** Accounts in `buildApp`: the auth and account routes are absent without them. */
export interface AccountsOptions {
  /** DATA_DIR: the mail outbox lives here. */
  dataDir: string;
  /** JWT_SECRET; a secret generated into the database's `server_secrets` when absent. */
  jwtSecret?: string;
  /** SMTP_URL; mail goes to DATA_DIR/outbox when absent. */
  smtpUrl?: string;
  /** MAIL_FROM: sender of account mail. */
  mailFrom?: string;
  /** PUBLIC_URL: base of the links in mail; https makes cookies Secure. */
  publicUrl?: string;
  /** ALLOWED_HOSTS: without PUBLIC_URL, the hosts besides localhost whose address a mail's links may follow. */
  allowedHosts?: readonly string[];
  /** The server's listening address (http://localhost:8080 by default): links for any other Host without PUBLIC_URL. */
  listeningUrl?: string;
  /** BASE_PATH: after a request's own address in mail links (PUBLIC_URL and `listeningUrl` end in it already). */
  basePath?: string;
  /** SITE_NOTIFICATION: the banner text of GET /api/notification; empty when absent. */
  siteNotification?: string;
  rateLimits?: RateLimits;
  /** The clock of tokens, time stamps and sessions; tests move it. */
  now?: () => Date;
  /** Where mail log lines go; the app's logger when absent. */
  mailLog?: MailLog;
  /** Replaces the mailer (tests that make mail slow or fail). */
  mailer?: Mailer;
  /** Where work after an answer runs; tests pass their own to wait for it. */
  background?: BackgroundTasks;
  /** TRIAL_DAYS: a new account's trial, from its verification; `DEFAULT_TRIAL_DAYS` when absent, 0 for none. */
  trialDays?: number;
  /** How educators' school pages are fetched; `allowPrivate` (BADGE_CHECK_ALLOW_PRIVATE) for tests only. */
  badgeCheck?: BadgeCheckOptions;
}

const DAY_MS = 24 * 60 * 60_000;

/** Verification links stay valid for 7 days. */
export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/** A mailed one-time password works for an hour. */
export const RESET_PASSWORD_TTL_MS = 60 * 60_000;
/** A link confirming a new address works for a day. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

/** The session of a logged-in request, as a refresh renews it. */
export interface LiveRequestSession {
  id: string;
  email: string;
  device: string;
  sessionId: string;
}

export interface AccountServices {
  users: UsersRepository;
  oneTimeTokens: AuthTokensRepository;
  sessions: SessionsRepository;
  locks: DocumentLocksRepository;
  feedback: FeedbackRepository;
  /** Settings and help flags, which `/api/user` answers for the user's key. */
  settings: SettingsRepository;
  tours: ToursRepository;
  /** Subscriptions, billing customers, webhook events and pay-per-day sessions. */
  subscriptions: SubscriptionsRepository;
  /** Educator applications (school, badge, review state). */
  educatorApplications: EducatorApplicationsRepository;
  /** The educator account's badge mail, login gate and review. */
  educators: EducatorLifecycle;
  /** Classroom sessions and their students (student logins, a student's GET /api/user). */
  classrooms: ClassroomsRepository;
  tokens: AccessTokens;
  mailer: Mailer;
  passwords: { hash(password: string): Promise<string>; verify(storedHash: string, password: string): Promise<boolean> };
  now: () => Date;
  /** The base of the links in mail answering a request (see mailLinkBase.ts). */
  mailLinkBase: MailLinkBase;
  siteNotification: string;
  rateLimits: RateLimits;
  /** Whether cookies carry `Secure` (PUBLIC_URL is https). */
  secureCookies: boolean;
  /** Origins whose pages may act with the session cookie. */
  origins: AllowedOrigins;
  /** Work that runs after the answer (mail whose timing must not tell who has an account). */
  background: BackgroundTasks;
  /** For `registerAuthentication` and the live socket: a verified token and live session as `request.user`. */
  verifyRequestUser: VerifyAccessToken;
  /**
   * Starts a session for the user on the device, signs its token, sets the browser's cookies on
   * `reply`, and answers the token (for API clients, which send it back in the header). Devices
   * over the plan's device limit are logged out (billing/deviceLimits.ts).
   */
  openSession(reply: FastifyReply, user: Pick<User, 'id' | 'email'>, device: string | undefined | null, lifetime: AccessTokenLifetime): Promise<string>;
  /**
   * Gives the request's live session a new 365-day token (a refresh), sets the cookies on
   * `reply`, and answers the token; null when the session has ended meanwhile.
   */
  renewSession(reply: FastifyReply, session: LiveRequestSession): Promise<string | null>;
  /** Removes the browser's session cookies from `reply`. */
  clearCookies(reply: FastifyReply): void;
  /**
   * Starts the trial of an account whose address was just proven (verification link, mailed
   * one-time password): TRIAL_DAYS from now, unless it has a trial already.
   */
  startTrial(userId: string): Promise<void>;
  /**
   * The stored account of a request that passed `requireUser`; answers 401 on `reply` and
   * undefined when the account is gone since its token was issued.
   */
  currentUser(request: FastifyRequest, reply: FastifyReply): Promise<User | undefined>;
  /**
   * For the login limits: whether the request's body names a device the account at its address
   * has logged in from before (the browser's client id, which strangers do not know).
   */
  fromKnownDevice(request: FastifyRequest): Promise<boolean>;
}

export async function createAccountServices(
  db: Kysely<DatabaseSchema>,
  options: AccountsOptions,
  log: MailLog & BackgroundLog,
): Promise<AccountServices> {
  const now = options.now ?? (() => new Date());
  const tokens = accessTokens(await loadJwtSecret({ jwtSecret: options.jwtSecret, db }), now);
  const sessions = sessionsRepository(db, now);
  const listening = options.listeningUrl ?? DEFAULT_PUBLIC_URL;
  const publicUrl = options.publicUrl ?? listening;
  const secureCookies = isHttps(publicUrl);
  const users = usersRepository(db, now);
  const subscriptions = subscriptionsRepository(db, now);
  const locks = documentLocksRepository(db);
  const mailer = options.mailer ?? createMailer({ dataDir: options.dataDir, smtpUrl: options.smtpUrl, from: options.mailFrom, log: options.mailLog ?? log });
  const educatorApplications = educatorApplicationsRepository(db, now);
  /** When a token signed now for `lifetime` expires, in seconds since the epoch, as `tokens.sign` sets it. */
  const expiryOf = (lifetime: AccessTokenLifetime) => Math.floor(now().getTime() / 1000) + ACCESS_TOKEN_LIFETIME_SECONDS[lifetime];
  /** Signs the session's token and hands it to the browser as its cookie; answers it for API clients. */
  const handOver = async (reply: FastifyReply, claims: AccessTokenClaims, lifetime: AccessTokenLifetime, expiresAt: number) => {
    const token = await tokens.sign(claims, lifetime);
    setSessionCookies(reply, token, expiresAt, { secure: secureCookies }, now().getTime());
    return token;
  };
  return {
    users,
    oneTimeTokens: authTokensRepository(db, now),
    sessions,
    locks,
    feedback: feedbackRepository(db, now),
    settings: settingsRepository(db, now),
    tours: toursRepository(db, now),
    subscriptions,
    educatorApplications,
    educators: educatorLifecycle({ applications: educatorApplications, users, subscriptions, mailer, now, badgeCheck: options.badgeCheck ?? {} }),
    classrooms: classroomsRepository(db, now),
    tokens,
    mailer,
    passwords: { hash: hashPassword, verify: verifyPassword },
    now,
    mailLinkBase: mailLinkBase({ publicUrl: options.publicUrl, allowedHosts: options.allowedHosts, fallbackUrl: listening, basePath: options.basePath }),
    siteNotification: options.siteNotification ?? '',
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    secureCookies,
    origins: allowedOrigins(publicUrl),
    background: options.background ?? backgroundTasks(log),
    verifyRequestUser: requestUserVerifier(tokens, sessions, now),
    async openSession(reply, user, device, lifetime) {
      const expiresAt = expiryOf(lifetime);
      const deviceUuid = device ?? randomUUID();
      const sid = await sessions.start(user.id, deviceUuid, new Date(expiresAt * 1000));
      // The new login always wins: devices over the plan's limit are logged out, earliest first.
      await enforceDeviceLimit({ sessions, subscriptions, locks }, reply.server.live, user.id, { device: deviceUuid, sessionId: sid }, reply.log);
      return handOver(reply, { sub: user.id, email: user.email, device: deviceUuid, sid }, lifetime, expiresAt);
    },
    async renewSession(reply, session) {
      const expiresAt = expiryOf('year');
      // The same session goes on: ending it (logout, password change) still refuses the new token.
      if (!(await sessions.extend(session.sessionId, new Date(expiresAt * 1000)))) return null;
      return handOver(reply, { sub: session.id, email: session.email, device: session.device, sid: session.sessionId }, 'year', expiresAt);
    },
    clearCookies(reply) {
      clearSessionCookies(reply, { secure: secureCookies });
    },
    async startTrial(userId) {
      await users.startTrial(userId, new Date(now().getTime() + (options.trialDays ?? DEFAULT_TRIAL_DAYS) * DAY_MS));
    },
    async currentUser(request, reply) {
      const user = await users.findById(authenticatedUser(request).id);
      if (!user) await reply.code(401).send(NOT_LOGGED_IN);
      return user;
    },
    async fromKnownDevice(request) {
      const { email, deviceUuid } = (request.body ?? {}) as { email?: unknown; deviceUuid?: unknown };
      return typeof email === 'string' && typeof deviceUuid === 'string' && sessions.knowsDevice(email, deviceUuid);
    },
  };
}
