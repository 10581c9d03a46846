/**
 * Educators and students (spec accounts-and-business §2 "Educator update", "Educator Dashboard",
 * §3 "Educator application", "Educator session", §4, §5, §6, §7 "Educator", §8; drawing-core §4, §6):
 * every payload, message and constant the server (src/server/classroom/) and the client share.
 *
 * Words: a *classroom session* is an educator's timed session that students join with its name and
 * password. It is not a login session (`sessions` table, `sessionId` in tokens): code says
 * "classroom" where the spec says "session" to keep the two apart; routes and JSON keep the spec's words.
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS, phoneField, documentSummarySchema, httpUrl, httpsUrl, requiredText, emailField, enteredPasswordField } from './accounts';
import { classroomSettingsSchema } from './classroomViews';

export * from './classroomViews';

/** Every classroom session lasts this long unless `CLASSROOM_SESSION_MINUTES` says otherwise: 12 h, so the countdown starts at 12:00. */
export const DEFAULT_CLASSROOM_MINUTES = 12 * 60;
/** The educator's countdown refreshes every minute (spec §9 "Timers"). */
export const CLASSROOM_COUNTDOWN_REFRESH_MS = 60_000;
/** What the countdown shows before the first tick (spec §9: "initial display 12:00"). */
export const CLASSROOM_COUNTDOWN_INITIAL = '12:00';
/** Generated classroom passwords: this many characters from an alphabet without look-alikes (no 0/O, 1/l/I). */
export const CLASSROOM_PASSWORD_LENGTH = 8;
export const CLASSROOM_PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';


/** The spec's words (quoted exactly where the spec quotes them) and ours where it is silent. */
export const CLASSROOM_MESSAGES = {
  updateConfirmation: 'Please confirm that you are an educator and represent a legally accredited school.',
  sendBadge: 'Send Badge and Instructions',
  reRegister: 'Re-Register Account',
  resendBadge: 'Resend Verification Badge',
  badgeEmailComing: 'We will be sending you an email shortly',
  /** Login refused: the badge is not on the school page (yet). */
  badgeMissing: 'We could not find the Planimetry badge on your school page yet. Place it as the email we sent describes, then log in again.',
  /** Login refused: the badge is there, the review has not happened yet. */
  reviewPending: 'Thank you: we found the badge on your school page. We review educator registrations within 24 hours and will email you.',
  /** Login refused: the administrator rejected the school. */
  reviewFailed: 'We could not confirm your school as a legally accredited school. You can register again with other details.',
  sessionNameLabel: 'Session name',
  copied: 'Copied!',
  startSession: 'Start session',
  endSession: 'End Session',
  confirmEnd: 'Click again to confirm',
  sessionSettings: 'Session Settings',
  closeAccount: 'Close Educator Account',
  deleteSession: 'Click again to Delete',
  deleteAllFiles: 'Click again to delete all files',
  /** POST /session-login with a wrong name or password (the same words for both). */
  sessionLoginFailed: 'The session name or password is not correct.',
  /** POST /session-login for a session that ended. */
  sessionOver: 'This session has ended. Ask your educator for the current session.',
  /** POST /api/educator/session while one still runs. */
  sessionRunning: 'A session is already running. End it before starting another.',
  sessionNotFound: 'Session not found.',
  /** The modal after the server ended the session (spec §8), and its title. */
  sessionEndedTitle: 'Session was ended',
  sessionEnded: (name: string) => `Session ${name} was ended.`,
  /** A route for approved educators called by anyone else. */
  notEducator: 'This is for approved educator accounts only.',
} as const;

/**
 * POST /api/educator/enable (spec §3 "Educator application": phone, name, city, country, usage,
 * badge_url), sent by /educator-update. `name` is the school's name. The phone keeps its digits as
 * text: the spec parses it as an integer, but a number would lose a leading 0 or +.
 */
export const educatorApplicationSchema = z.object({
  phone: phoneField(),
  name: requiredText('School name', ACCOUNT_LIMITS.nameMax),
  city: requiredText('City', ACCOUNT_LIMITS.nameMax),
  country: requiredText('Country', ACCOUNT_LIMITS.nameMax),
  usage: requiredText('Usage', ACCOUNT_LIMITS.messageMax, { multiLine: true }),
  badge_url: httpUrl('Address'),
});
export type EducatorApplication = z.infer<typeof educatorApplicationSchema>;

