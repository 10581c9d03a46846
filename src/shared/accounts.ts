/**
 * Account and saved-document payloads shared by the client and the server (spec
 * accounts-and-business §3, §5, §7), with the spec's validation messages word for word. The
 * schemas trim text and lowercase e-mails as they parse, so both sides store and compare the
 * same values, and every text input has an upper bound.
 */
import { z } from 'zod';
import { clientIdSchema, toursSchema } from './api';
import { subscriptionSchema } from './billing';
import { documentStateSchema } from './documentState';
import { settingsSchema } from './settings';
import { EDUCATOR_LOGIN_FAILURES, educatorViewSchema, studentClassroomSchema } from './classroomViews';
import { hasControlCharacters, type TextOptions } from './textFields';

/** Input bounds. Passwords per spec §5/§9; the other bounds are ours (the spec gives none). */
export const ACCOUNT_LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 100,
  /** The longest address SMTP can carry (RFC 5321 path limit). */
  emailMax: 254,
  fileNameMax: 200,
  messageMax: 5000,
  phoneMax: 20,
  /** A student's display name, as their educator sees it (issue 36 item 10). */
  studentNameMax: 40,
  urlMax: 2048,
  /**
   * Longest preview data URI. A preview is the canvas at scale 0.2 (spec §9), a few hundred
   * pixels a side; 2 MB of base64 (about 1.5 MB of PNG) is ample and keeps a save request small.
   */
  previewMax: 2_000_000,
} as const;

/** The spec's message templates (§5), filled with a field's label. */
export const FIELD_MESSAGES = {
  required: (field: string) => `${field} is required.`,
  email: (field: string) => `${field} must be a valid email address.`,
  tooShort: (field: string, min: number) => `${field} must be at least ${min} characters.`,
  tooLong: (field: string, max: number) => `${field} must be no more than ${max} characters.`,
  invalid: (field: string) => `${field} is not valid.`,
} as const;

/** Account and document messages quoted from the spec (§5, §8). */
export const ACCOUNT_MESSAGES = {
  passwordMismatch: 'Password does not match the confirm password.',
  educatorConfirmation: 'Please confirm that you are an educator of a legally accredited school.',
  fileNameRequired: 'Please specify a file name.',
  allLayersEmpty: 'All layers are empty!',
  documentNotFound: 'Document not found!',
  saving: 'Saving... Please wait!',
  saved: 'Saved',
  fileCurrentlyOpen: 'File currently open',
  fileOpenByTeamMember: 'File is open by a team member',
  fileOpenByOtherUser: 'File is open by other user',
  fileOpenOnOtherDevice: 'File is open on your other device',
} as const;

/**
 * Who holds a saved document's lock, as the list and a 423 tell it (spec accounts §4, §6): this
 * device ("File currently open"), another device of the same account, or another member of a
 * team ("File is open by a team member"). The spec calls the second "File is open by other user";
 * on an account of one person that other device is their own, so it says so (issue 36: people
 * took it for a stranger in their account). The spec's words stay for other people.
 */
export const LOCK_HOLDERS = ['this-device', 'same-account-device', 'team-member'] as const;
export type LockHolder = (typeof LOCK_HOLDERS)[number];

/** The lock message for each holder, word for word from the spec. */
export const LOCK_MESSAGES: Readonly<Record<LockHolder, string>> = {
  'this-device': ACCOUNT_MESSAGES.fileCurrentlyOpen,
  'same-account-device': ACCOUNT_MESSAGES.fileOpenOnOtherDevice,
  'team-member': ACCOUNT_MESSAGES.fileOpenByTeamMember,
};

/**
 * An e-mail address as it is stored and compared: trimmed and lowercased (spec §5, "Emails are
 * trimmed and lowercased before sending"), so "Ann@Example.com " and "ann@example.com" are one account.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A string whose absence (or null) reads "{field} is required." and whose wrong type reads "{field} is not valid." */
const stringFor = (field: string) =>
  z.string({ error: (issue) => (issue.input == null ? FIELD_MESSAGES.required(field) : FIELD_MESSAGES.invalid(field)) });

/**
 * A string of typed text kept exactly as typed (passwords, ids): control characters (NUL, BEL,
 * ESC…) read "{field} is not valid." before any other check, so none reaches the database (see
 * textFields.ts). Multi-line text keeps tab, line feed and carriage return.
 */
export function plainText(field: string, options: TextOptions = {}) {
  return stringFor(field).refine((value) => !hasControlCharacters(value, options), { error: FIELD_MESSAGES.invalid(field), abort: true });
}

