/** Row types of every table, as Kysely sees them. */

/**
 * Canvas settings of one browser, keyed by the client id it sends in `x-client-id`.
 * `updated_at` is an ISO-8601 string on both engines: a PostgreSQL timestamp would come back as
 * a Date and a SQLite one as a string, and one row type for both keeps the repository simple.
 */
export interface SettingsTable {
  client_id: string;
  /** The settings object as JSON text, validated with `settingsSchema` when read. */
  settings: string;
  updated_at: string;
}

/** Remembered help flags of one browser, keyed like `settings` (by user once accounts exist). */
export interface ToursTable {
  client_id: string;
  /** The flags as JSON text, validated with `toursSchema` when read. */
  tours: string;
  updated_at: string;
}

/**
 * A 0/1 flag. SQLite has no boolean type, and an integer column reads back as a number on both
 * engines, so repositories turn flags into booleans themselves.
 */
export type FlagColumn = number;

/** Accounts. `id` is a server-made UUID; `email` is stored trimmed and lowercased, unique. */
export interface UsersTable {
  id: string;
  email: string;
  /** An argon2id PHC string; never the password. */
  password_hash: string;
  first_name: string;
  last_name: string;
  device_uuid: string | null;
  is_from_app: FlagColumn;
  is_session_user: FlagColumn;
  /** When the address was verified; null until then. */
  verified_at: string | null;
  trial_end: string | null;
  extend_trial: FlagColumn;
  created_at: string;
  updated_at: string;
}

/** One-time tokens (verification, password reset), kept only as their SHA-256. */
export interface AuthTokensTable {
  id: string;
  user_id: string;
  purpose: string;
  /** Hex SHA-256 of the token sent to the person. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** What the token carries besides its user, as JSON text (a registration, a new address); null when nothing. */
  payload: string | null;
}

/** One login of a user: every access token names its session, and a token whose session ended is refused. */
export interface SessionsTable {
  id: string;
  user_id: string;
  device_uuid: string;
  created_at: string;
  /** When the newest token of the session expires; a refresh moves it. */
  expires_at: string;
  /** When the session was ended (logout, password change or reset); null while it lives. */
  ended_at: string | null;
  /** 'devices-exceeded' when newer logins took the account's seats; null for every other end. */
  ended_reason: string | null;
}

/** Secrets the server generated for itself, shared by every process on the database. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Saved drawings of a user. */
export interface DocumentsTable {
  id: string;
  user_id: string;
  name: string;
  /** The saved-document state as JSON text, validated with `parseDocumentState` when read. */
  state: string;
  /** File name of the preview PNG under `DATA_DIR/previews`, never the image itself. */
  preview_file: string | null;
  archived: FlagColumn;
  device_uuid: string | null;
  session_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Which device has a document open, and when it last said it still does. */
export interface DocumentLocksTable {
  document_id: string;
  user_id: string;
  device_uuid: string;
  locked_at: string;
  heartbeat_at: string;
}

/** The uploads (`<id>.png`, `.jpg` or `.gif` under DATA_DIR/uploads) a saved document refers to. */
export interface DocumentUploadsTable {
  document_id: string;
  upload_name: string;
}

/** Messages sent from the feedback form. */
export interface FeedbackTable {
  id: string;
  email: string;
  message: string;
  created_at: string;
}

/** The current subscription of an account (one row per account; a new plan replaces it). */
export interface SubscriptionsTable {
  user_id: string;
  /** A `PaidPlanId` (or `Educator`). */
  plan: string;
  /** 'Opened', 'Outdated' or 'Failed' (spec §3). */
  status: string;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** The plan's price in minor units when bought (a 24-hour session's for pay as you go). */
  price: number;
  /** When the paid period ends (renewal moves it). */
  ends_at: string;
  /** The person unsubscribed: runs to `ends_at`, not renewed. */
  unsubscribe: FlagColumn;
  /** "Delete my data after my account expires" was ticked. */
  forget_data: FlagColumn;
  /** 'stripe' or 'test'. */
  provider: string;
  /** The provider's subscription id; null for pay as you go, which is charged per day. */
  provider_subscription_id: string | null;
  /** Pay as you go: when the current 24-hour session ends; null before the first. */
  day_ends: string | null;
  /** The paying card's brand as the provider names it ('visa'), and its last four digits; null when unknown. */
  card_brand: string | null;
  card_last4: string | null;
  created_at: string;
  updated_at: string;
}