/** POST /api/educator/badge-url {url}. */
export const badgeUrlRequestSchema = z.object({ url: httpsUrl('Address') });

/** POST /educator/resend-badge-email (email lowercased, password): from the login screen, so no token. */
export const resendBadgeRequestSchema = z.object({ email: emailField(), password: enteredPasswordField() });

/**
 * The badge an educator places on the school page. The server looks for the element carrying
 * `data-planimetry-badge="<code>"`, where the code is the educator's own (so a badge copied from
 * another school proves nothing).
 */
export const BADGE_ATTRIBUTE = 'data-planimetry-badge';
export function badgeSnippet(code: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `<a href="${base}/" ${BADGE_ATTRIBUTE}="${code}"><img src="${base}/badge.svg" alt="Planimetry for classrooms" width="120" height="40"></a>`;
}

/** POST /api/educator/session {name} (spec §5: "Session name" required). */
export const startClassroomRequestSchema = z.object({ name: requiredText(CLASSROOM_MESSAGES.sessionNameLabel, ACCOUNT_LIMITS.nameMax) });

/** A document of a classroom session as the session lists show it. */
export const classroomDocumentSchema = z.object({ id: z.string(), name: z.string(), session_id: z.string() });

/**
 * Spec §3 "Educator session": id, name, password, ends_at, created_at, documents_count,
 * isEnded (computed: stopped, or ends_at passed), documents; and ours, settings.
 */
export const classroomSessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  password: z.string(),
  ends_at: z.string(),
  created_at: z.string(),
  documents_count: z.number().int().nonnegative(),
  isEnded: z.boolean(),
  documents: z.array(classroomDocumentSchema),
  /** The session's settings as last saved (null until then), so the dashboard shows them again. */
  settings: classroomSettingsSchema.nullable(),
});
export type ClassroomSession = z.infer<typeof classroomSessionSchema>;

/** POST and GET /api/educator/session: the running session, or null when none runs (GET). */
export const classroomSessionResponseSchema = z.object({ success: z.literal(true), session: classroomSessionSchema.nullable() });
/** GET /api/educator/sessions, newest first. */
export const classroomSessionsResponseSchema = z.object({ success: z.literal(true), sessions: z.array(classroomSessionSchema) });
/** GET /api/educator/session/{id}/documents. */
export const classroomDocumentsResponseSchema = z.object({ success: z.literal(true), documents: z.array(documentSummarySchema) });

/** PUT /api/educator/session/settings: the running session's settings, pushed to its students. */
export const classroomSettingsRequestSchema = z.object({ settings: classroomSettingsSchema });


/** Educator layer colours (drawing-core §9: "a fixed list"): one per student layer, in order, chosen for contrast on white and on a grid. */
export const EDUCATOR_LAYER_COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b', '#e377c2'] as const;

/** Socket event names (spec §7 "Socket events (incoming)"). */
export const CLASSROOM_EVENT = {
  /** To each student of a session that ended: the client logs out ("You have been logged out. Session was ended."). */
  studentSessionEnded: 'studentSessionEnded',
  /** To the educator: the session ended, by their own stop or by the server (time up). */
  educatorSessionEnded: 'educatorSessionEnded',
  /** To the educator: a student saved, archived or deleted a document of the session. */
  sessionDocumentUpdated: 'sessionDocumentUpdated',
  /** To the students: the educator changed the session's settings. */
  sessionSettingsUpdated: 'sessionSettingsUpdated',
} as const;

export const studentSessionEndedPayloadSchema = z.object({ name: z.string() });
export const educatorSessionEndedPayloadSchema = z.object({ name: z.string(), isEducatorStop: z.boolean() });
export const sessionDocumentUpdatedPayloadSchema = z.object({ documents: z.array(documentSummarySchema) });
export const sessionSettingsUpdatedPayloadSchema = z.object({ settings: classroomSettingsSchema });

export interface ClassroomServerToClientEvents {
  studentSessionEnded: (payload: z.infer<typeof studentSessionEndedPayloadSchema>) => void;
  educatorSessionEnded: (payload: z.infer<typeof educatorSessionEndedPayloadSchema>) => void;
  sessionDocumentUpdated: (payload: z.infer<typeof sessionDocumentUpdatedPayloadSchema>) => void;
  sessionSettingsUpdated: (payload: z.infer<typeof sessionSettingsUpdatedPayloadSchema>) => void;
}
