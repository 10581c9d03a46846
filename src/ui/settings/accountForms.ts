/**
 * The pure rules of the Account tab (spec accounts §4 "Account updates", §5): when the name
 * button is enabled, what the e-mail field sends, and the three-step password change. The
 * messages come from the shared schemas, so the tab and the server word them alike.
 */
import { emailField, passwordChangeFormSchema, updateNameRequestSchema } from '../../shared/accounts';

/** How long 'done' (name, e-mail) and the password success message stay (spec §4). */
export const DONE_FOR_MS = 3000;

export interface NameFields {
  firstName: string;
  lastName: string;
}

/** The first problem of a zod parse, or null. */
function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'Not valid.');
}

/** The name button is disabled when a part is empty (after trimming) or nothing changed (spec §5). */
export function canUpdateName(fields: NameFields, current: NameFields): boolean {
  const first = fields.firstName.trim();
  const last = fields.lastName.trim();
  if (first === '' || last === '') return false;
  if (!updateNameRequestSchema.safeParse({ firstName: first, lastName: last }).success) return false;
  return first !== current.firstName || last !== current.lastName;
}

/** The address as it is sent (trimmed, lowercased) or the field's message. */
export function checkEmail(value: string): { email: string } | { error: string } {
  const result = emailField().safeParse(value);
  return result.success ? { email: result.data } : { error: firstIssue(result) ?? 'Email is not valid.' };
}

/** The three steps of the password change, in order. */
export const PASSWORD_STEPS = ['current', 'new', 'confirm'] as const;
export type PasswordStep = (typeof PASSWORD_STEPS)[number];

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORDS: PasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

const FIELD_OF_STEP = { current: 'oldPassword', new: 'newPassword', confirm: 'confirmPassword' } as const satisfies Record<PasswordStep, keyof PasswordFields>;
const LABEL_OF_STEP = { current: 'Current password', new: 'New password', confirm: 'Confirm password' } as const;

export const passwordFieldOf = (step: PasswordStep): keyof PasswordFields => FIELD_OF_STEP[step];
export const passwordLabelOf = (step: PasswordStep): string => LABEL_OF_STEP[step];

/**
 * The message that keeps the person on `step`, or null when they may go on: each field is
 * required and 6 to 128 characters long (the current one only bounded, since only the server's
 * hash decides it), and the confirmation must equal the new password.
 */
export function passwordStepError(step: PasswordStep, fields: PasswordFields): string | null {
  const field = FIELD_OF_STEP[step];
  const own = firstIssue(passwordChangeFormSchema.shape[field].safeParse(fields[field]));
  if (own !== null) return own;
  if (step !== 'confirm') return null;
  return firstIssue(passwordChangeFormSchema.safeParse(fields));
}

/**
 * Where a server refusal of the change leads: a new password refused (too easy to guess) back to
 * the new password's step, keeping the current one; anything else (a wrong current password) back
 * to the start.
 */
export function afterPasswordRefusal(field: string | undefined, fields: PasswordFields): { step: PasswordStep; fields: PasswordFields } {
  if (field === 'newPassword') return { step: 'new', fields: { ...fields, newPassword: '', confirmPassword: '' } };
  return { step: 'current', fields };
}

/** The step after `step`, or null after the last one (then the change is sent). */
export function nextPasswordStep(step: PasswordStep): PasswordStep | null {
  return PASSWORD_STEPS[PASSWORD_STEPS.indexOf(step) + 1] ?? null;
}