/** Required text, trimmed, at most `max` characters after trimming; one line unless `multiLine`. */
export function requiredText(field: string, max: number, options: TextOptions = {}) {
  // Checked after the trim: a tab or line break pasted at an end is forgiven, one inside is not.
  return stringFor(field)
    .trim()
    .refine((value) => !hasControlCharacters(value, options), { error: FIELD_MESSAGES.invalid(field), abort: true })
    .min(1, { error: FIELD_MESSAGES.required(field), abort: true })
    .max(max, FIELD_MESSAGES.tooLong(field, max));
}

/** A required e-mail address, trimmed and lowercased, then checked. */
export function emailField(field = 'Email') {
  return stringFor(field)
    .trim()
    .refine((value) => !hasControlCharacters(value), { error: FIELD_MESSAGES.invalid(field), abort: true })
    .toLowerCase()
    .min(1, { error: FIELD_MESSAGES.required(field), abort: true })
    .max(ACCOUNT_LIMITS.emailMax, { error: FIELD_MESSAGES.tooLong(field, ACCOUNT_LIMITS.emailMax), abort: true })
    .regex(z.regexes.email, FIELD_MESSAGES.email(field));
}

/** A new password: 6 to 128 characters, kept exactly as typed (spaces are part of a password). */
export function newPasswordField(field = 'Password') {
  return plainText(field)
    .min(1, { error: FIELD_MESSAGES.required(field), abort: true })
    .min(ACCOUNT_LIMITS.passwordMin, FIELD_MESSAGES.tooShort(field, ACCOUNT_LIMITS.passwordMin))
    .max(ACCOUNT_LIMITS.passwordMax, FIELD_MESSAGES.tooLong(field, ACCOUNT_LIMITS.passwordMax));
}

/** A password being checked (login): required and bounded, but no minimum, so only the hash decides. */
export function enteredPasswordField(field = 'Password') {
  return plainText(field, { onlyC0: true })
    .min(1, { error: FIELD_MESSAGES.required(field), abort: true })
    .max(ACCOUNT_LIMITS.passwordMax, FIELD_MESSAGES.tooLong(field, ACCOUNT_LIMITS.passwordMax));
}

/** Spec §5: an optional + then at least 6 digits (hint +001234567890). */
export const PHONE_PATTERN = /^\+?\d{6,}$/;
export const PHONE_HINT = '+001234567890';

/** A number as people write it ("+1 555 0100", "(217) 555-0100"), less its spaces, dashes, dots and brackets. */
export const normalisePhone = (value: string) => value.replace(/[\s\-.()]/g, '');

/**
 * A phone field (issue 36 item 10): normalised first, on the client and the server alike, then held
 * to the spec's pattern and length; anything else (letters, a second +) is still refused.
 */
export const phoneField = (field = 'Phone') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? normalisePhone(value) : value),
    requiredText(field, ACCOUNT_LIMITS.phoneMax).regex(PHONE_PATTERN, FIELD_MESSAGES.invalid(field)),
  );

export const httpUrl = (field: string) =>
  requiredText(field, ACCOUNT_LIMITS.urlMax).refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, FIELD_MESSAGES.invalid(field));

/** An https:// address only: where a badge is looked for (AB7.39), never a plain-http or other scheme. */
export const httpsUrl = (field: string) =>
  httpUrl(field).refine((value) => value.toLowerCase().startsWith('https://'), FIELD_MESSAGES.invalid(field));

const registrationBase = {
  firstName: requiredText('First name', ACCOUNT_LIMITS.nameMax),
  lastName: requiredText('Last name', ACCOUNT_LIMITS.nameMax),
  email: emailField(),
  password: newPasswordField(),
  /** Spec "app flag": the account was created from a store app rather than the web. */
  app: z.boolean().default(false),
  /** The browser's client id, kept as the account's device uuid. */
  deviceUuid: clientIdSchema.optional(),
};

/** POST /register for a user account (spec §3 "Registration payload", §5). */
export const userRegistrationSchema = z.object({ type: z.literal('user'), ...registrationBase });

/** POST /register for an educator: the user fields plus the school's details (spec §5 "Educator extras"). */
export const educatorRegistrationSchema = z.object({
  type: z.literal('educator'),
  ...registrationBase,
  nameOfSchool: requiredText('School name', ACCOUNT_LIMITS.nameMax),
  city: requiredText('City', ACCOUNT_LIMITS.nameMax),
  country: requiredText('Country', ACCOUNT_LIMITS.nameMax),
  phoneNumber: phoneField(),
  usage: requiredText('Usage', ACCOUNT_LIMITS.messageMax, { multiLine: true }),
  /** The school web page where the verification badge will be placed. */
  badge_url: httpUrl('Address'),
});

export const registrationSchema = z.discriminatedUnion('type', [userRegistrationSchema, educatorRegistrationSchema], {
  error: FIELD_MESSAGES.invalid('Account type'),
});
export type RegistrationRequest = z.infer<typeof registrationSchema>;