/** The card provider's customer of an account. */
export interface BillingCustomersTable {
  user_id: string;
  provider: string;
  customer_id: string;
  created_at: string;
}

/** Provider webhook events already applied, by the provider's event id. */
export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** Pay-per-day sessions bought: one row per 24 hours, billed monthly. */
export interface UsageDaysTable {
  id: string;
  user_id: string;
  started_at: string;
  ends_at: string;
  price: number;
  currency: string;
}

/** Answers of the 1-10 rating shown after unsubscribing. */
export interface UnsubscribeRatingsTable {
  id: string;
  user_id: string | null;
  likely_scale: number;
  created_at: string;
}

/** What a visitor typed in the help search (spec §3 "Help search request"). */
export interface HelpSearchesTable {
  id: string;
  /** The browser's random id, kept in its local storage. */
  user_identity: string;
  text: string;
  selected_topic: string | null;
  created_at: string;
}

/** A signed-in user's comment under a blog post, with the name shown for it. */
export interface BlogCommentsTable {
  id: string;
  post_slug: string;
  user_id: string;
  name: string;
  content: string;
  created_at: string;
}

/** A registration of interest from the API page (spec §3 "API interest payload"). */
export interface ApiInterestTable {
  id: string;
  name: string;
  email: string;
  website: string;
  /** An `ApiPlanId`. */
  plan: string;
  comment: string;
  created_at: string;
}

/**
 * An educator's registration (spec §3 "Educator application"), one row per account that registered
 * as an educator. `status` is an `EducatorStatus`; the badge code is the educator's own.
 */
export interface EducatorApplicationsTable {
  user_id: string;
  name_of_school: string;
  city: string;
  country: string;
  /** Digits with an optional leading +, as typed. */
  phone: string;
  usage: string;
  badge_url: string;
  /** The random code the badge on the school page must carry (`data-planimetry-badge`). */
  badge_code: string;
  status: string;
  /** When the server last fetched the school page, and when it found the badge there. */
  badge_checked_at: string | null;
  badge_found_at: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An educator's timed classroom session (spec §3 "Educator session"). */
export interface ClassroomsTable {
  id: string;
  educator_id: string;
  name: string;
  /**
   * The generated password students type. Kept readable because the educator's dashboard shows
   * it again after a reload (spec §2); it opens nothing once the session ends.
   */
  password: string;
  /** `ClassroomSettings` as JSON text; null until the educator sets them. */
  settings: string | null;
  ends_at: string;
  created_at: string;
  /** When the session was stopped (by the educator or the server); null while it runs until ends_at. */
  ended_at: string | null;
  ended_by_educator: FlagColumn;
}

/** A student: the session user made when a device joins a classroom session (`users.is_session_user`). */
export interface ClassroomStudentsTable {
  user_id: string;
  classroom_id: string;
  /** SHA-256 of the student key the browser keeps (classroom/studentKey.ts); unique in its session. */
  key_hash: string;
  created_at: string;
}

/** Every table of the Planimetry database. */
/** A file kept in the database (PostgreSQL's file store): its size and how many chunks hold it. */
export interface StoredFilesTable {
  /** `uploads/<name>`, `uploads/originals/<name>` or `previews/<name>` (storage/fileStore's FILE_KEY). */
  key: string;
  size: number;
  chunks: number;
  stored_at: string;
}

/** One chunk of a stored file, in order of `seq` from 0. */
export interface StoredFileChunksTable {
  key: string;
  seq: number;
  bytes: Uint8Array;
}

export interface DatabaseSchema {
  settings: SettingsTable;
  tours: ToursTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  documents: DocumentsTable;
  document_locks: DocumentLocksTable;
  document_uploads: DocumentUploadsTable;
  feedback: FeedbackTable;
  sessions: SessionsTable;
  server_secrets: ServerSecretsTable;
  subscriptions: SubscriptionsTable;
  billing_customers: BillingCustomersTable;
  billing_events: BillingEventsTable;
  usage_days: UsageDaysTable;
  unsubscribe_ratings: UnsubscribeRatingsTable;
  help_searches: HelpSearchesTable;
  blog_comments: BlogCommentsTable;
  api_interest: ApiInterestTable;
  educator_applications: EducatorApplicationsTable;
  classrooms: ClassroomsTable;
  classroom_students: ClassroomStudentsTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
}
