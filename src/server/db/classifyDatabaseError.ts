/**
 * Tells the database failures a client should hear about apart from real faults: the database
 * being away for a moment (503, try again) and text the database cannot store (400). Anything
 * else is a fault of ours and stays a 500.
 */

/**
 * `unavailable`: the connection failed, was cut or timed out; the pool reconnects by itself.
 * `characters`: the text holds characters the database refuses (PostgreSQL and a NUL byte).
 */
export type DatabaseErrorKind = 'unavailable' | 'characters';

/** PostgreSQL codes of a server that is shutting down, crashed or is starting up (class 57P). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** Class 08 is "connection exception": every code in it means the connection is unusable. */
const CONNECTION_EXCEPTION_CLASS = '08';
/** character_not_in_repertoire (a NUL byte in text) and untranslatable_character (\u0000 in jsonb). */
const CHARACTER_SQLSTATES = new Set(['22021', '22P05']);

/** Node's socket and DNS errors of a peer that is down, unreachable or too slow. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * node-postgres reports a lost or slow connection with plain Errors that carry no code:
 * "Connection terminated unexpectedly", "Connection terminated due to connection timeout",
 * "timeout exceeded when trying to connect" (the pool's wait), "Query read timeout", and
 * "Client has encountered a connection error and is not queryable".
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
];

/** How deep `cause` and AggregateError chains are followed; real chains are one or two deep. */
const MAX_DEPTH = 5;

/**
 * The kind of a database failure, or undefined for any other error. Looks through `cause` and
 * AggregateError (Node reports a refused connection to each of a host's addresses as one).
 */
export function classifyDatabaseError(error: unknown, depth = 0): DatabaseErrorKind | undefined {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return undefined;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (CHARACTER_SQLSTATES.has(code)) return 'characters';
    if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return 'unavailable';
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return 'unavailable';
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
  const nested = [cause, ...(Array.isArray(errors) ? errors : [])];
  for (const inner of nested) {
    const kind = classifyDatabaseError(inner, depth + 1);
    if (kind) return kind;
  }
  return undefined;
}