/** The educator form also needs its confirmation box ticked; the box is not sent. */
export const educatorConfirmationSchema = z.literal(true, { error: ACCOUNT_MESSAGES.educatorConfirmation });

/** POST /login. `remember` asks for a 365-day token instead of a 1-day one (spec §4, §9). */
export const loginRequestSchema = z.object({
  email: emailField(),
  password: enteredPasswordField(),
  remember: z.boolean().default(false),
  deviceUuid: clientIdSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /session-login (students, spec §7). */
/** A student key as the server issues it (server/classroom/studentKey.ts): 256 bits in base64url. */
export const STUDENT_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const sessionLoginRequestSchema = z.object({
  session: requiredText('Session', ACCOUNT_LIMITS.nameMax),
  /**
   * Ours (issue 36 item 10): the name the student's educator sees on their work, one line, no
   * control or bidi characters. The login form asks for it; an API client without one is "Student".
   */
  displayName: requiredText('Your name', ACCOUNT_LIMITS.studentNameMax).optional(),
  password: enteredPasswordField(),
  /** The browser's client id: the login's device, for its locks (else the x-client-id header). Never who the student is. */
  deviceUuid: clientIdSchema.optional(),
  /** Ours: the key an earlier session login answered, for API clients (the app's browser keeps it in a cookie). */
  studentKey: z.string().regex(STUDENT_KEY_PATTERN, 'Student key is not valid.').optional(),
});

/** POST /session-login's answer: the token, and the student key that makes this client the same student at its next login. */
export const sessionLoginResponseSchema = z.object({ success: z.literal(true), accessToken: z.string().min(1), studentKey: z.string().regex(STUDENT_KEY_PATTERN) });

/** POST /reset/password: "Forgot password requires a valid email." */
export const resetPasswordRequestSchema = z.object({ email: emailField() });

/**
 * POST /reset/new-password: the mailed one-time password and the new password chosen with it.
 * Only then is the old password replaced (and every session of the account ended).
 */
export const newPasswordRequestSchema = z.object({
  email: emailField(),
  password: enteredPasswordField('One-time password'),
  newPassword: newPasswordField('New password'),
  remember: z.boolean().default(false),
  deviceUuid: clientIdSchema.optional(),
});
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;

/**
 * Why POST /login refused, for the client to pick its view: wrong credentials, an address not
 * yet verified, or a mailed one-time password that asks for a new password first; and why choosing
 * that new password failed: 'weak-password', too easy to guess (the message says why).
 */
export const LOGIN_FAILURE_REASONS = ['credentials', 'unverified', 'new-password', 'weak-password', ...EDUCATOR_LOGIN_FAILURES] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];

/** Answers of /login, /verify/{x} and /api/refresh that hand out a token. */
export const accessTokenResponseSchema = z.object({ success: z.literal(true), accessToken: z.string().min(1) });

/** userMeta in /api/user and /api/update/name answers. */
export const userMetaSchema = z.object({ first_name: z.string(), last_name: z.string() });

/** The user as GET /api/user answers it (spec §7): the subscription is null for an account without one (a trial). */
export const accountUserSchema = z.object({
  email: z.string(),
  device_uuid: z.string().nullable(),
  is_session_user: z.boolean(),
  is_from_app: z.boolean(),
  trial_end: z.string().nullable(),
  extend_trial: z.boolean(),
  subscription: subscriptionSchema.nullable(),
  userMeta: userMetaSchema,
  settings: z.object({ state: settingsSchema.nullable() }),
  // null until the user's first help flag is saved.
  tours: z.object({ state: toursSchema.nullable() }),
  /** A student's classroom session; null (or absent, from an older server) for everyone else. */
  classroom: studentClassroomSchema.nullable().default(null),
  /** An educator account's state; null for everyone else. */
  educator: educatorViewSchema.nullable().default(null),
});
export type AccountUser = z.infer<typeof accountUserSchema>;
export const userResponseSchema = z.object({ success: z.literal(true), user: accountUserSchema });

/**
 * POST /api/update/name. The spec writes the payload as `{name}` without its parts; the answer's
 * userMeta has a first and a last name, so both are sent.
 */
export const updateNameRequestSchema = z.object({
  firstName: requiredText('First name', ACCOUNT_LIMITS.nameMax),
  lastName: requiredText('Last name', ACCOUNT_LIMITS.nameMax),
});
export const updateNameResponseSchema = z.object({ success: z.literal(true), userMeta: userMetaSchema });

/**
 * POST /api/update/email. The current password proves the person at the keyboard owns the
 * account (a stolen token alone cannot move it to another address); the change itself waits for
 * the link mailed to the new address.
 */
export const updateEmailRequestSchema = z.object({ email: emailField(), password: enteredPasswordField('Current password') });
export const updateEmailResponseSchema = z.object({ success: z.literal(true), user: accountUserSchema, message: z.string() });

/** GET /confirm-email/{token} as JSON: the address the account has now. */
export const confirmEmailResponseSchema = z.object({ success: z.literal(true), email: z.string() });

/** POST /api/update/password. */
export const updatePasswordRequestSchema = z.object({
  oldPassword: enteredPasswordField('Current password'),
  newPassword: newPasswordField('New password'),
});

/** The three-step password form (spec §4): current, new, then a confirmation equal to the new one. */
export const passwordChangeFormSchema = z
  .object({
    oldPassword: enteredPasswordField('Current password'),
    newPassword: newPasswordField('New password'),
    confirmPassword: newPasswordField('Confirm password'),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    error: ACCOUNT_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });

/** Choosing a new password after a login with the mailed one-time password: new, then the same again. */
export const choosePasswordFormSchema = z
  .object({ newPassword: newPasswordField('New password'), confirmPassword: newPasswordField('Confirm password') })
  .refine((form) => form.confirmPassword === form.newPassword, { error: ACCOUNT_MESSAGES.passwordMismatch, path: ['confirmPassword'] });

/** POST /api/listening (feedback): "email (valid) and message required". */
export const feedbackRequestSchema = z.object({
  email: emailField(),
  message: requiredText('Message', ACCOUNT_LIMITS.messageMax, { multiLine: true }),
});

/** Document ids are server-made UUIDs; anything else is no document (but control characters are a bad request). */
export const documentIdSchema = plainText('Document id').pipe(z.uuid({ error: ACCOUNT_MESSAGES.documentNotFound }));

/** A saved document's name: required, trimmed, at most 200 characters. */
export const fileNameSchema = plainText('File name')
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.fileNameRequired, abort: true })
  .max(ACCOUNT_LIMITS.fileNameMax, FIELD_MESSAGES.tooLong('File name', ACCOUNT_LIMITS.fileNameMax));

