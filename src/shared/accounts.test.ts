import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  accountUserSchema,
  archiveDocumentRequestSchema,
  documentIdSchema,
  documentSchema,
  educatorConfirmationSchema,
  feedbackRequestSchema,
  FIELD_MESSAGES,
  loginRequestSchema,
  normalizeEmail,
  passwordChangeFormSchema,
  registrationSchema,
  resetPasswordRequestSchema,
  saveDocumentRequestSchema,
  updateNameRequestSchema,
  updatePasswordRequestSchema,
} from './accounts';
import { DEFAULT_SETTINGS } from './settings';
import { EMPTY_DOCUMENT_STATE } from './testing/documentStates';

/** The messages of every issue, by dotted path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

const USER = { type: 'user', firstName: ' Ann ', lastName: 'Surveyor', email: ' Ann@Example.COM ', password: 'secret1' };
const EDUCATOR = {
  ...USER,
  type: 'educator',
  nameOfSchool: 'Hill School',
  city: 'Leeds',
  country: 'GB',
  phoneNumber: '+001234567890',
  usage: 'Geometry lessons',
  badge_url: 'https://hill.example.org/staff',
};

const STATE = EMPTY_DOCUMENT_STATE;
/** A real 1 × 1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const DOCUMENT_ID = '0b8f8a2c-5f1e-4c1e-9d55-6f1f0f4f7a10';

describe('message templates', () => {
  it('fill in the field and the bound exactly as the spec words them', () => {
    expect(FIELD_MESSAGES.required('First name')).toBe('First name is required.');
    expect(FIELD_MESSAGES.email('Email')).toBe('Email must be a valid email address.');
    expect(FIELD_MESSAGES.tooShort('Password', 6)).toBe('Password must be at least 6 characters.');
    expect(FIELD_MESSAGES.tooLong('Password', 128)).toBe('Password must be no more than 128 characters.');
    expect(FIELD_MESSAGES.invalid('Phone')).toBe('Phone is not valid.');
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Ann.S@Example.COM\t')).toBe('ann.s@example.com');
  });
});

describe('registration payload', () => {
  it('trims names and trims and lowercases the e-mail, keeping the password as typed', () => {
    expect(registrationSchema.parse({ ...USER, password: ' secret 1 ' })).toEqual({
      type: 'user', firstName: 'Ann', lastName: 'Surveyor', email: 'ann@example.com', password: ' secret 1 ', app: false,
    });
  });

  it('requires first name, last name, e-mail and password, missing or blank', () => {
    expect(messages(registrationSchema, { type: 'user' })).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name is required.'],
      email: ['Email is required.'],
      password: ['Password is required.'],
    });
    expect(messages(registrationSchema, { ...USER, firstName: '   ', email: '  ', password: '' })).toEqual({
      firstName: ['First name is required.'],
      email: ['Email is required.'],
      password: ['Password is required.'],
    });
  });

  it('wants a valid e-mail address', () => {
    for (const email of ['ann', 'ann@', 'ann@example', 'ann example@x.com', '@example.com']) {
      expect(messages(registrationSchema, { ...USER, email })).toEqual({ email: ['Email must be a valid email address.'] });
    }
  });

  it('wants a password of 6 to 128 characters', () => {
    expect(messages(registrationSchema, { ...USER, password: '12345' })).toEqual({ password: ['Password must be at least 6 characters.'] });
    expect(registrationSchema.safeParse({ ...USER, password: '123456' }).success).toBe(true);
    expect(registrationSchema.safeParse({ ...USER, password: 'x'.repeat(128) }).success).toBe(true);
    expect(messages(registrationSchema, { ...USER, password: 'x'.repeat(129) })).toEqual({ password: ['Password must be no more than 128 characters.'] });
  });

  it('bounds names to 100 characters and e-mails to 254', () => {
    expect(messages(registrationSchema, { ...USER, lastName: 'x'.repeat(101) })).toEqual({ lastName: ['Last name must be no more than 100 characters.'] });
    expect(registrationSchema.safeParse({ ...USER, lastName: `  ${'x'.repeat(100)}  ` }).success).toBe(true);
    const long = `${'a'.repeat(250)}@x.com`;
    expect(messages(registrationSchema, { ...USER, email: long })).toEqual({ email: ['Email must be no more than 254 characters.'] });
  });

  it('says "is not valid" for a wrong type rather than a zod message', () => {
    expect(messages(registrationSchema, { ...USER, firstName: 42 })).toEqual({ firstName: ['First name is not valid.'] });
    expect(messages(registrationSchema, { ...USER, type: 'admin' })).toEqual({ type: ['Account type is not valid.'] });
  });

  it('accepts names with quotes and unicode as text', () => {
    expect(registrationSchema.parse({ ...USER, firstName: "Zoë O'Brien", lastName: '測量 ); drop table users;--' })).toMatchObject({
      firstName: "Zoë O'Brien",
      lastName: '測量 ); drop table users;--',
    });
  });

  it('requires every educator extra and checks the phone and the address', () => {
    expect(registrationSchema.parse(EDUCATOR)).toMatchObject({ type: 'educator', phoneNumber: '+001234567890', badge_url: 'https://hill.example.org/staff' });
    expect(messages(registrationSchema, { ...USER, type: 'educator' })).toEqual({
      nameOfSchool: ['School name is required.'],
      city: ['City is required.'],
      country: ['Country is required.'],
      phoneNumber: ['Phone is required.'],
      usage: ['Usage is required.'],
      badge_url: ['Address is required.'],
    });
    for (const phoneNumber of ['12345', '+12 3', 'call me', '++1234567', '+1 555 0100 ext 2', '1234567\u202e']) {
      expect(messages(registrationSchema, { ...EDUCATOR, phoneNumber })).toEqual({ phoneNumber: ['Phone is not valid.'] });
    }
    expect(registrationSchema.safeParse({ ...EDUCATOR, phoneNumber: '123456' }).success).toBe(true);
    expect(messages(registrationSchema, { ...EDUCATOR, phoneNumber: '1'.repeat(21) })).toEqual({ phoneNumber: ['Phone must be no more than 20 characters.'] });
    // Numbers as people write them are read without their spaces, dashes, dots and brackets (issue 36 item 10).
    for (const [typed, read] of [
      ['+1 555 0100', '+15550100'],
      ['(217) 555-0100', '2175550100'],
      ['+44 20.7946.0958', '+442079460958'],
      ['+12 345 678', '+12345678'],
    ]) {
      expect(registrationSchema.parse({ ...EDUCATOR, phoneNumber: typed })).toMatchObject({ phoneNumber: read });
    }
    for (const badge_url of ['hill school', 'javascript:alert(1)', 'ftp://hill.example.org', 'https://localhost']) {
      expect(messages(registrationSchema, { ...EDUCATOR, badge_url })).toEqual({ badge_url: ['Address is not valid.'] });
    }
  });

  it('has the educator confirmation message for an unticked box', () => {
    const result = educatorConfirmationSchema.safeParse(false);
    expect(result.error?.issues[0]?.message).toBe('Please confirm that you are an educator of a legally accredited school.');
    expect(educatorConfirmationSchema.safeParse(true).success).toBe(true);
  });
});

describe('login and reset payloads', () => {
  it('normalizes the e-mail and defaults Remember Me to off', () => {
    expect(loginRequestSchema.parse({ email: 'ANN@example.com ', password: 'x' })).toEqual({ email: 'ann@example.com', password: 'x', remember: false });
    expect(loginRequestSchema.parse({ email: 'ann@example.com', password: 'x', remember: true, deviceUuid: 'client-1234' }).remember).toBe(true);
  });

  it('requires the e-mail and password, bounding the password', () => {
    expect(messages(loginRequestSchema, {})).toEqual({ email: ['Email is required.'], password: ['Password is required.'] });
    expect(messages(loginRequestSchema, { email: 'a@b.co', password: 'x'.repeat(129) })).toEqual({
      password: ['Password must be no more than 128 characters.'],
    });
    expect(messages(loginRequestSchema, { email: 'a@b.co', password: 'x', deviceUuid: "'; drop" })).toHaveProperty('deviceUuid');
  });

  it('needs a valid e-mail to reset a password', () => {
    expect(messages(resetPasswordRequestSchema, { email: 'nope' })).toEqual({ email: ['Email must be a valid email address.'] });
  });
});

describe('account updates', () => {
  it('trims and requires the names', () => {
    expect(updateNameRequestSchema.parse({ firstName: ' Annie ', lastName: 'S' })).toEqual({ firstName: 'Annie', lastName: 'S' });
    expect(messages(updateNameRequestSchema, { firstName: '', lastName: 'S' })).toEqual({ firstName: ['First name is required.'] });
  });

  it('checks the three-step password change, naming each field, and matching the confirmation', () => {
    const form = { oldPassword: 'old-one', newPassword: 'new-one', confirmPassword: 'new-one' };
    expect(passwordChangeFormSchema.safeParse(form).success).toBe(true);
    expect(messages(passwordChangeFormSchema, { ...form, confirmPassword: 'new-two' })).toEqual({
      confirmPassword: ['Password does not match the confirm password.'],
    });
    expect(messages(passwordChangeFormSchema, { ...form, oldPassword: '', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      oldPassword: ['Current password is required.'],
      newPassword: ['New password must be at least 6 characters.'],
      confirmPassword: ['Confirm password must be at least 6 characters.'],
    });
  });

  it('requires a valid e-mail and a message of at most 5000 characters for feedback', () => {
    expect(feedbackRequestSchema.parse({ email: ' A@B.co ', message: ' Nice ' })).toEqual({ email: 'a@b.co', message: 'Nice' });
    expect(messages(feedbackRequestSchema, { email: 'a@b', message: '' })).toEqual({
      email: ['Email must be a valid email address.'],
      message: ['Message is required.'],
    });
    expect(messages(feedbackRequestSchema, { email: 'a@b.co', message: 'x'.repeat(5001) })).toEqual({
      message: ['Message must be no more than 5000 characters.'],
    });
  });
});

describe('the user as /api/user answers it', () => {
  it('carries the spec fields and refuses a missing userMeta', () => {
    const user = {
      email: 'ann@example.com', device_uuid: null, is_session_user: false, is_from_app: false, trial_end: null, extend_trial: false,
      subscription: null, userMeta: { first_name: 'Ann', last_name: 'S' }, settings: { state: DEFAULT_SETTINGS }, tours: { state: { intro: true } },
    };
    // An older server's answer without the classroom parts reads as neither a student nor an educator.
    expect(accountUserSchema.parse(user)).toEqual({ ...user, classroom: null, educator: null });
    expect(accountUserSchema.safeParse({ ...user, userMeta: undefined }).success).toBe(false);
  });
});

describe('documents', () => {
  it('saves with a trimmed name, the state, a PNG preview and a session', () => {
    const parsed = saveDocumentRequestSchema.parse({ name: '  Plot 1 ', state: STATE, preview: PNG, session_id: 'session-1' });
    expect(parsed).toMatchObject({ name: 'Plot 1', preview: PNG, session_id: 'session-1' });
    expect(parsed.state.layers.list).toHaveLength(1);
    expect(saveDocumentRequestSchema.parse({ name: 'Plot 1', state: STATE })).toMatchObject({ preview: null, session_id: null });
  });

  it('asks for a file name with the spec’s words and bounds it to 200 characters', () => {
    expect(messages(saveDocumentRequestSchema, { name: '   ', state: STATE })).toEqual({ name: [ACCOUNT_MESSAGES.fileNameRequired] });
    expect(messages(saveDocumentRequestSchema, { state: STATE })).toEqual({ name: ['File name is required.'] });
    expect(messages(saveDocumentRequestSchema, { name: 'x'.repeat(201), state: STATE })).toEqual({ name: ['File name must be no more than 200 characters.'] });
    expect(ACCOUNT_MESSAGES.fileNameRequired).toBe('Please specify a file name.');
  });

  it('refuses a state that fails the schema', () => {
    expect(messages(saveDocumentRequestSchema, { name: 'P', state: { ...STATE, zoom: 11 } })).toHaveProperty('state.zoom');
    expect(messages(saveDocumentRequestSchema, { name: 'P', state: 'drop table documents' })).toHaveProperty('state');
  });

  it('takes only a PNG data URI within the size bound as a preview', () => {
    for (const preview of ['data:image/jpeg;base64,/9j/4AAQ', 'data:image/png;base64,R0lGODlh', 'https://example.com/a.png', `${PNG}<script>`]) {
      expect(messages(saveDocumentRequestSchema, { name: 'P', state: STATE, preview })).toEqual({ preview: ['Preview is not valid.'] });
    }
    const huge = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(ACCOUNT_LIMITS.previewMax)}`;
    expect(messages(saveDocumentRequestSchema, { name: 'P', state: STATE, preview: huge }).preview?.[0]).toMatch(/no more than 2000000 characters/);
  });

  it('takes a document id only as a UUID, answering "Document not found!" otherwise', () => {
    expect(documentIdSchema.parse(DOCUMENT_ID)).toBe(DOCUMENT_ID);
    for (const id of ['1', "1' or '1'='1", '../etc/passwd']) {
      expect(documentIdSchema.safeParse(id).error?.issues[0]?.message).toBe('Document not found!');
    }
  });

  it('archives or restores by id, nothing else', () => {
    expect(archiveDocumentRequestSchema.parse({ id: DOCUMENT_ID, action: 'restore' })).toEqual({ id: DOCUMENT_ID, action: 'restore' });
    expect(messages(archiveDocumentRequestSchema, { id: DOCUMENT_ID, action: 'delete' })).toEqual({ action: ['Action is not valid.'] });
  });

  it('answers a document with its summary fields and state', () => {
    const document = {
      id: DOCUMENT_ID, name: 'Plot 1', updated_at: '2025-01-01T00:00:00.000Z', archived: false, device_uuid: null,
      preview: 'abc.png', session_id: null, locked_by_device: null, lock_holder: null, state: STATE,
    };
    expect(documentSchema.parse(document)).toMatchObject({ name: 'Plot 1', preview: 'abc.png' });
    expect(documentSchema.safeParse({ ...document, state: undefined }).success).toBe(false);
  });
});

describe('text fields and control characters', () => {
  const NUL = '\u0000';
  const BEL = '\u0007';

  it('refuses a NUL or BEL in every one-line field with "{Field} is not valid.", and a tab or line break inside it', () => {
    const valid = { type: 'user', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'secret-123' };
    const labels = { firstName: 'First name', lastName: 'Last name', email: 'Email', password: 'Password' } as const;
    for (const [key, label] of Object.entries(labels)) {
      for (const text of [`An${NUL}n`, `Ann${BEL}`, `${BEL}Ann`, `An\tn`, `An\nn`, `Ann${NUL}  `]) {
        expect(messages(registrationSchema, { ...valid, [key]: text }), `${key} ${JSON.stringify(text)}`).toEqual({ [key]: [FIELD_MESSAGES.invalid(label)] });
      }
    }
    expect(messages(loginRequestSchema, { email: 'ann@example.com', password: `secret${NUL}` })).toEqual({ password: ['Password is not valid.'] });
    expect(messages(updatePasswordRequestSchema, { oldPassword: `old${BEL}pass`, newPassword: 'secret-456' })).toEqual({
      oldPassword: ['Current password is not valid.'],
    });
    expect(messages(resetPasswordRequestSchema, { email: `ann@example.com${NUL}` })).toEqual({ email: ['Email is not valid.'] });
  });

  it('forgives a tab or line break pasted at the end of a name or address, which the trim removes, but not of a password', () => {
    const valid = { type: 'user', firstName: 'Ann\t', lastName: 'Lee\r\n', email: 'ann@example.com\t', password: 'secret-123' };
    expect(registrationSchema.parse(valid)).toMatchObject({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    expect(messages(registrationSchema, { ...valid, password: 'secret-123\t' })).toEqual({ password: ['Password is not valid.'] });
  });

  it('keeps line breaks and tabs in a feedback message and an educator\'s usage, but no other control character', () => {
    const message = 'First line\r\nSecond line\n\tindented';
    expect(feedbackRequestSchema.parse({ email: 'ann@example.com', message }).message).toBe(message);
    expect(messages(feedbackRequestSchema, { email: 'ann@example.com', message: `Hello${NUL}` })).toEqual({ message: ['Message is not valid.'] });
    expect(messages(feedbackRequestSchema, { email: 'ann@example.com', message: `Hello\u001b[31m` })).toEqual({ message: ['Message is not valid.'] });
    const educator = {
      type: 'educator', firstName: 'A', lastName: 'B', email: 'ann@example.com', password: 'secret-123', nameOfSchool: 'North School',
      city: 'Oslo', country: 'Norway', phoneNumber: '+4712345678', badge_url: 'https://school.example.org/badge',
    };
    expect(messages(registrationSchema, { ...educator, usage: 'Area\nand perimeter' })).toEqual({});
    expect(messages(registrationSchema, { ...educator, usage: `Area${BEL}` })).toEqual({ usage: ['Usage is not valid.'] });
    expect(messages(registrationSchema, { ...educator, usage: 'Area', city: 'Os\nlo' })).toEqual({ city: ['City is not valid.'] });
  });

  it('refuses control characters in document names, ids and session ids, and in the client id', () => {
    const save = { name: 'Plot', state: STATE };
    expect(messages(saveDocumentRequestSchema, { ...save, name: `Plot${NUL}` })).toEqual({ name: ['File name is not valid.'] });
    expect(messages(saveDocumentRequestSchema, { ...save, session_id: `class${BEL}1` })).toEqual({ session_id: ['Session id is not valid.'] });
    expect(messages(saveDocumentRequestSchema, { ...save, session_id: 'class-1' })).toEqual({});
    expect(messages(archiveDocumentRequestSchema, { id: `${DOCUMENT_ID}${NUL}`, action: 'archive' })).toEqual({ id: ['Document id is not valid.'] });
    expect(messages(loginRequestSchema, { email: 'ann@example.com', password: 'x', deviceUuid: `device${NUL}0001` })).toEqual({
      deviceUuid: [FIELD_MESSAGES.invalid('Client id')],
    });
  });
});
