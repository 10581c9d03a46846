/**
 * Whether a database error is a unique-constraint violation, on either engine: better-sqlite3
 * reports `SQLITE_CONSTRAINT_UNIQUE` (or `SQLITE_CONSTRAINT_PRIMARYKEY`), pg the SQLSTATE `23505`.
 * Checking the code rather than the message keeps it independent of the engine's wording.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