/** The student session a document belongs to (spec §7 session_id); at most 100 characters. */
export const sessionIdSchema = plainText('Session id').max(ACCOUNT_LIMITS.nameMax, FIELD_MESSAGES.tooLong('Session id', ACCOUNT_LIMITS.nameMax));

/** A PNG as a data URI. The base64 of every PNG starts with `iVBORw0KGgo` (its 8-byte signature). */
const PNG_DATA_URI = /^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/;
export const previewDataUriSchema = z
  .string({ error: FIELD_MESSAGES.invalid('Preview') })
  .max(ACCOUNT_LIMITS.previewMax, FIELD_MESSAGES.tooLong('Preview', ACCOUNT_LIMITS.previewMax))
  .regex(PNG_DATA_URI, FIELD_MESSAGES.invalid('Preview'));

/**
 * POST /api/document (spec §7: name, state, preview as a png data URI, session_id). With `id` it
 * overwrites that document (the "name exists" confirmation); without, it creates one.
 */
export const saveDocumentRequestSchema = z.object({
  id: documentIdSchema.optional(),
  name: fileNameSchema,
  state: documentStateSchema,
  preview: previewDataUriSchema.nullable().default(null),
  session_id: sessionIdSchema.nullable().default(null),
});
export type SaveDocumentRequest = z.infer<typeof saveDocumentRequestSchema>;

/** PATCH /api/document: archive or restore one document. */
export const archiveDocumentRequestSchema = z.object({
  id: documentIdSchema,
  action: z.enum(['archive', 'restore'], { error: FIELD_MESSAGES.invalid('Action') }),
});
export type ArchiveDocumentRequest = z.infer<typeof archiveDocumentRequestSchema>;

/** A list item of GET /api/documents (spec §3 "Document" without the state). */
export const documentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  updated_at: z.string(),
  archived: z.boolean(),
  device_uuid: z.string().nullable(),
  /** The preview value the client appends to the preview path, or null without a preview. */
  preview: z.string().nullable(),
  session_id: z.string().nullable(),
  /** The device that has the document open now, or null. */
  locked_by_device: z.string().nullable(),
  /** Who that device is to the one asking (which lock message the list shows), or null when nobody has it open. */
  lock_holder: z.enum(LOCK_HOLDERS).nullable(),
  /** The student's display name, in the lists of the session's educator only; null elsewhere. */
  student_name: z.string().nullable().default(null),
});
export type DocumentSummaryResponse = z.infer<typeof documentSummarySchema>;

/** GET /api/document/{id}: a summary with the state. */
export const documentSchema = documentSummarySchema.extend({ state: documentStateSchema });
export type DocumentResponse = z.infer<typeof documentSchema>;

export const documentsListResponseSchema = z.object({ success: z.literal(true), documents: z.array(documentSummarySchema) });
export const documentResponseSchema = z.object({ success: z.literal(true), document: documentSchema });
