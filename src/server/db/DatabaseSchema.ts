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

/** Every table of the Planimetry database. */
export interface DatabaseSchema {
  settings: SettingsTable;
  tours: ToursTable;
}
