import { describe, expect, it } from 'vitest';
import { classifyDatabaseError } from './classifyDatabaseError';

/** An error as node-postgres and Node's net module make them: a message and maybe a code. */
const failure = (message: string, code?: string, extra: object = {}) => Object.assign(new Error(message), code === undefined ? {} : { code }, extra);

describe('classifyDatabaseError', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not establish connection'],
    ['08P01', 'protocol violation'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['ETIMEDOUT', 'connect ETIMEDOUT 10.0.0.1:5432'],
    ['EPIPE', 'write EPIPE'],
  ])('calls code %s a database that is away', (code, message) => {
    expect(classifyDatabaseError(failure(message, code))).toBe('unavailable');
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Query read timeout',
    'Client has encountered a connection error and is not queryable',
  ])('calls node-postgres\'s "%s" a database that is away', (message) => {
    expect(classifyDatabaseError(failure(message))).toBe('unavailable');
  });

  it('finds the reason inside an AggregateError and a cause chain', () => {
    const refused = new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    expect(classifyDatabaseError(refused)).toBe('unavailable');
    expect(classifyDatabaseError(new Error('query failed', { cause: failure('read ECONNRESET', 'ECONNRESET') }))).toBe('unavailable');
  });

  it('calls the encoding errors of PostgreSQL characters the database refuses', () => {
    expect(classifyDatabaseError(failure('invalid byte sequence for encoding "UTF8": 0x00', '22021'))).toBe('characters');
    expect(classifyDatabaseError(failure('unsupported Unicode escape sequence', '22P05'))).toBe('characters');
  });

  it('leaves every other error alone, so it stays a 500', () => {
    for (const other of [
      failure('duplicate key value violates unique constraint', '23505'),
      failure('syntax error at or near "selec"', '42601'),
      failure('relation "users" does not exist', '42P01'),
      failure('SQLITE_CONSTRAINT: UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'),
      failure('driver has already been destroyed'),
      failure('ERR_INVALID_ARG_TYPE', 'ERR_INVALID_ARG_TYPE'),
      'Connection terminated',
      null,
      undefined,
    ]) {
      expect(classifyDatabaseError(other)).toBeUndefined();
    }
  });

  it('stops at a cause chain that loops', () => {
    const looped = new Error('outer') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(classifyDatabaseError(looped)).toBeUndefined();
  });
});
