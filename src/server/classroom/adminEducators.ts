/**
 * The administrator's educator review (`npm run admin -- educators …`): list the applications
 * waiting, approve or reject one, or run its badge check now. Pure of the process: lines go to
 * `print`, and the answer is the exit code.
 */
import type { EducatorApplicationsRepository, PendingEducator } from '../db/educatorApplicationsRepository';
import { escapeControlCharacters } from '../../shared/textFields';
import type { EducatorLifecycle, ReviewOutcome } from './educatorLifecycle';

export const ADMIN_USAGE = [
  'Usage:',
  '  npm run admin -- educators                  list the educators waiting for their badge or for review',
  '  npm run admin -- educators approve <email>  approve the school: the account gets the Educator plan',
  '  npm run admin -- educators reject <email>   reject the school: the person may register again',
  '  npm run admin -- educators check <email>    look for the badge on the school page now',
].join('\n');

export interface AdminContext {
  lifecycle: EducatorLifecycle;
  applications: Pick<EducatorApplicationsRepository, 'pending'>;
  /** The site's address, for the links and badge in mail. */
  publicUrl: string;
  print(line: string): void;
}

/** One application as a block of lines. */
export function describePending(educator: PendingEducator): string[] {
  const found = educator.badgeFoundAt ? `found ${educator.badgeFoundAt}` : educator.badgeCheckedAt ? `not found (last looked ${educator.badgeCheckedAt})` : 'not looked for yet';
  return [
    `${educator.email} (${educator.firstName} ${educator.lastName}): ${educator.status}`,
    `  school: ${educator.nameOfSchool}, ${educator.city}, ${educator.country}; phone ${educator.phone}`,
    `  badge page: ${educator.badgeUrl}`,
    `  badge: ${found}`,
    `  usage: ${educator.usage.replace(/\s+/g, ' ')}`,
    `  registered ${educator.createdAt}`,
  ];
}

function describeOutcome(action: 'approved' | 'rejected', email: string, outcome: ReviewOutcome): { line: string; code: number } {
  switch (outcome.kind) {
    case 'done':
      return { line: `${email}: ${action}; the educator was mailed.`, code: 0 };
    case 'no-account':
      return { line: `${email}: no account has this address.`, code: 1 };
    case 'no-application':
      return { line: `${email}: this account has no educator application.`, code: 1 };
    case 'already':
      return { line: `${email}: nothing changed, the application is ${outcome.status}.`, code: 1 };
    case 'other-plan':
      return { line: `${email}: nothing changed, the account has a running ${outcome.plan} plan that the Educator plan would replace.`, code: 1 };
  }
}

/** Runs `educators [approve|reject|check <email>]`; answers the exit code. */
export async function runAdminCommand(args: readonly string[], given: AdminContext): Promise<number> {
  // Names and schools come from strangers: a control in one (stored before they were refused,
  // or in an argument) is printed as \u{…}, never obeyed by the administrator's terminal.
  const context = { ...given, print: (line: string) => given.print(escapeControlCharacters(line)) };
  const [area, action, email, ...rest] = args;
  if (area !== 'educators' || rest.length > 0) {
    context.print(ADMIN_USAGE);
    return 2;
  }
  if (action === undefined) {
    const pending = await context.applications.pending();
    if (pending.length === 0) context.print('No educator applications are waiting.');
    for (const educator of pending) for (const line of describePending(educator)) context.print(line);
    return 0;
  }
  if (email === undefined || !['approve', 'reject', 'check'].includes(action)) {
    context.print(ADMIN_USAGE);
    return 2;
  }
  if (action === 'check') {
    const checked = await context.lifecycle.check(email);
    if (checked.kind === 'no-account') context.print(`${email}: no account has this address.`);
    if (checked.kind === 'no-application') context.print(`${email}: this account has no educator application.`);
    if (checked.kind !== 'checked') return 1;
    const verdict = checked.result.found ? 'badge found' : `badge not found (${checked.result.reason})`;
    context.print(`${email}: ${verdict} at ${checked.result.url}; the application is ${checked.application.status}.`);
    return 0;
  }
  const outcome = action === 'approve' ? await context.lifecycle.approve(email, context.publicUrl) : await context.lifecycle.reject(email, context.publicUrl);
  const { line, code } = describeOutcome(action === 'approve' ? 'approved' : 'rejected', email, outcome);
  context.print(line);
  return code;
}
