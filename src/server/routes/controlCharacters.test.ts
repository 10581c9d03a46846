/**
 * Every text field of every route that takes text, sent with a NUL (which PostgreSQL cannot
 * store) and a BEL (which no form types): 400 with the field's "{Field} is not valid." on both
 * engines, and nothing stored, mailed or written.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../shared/accounts';
import { CLIENT_ID_HEADER } from '../../shared/api';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { SQUARE_PLOT } from '../documents/testing/documentsTestApp';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, type AccountsTestServer } from './accountsTestServer';

const ANN = 'ann@example.com';
const PASSWORD = 'secret-123';
const CLIENT_ID = 'client-abcdef-1';
const TABLES = ['users', 'auth_tokens', 'sessions', 'documents', 'document_locks', 'feedback', 'settings', 'tours'] as const;
const CONTROLS = [
  ['a NUL', '\u0000'],
  ['a BEL', '\u0007'],
] as const;

/** What a case needs from the set-up: a logged-in user and one saved document. */
interface Context {
  token: string;
  documentId: string;
}

interface TextCase {
  name: string;
  /** The field's label in "{Field} is not valid.". */
  label: string;
  send(server: AccountsTestServer, control: string, context: Context): Promise<LightMyRequestResponse>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Body = Record<string, unknown>;

/** The value with the control character inside it, where a trim would not remove it. */
const spoil = (value: string, control: string) => `${value.slice(0, 2)}${control}${value.slice(2)}`;

/** One case per listed key of the body: the body is valid but for that key. */
function bodyCases(method: Method, url: string, body: (context: Context) => Body, labels: Record<string, string>, auth = false): TextCase[] {
  return Object.entries(labels).map(([key, label]) => ({
    name: `${method} ${url} ${key}`,
    label,
    send: (server, control, context) => {
      const valid = body(context);
      return server.request(method, url, { body: { ...valid, [key]: spoil(String(valid[key]), control) }, token: auth ? context.token : undefined });
    },
  }));
}

/** A case for a value in the path. */
function pathCase(method: Method, path: (value: string) => string, value: (context: Context) => string, label: string, auth = false): TextCase {
  return {
    name: `${method} ${path('{x}')}`,
    label,
    send: (server, control, context) =>
      server.request(method, path(encodeURIComponent(spoil(value(context), control))), { token: auth ? context.token : undefined }),
  };
}

/** A case for the x-client-id header, which keys settings and help flags without a login. */
function clientIdCase(method: Method, url: string, body?: Body): TextCase {
  return {
    name: `${method} ${url} ${CLIENT_ID_HEADER}`,
    label: 'Client id',
    send: (server, control) => server.request(method, url, { headers: { [CLIENT_ID_HEADER]: spoil(CLIENT_ID, control) }, body }),
  };
}

const USER = { type: 'user', firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com', password: PASSWORD, deviceUuid: 'device-bo-0001' };
const EDUCATOR = {
  ...USER,
  type: 'educator',
  nameOfSchool: 'North School',
  city: 'Oslo',
  country: 'Norway',
  phoneNumber: '+4712345678',
  usage: 'Teaching area and perimeter',
  badge_url: 'https://school.example.org/badge',
};
const USER_LABELS = { firstName: 'First name', lastName: 'Last name', email: 'Email', password: 'Password', deviceUuid: 'Client id' };

const CASES: TextCase[] = [
  ...bodyCases('POST', '/register', () => USER, USER_LABELS),
  ...bodyCases('POST', '/register', () => EDUCATOR, {
    nameOfSchool: 'School name',
    city: 'City',
    country: 'Country',
    phoneNumber: 'Phone',
    usage: 'Usage',
    badge_url: 'Address',
  }),
  ...bodyCases('POST', '/login', () => ({ email: ANN, password: PASSWORD, deviceUuid: 'device-ann-0001' }), {
    email: 'Email',
    password: 'Password',
    deviceUuid: 'Client id',
  }),
  ...bodyCases('POST', '/reset/password', () => ({ email: ANN }), { email: 'Email' }),
  ...bodyCases('POST', '/reset/new-password', () => ({ email: ANN, password: 'OneTime234567', newPassword: 'another-456' }), {
    email: 'Email',
    password: 'One-time password',
    newPassword: 'New password',
  }),
  pathCase('GET', (token) => `/confirm-email/${token}`, () => 'a'.repeat(43), 'Token'),
  ...(['validate', 'disposable', 'resend', 'logout'] as const).map((route) => pathCase('GET', (email) => `/${route}/${email}`, () => ANN, 'Email')),
  pathCase('GET', (token) => `/verify/${token}`, () => 'a'.repeat(43), 'Token'),
  ...bodyCases('POST', '/api/update/name', () => ({ firstName: 'Ann', lastName: 'Lee' }), { firstName: 'First name', lastName: 'Last name' }, true),
  ...bodyCases('POST', '/api/update/email', () => ({ email: 'ann.new@example.com', password: PASSWORD }), { email: 'Email', password: 'Current password' }, true),
  ...bodyCases(
    'POST',
    '/api/update/password',
    () => ({ oldPassword: PASSWORD, newPassword: 'another-456' }),
    { oldPassword: 'Current password', newPassword: 'New password' },
    true,
  ),
  ...bodyCases('POST', '/api/listening', () => ({ email: ANN, message: 'Love the wand' }), { email: 'Email', message: 'Message' }),
  ...bodyCases(
    'POST',
    '/api/document',
    ({ documentId }) => ({ id: documentId, name: 'Plot', state: SQUARE_PLOT.state, session_id: 'class-1' }),
    { name: 'File name', id: 'Document id', session_id: 'Session id' },
    true,
  ),
  ...bodyCases('PATCH', '/api/document', ({ documentId }) => ({ id: documentId, action: 'archive' }), { id: 'Document id' }, true),
  pathCase('GET', (id) => `/api/document/${id}`, ({ documentId }) => documentId, 'Document id', true),
  pathCase('DELETE', (id) => `/api/document/${id}`, ({ documentId }) => documentId, 'Document id', true),
  pathCase('POST', (id) => `/api/document/${id}/heartbeat`, ({ documentId }) => documentId, 'Document id', true),
  clientIdCase('GET', '/api/settings'),
  clientIdCase('POST', '/api/settings', { settings: DEFAULT_SETTINGS }),
  clientIdCase('GET', '/api/tours'),
  clientIdCase('POST', '/api/tours', { tours: { intro: true } }),
  pathCase('GET', (query) => `/api/geocode?q=${query}`, () => 'Denver', 'Query'),
];

describe.each(testDatabases)('text fields refusing control characters on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    const server = accountsServerPerTest(testDatabase, {}, (dataDir) => ({ documents: { dataDir }, map: { search: () => [] } }));

    const setUp = async (): Promise<Context> => {
      const token = await server().registerAndVerify(ANN, PASSWORD);
      const saved = await server().request('POST', '/api/document', { body: { name: 'Kept', state: SQUARE_PLOT.state }, token });
      expect(saved.statusCode).toBe(200);
      return { token, documentId: (saved.json() as { document: { id: string } }).document.id };
    };

    /** Every row of every table, the mails sent and the previews written. */
    const everythingStored = async () => {
      const { db } = server().database;
      const rows = await Promise.all(TABLES.map((table) => db.selectFrom(table).selectAll().execute()));
      const previews = await readdir(join(server().dataDir, 'previews')).catch(() => []);
      return { rows, mails: (await readOutbox(server().dataDir)).length, previews };
    };

    it('answers 400 "{Field} is not valid." for a NUL or a BEL in every text field, and stores nothing', async () => {
      const context = await setUp();
      for (const textCase of CASES) {
        for (const [what, control] of CONTROLS) {
          const before = await everythingStored();
          const response = await textCase.send(server(), control, context);
          const where = `${textCase.name} with ${what}`;
          // Soft, so a failure lists every field that lets control characters through.
          expect.soft(response.statusCode, where).toBe(400);
          expect.soft((response.json() as { message?: string }).message, where).toContain(FIELD_MESSAGES.invalid(textCase.label));
          expect.soft(await everythingStored(), where).toEqual(before);
        }
      }
    });

    it('refuses C1 controls and bidi overrides in names and school names, storing nothing and mailing nothing', async () => {
      const { token } = await setUp();
      const names = CASES.filter((each) => /(firstName|lastName|nameOfSchool)$/.test(each.name));
      expect(names.map((each) => each.name)).toHaveLength(5);
      for (const textCase of names) {
        for (const control of ['\u0085', '\u009b', '\u202e', '\u2066']) {
          const before = await everythingStored();
          const response = await textCase.send(server(), control, { token, documentId: '' });
          const where = `${textCase.name} with U+${control.charCodeAt(0).toString(16)}`;
          expect.soft(response.statusCode, where).toBe(400);
          expect.soft((response.json() as { message?: string }).message, where).toContain(FIELD_MESSAGES.invalid(textCase.label));
          expect.soft(await everythingStored(), where).toEqual(before);
        }
      }
    });

    it('keeps line breaks and tabs in a feedback message, and refuses them in a name', async () => {
      const { token } = await setUp();
      const message = 'First line\r\nSecond line\n\tindented';
      const feedback = await server().request('POST', '/api/listening', { body: { email: ANN, message } });
      expect(feedback.statusCode).toBe(200);
      const stored = await server().database.db.selectFrom('feedback').select('message').execute();
      expect(stored).toEqual([{ message }]);
      for (const name of ['Ann\nMarie', 'Ann\tMarie', 'Ann\rMarie']) {
        const renamed = await server().request('POST', '/api/update/name', { body: { firstName: name, lastName: 'Lee' }, token });
        expect(renamed.statusCode).toBe(400);
        expect(renamed.json()).toMatchObject({ field: 'firstName', message: expect.stringContaining('First name is not valid.') });
      }
    });
  });
});
