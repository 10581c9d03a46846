/**
 * What the auth and account routes work with, made once per app from `AccountsOptions`: the
 * repositories, access tokens, the mailer, the clock and the limits.
 */
import type { Kysely } from 'kysely';
import { accessTokens, loadJwtSecret, type AccessTokens } from '../auth/accessTokens';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requestUserVerifier } from '../auth/requestUserVerifier';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../auth/rateLimits';
import type { VerifyAccessToken } from '../auth/requestUser';
import { authTokensRepository, type AuthTokensRepository } from '../db/authTokensRepository';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { documentLocksRepository, type DocumentLocksRepository } from '../db/documentLocksRepository';
import { feedbackRepository, type FeedbackRepository } from '../db/feedbackRepository';
import { settingsRepository, type SettingsRepository } from '../db/settingsRepository';
import { toursRepository, type ToursRepository } from '../db/toursRepository';
import { usersRepository, type UsersRepository } from '../db/usersRepository';
import { DEFAULT_PUBLIC_URL } from '../mail/accountMails';
import { createMailer, type Mailer, type MailLog } from '../mail/mailer';

/** Accounts in `buildApp`: the auth and account routes are absent without them. */
export interface AccountsOptions {
  /** DATA_DIR: the JWT secret file and the mail outbox live here. */
  dataDir: string;
  /** JWT_SECRET; a secret generated into DATA_DIR/jwt-secret when absent. */
  jwtSecret?: string;
  /** SMTP_URL; mail goes to DATA_DIR/outbox when absent. */
  smtpUrl?: string;
  /** MAIL_FROM: sender of account mail. */
  mailFrom?: string;
  /** PUBLIC_URL: base of the links in mail, http://localhost:8080 by default. */
  publicUrl?: string;
  /** SITE_NOTIFICATION: the banner text of GET /api/notification; empty when absent. */
  siteNotification?: string;
  rateLimits?: RateLimits;
  /** The clock of tokens, time stamps and limits; tests move it. */
  now?: () => Date;
  /** Where mail log lines go; the app's logger when absent. */
  mailLog?: MailLog;
}

/** Verification links stay valid for 7 days. */
export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

export interface AccountServices {
  users: UsersRepository;
  oneTimeTokens: AuthTokensRepository;
  locks: DocumentLocksRepository;
  feedback: FeedbackRepository;
  /** Settings and help flags, which `/api/user` answers for the user's key. */
  settings: SettingsRepository;
  tours: ToursRepository;
  tokens: AccessTokens;
  mailer: Mailer;
  passwords: { hash(password: string): Promise<string>; verify(storedHash: string, password: string): Promise<boolean> };
  now: () => Date;
  publicUrl: string;
  siteNotification: string;
  rateLimits: RateLimits;
  /** For `registerAuthentication`: a verified token as `request.user`. */
  verifyRequestUser: VerifyAccessToken;
}

export async function createAccountServices(
  db: Kysely<DatabaseSchema>,
  options: AccountsOptions,
  log: MailLog,
): Promise<AccountServices> {
  const now = options.now ?? (() => new Date());
  const tokens = accessTokens(await loadJwtSecret({ jwtSecret: options.jwtSecret, dataDir: options.dataDir }), now);
  return {
    users: usersRepository(db, now),
    oneTimeTokens: authTokensRepository(db, now),
    locks: documentLocksRepository(db),
    feedback: feedbackRepository(db, now),
    settings: settingsRepository(db, now),
    tours: toursRepository(db, now),
    tokens,
    mailer: createMailer({ dataDir: options.dataDir, smtpUrl: options.smtpUrl, from: options.mailFrom, log: options.mailLog ?? log }),
    passwords: { hash: hashPassword, verify: verifyPassword },
    now,
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    siteNotification: options.siteNotification ?? '',
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    verifyRequestUser: requestUserVerifier(tokens, now),
  };
}
