/**
 * The classroom's parts of `GET /api/user` and of POST /login's failures, kept apart from
 * classroom.ts because accounts.ts builds on them and classroom.ts builds on accounts.ts.
 */
import { z } from 'zod';
import { lengthUnitSchema } from './schemas';
import { settingsSchema } from './settings';

/** Where an educator's account stands; the login answers and the admin review follow it. */
export const EDUCATOR_STATUSES = [
  /** Registered and verified; the badge was not found on the school page yet. */
  'badge-pending',
  /** The badge was found; an administrator reviews the school (within 24 hours). */
  'review-pending',
  /** Approved: the account has the Educator plan. */
  'approved',
  /** The administrator refused the school; the person may register again. */
  'rejected',
] as const;
export type EducatorStatus = (typeof EDUCATOR_STATUSES)[number];

/** Why POST /login refused an educator (added to accounts' LOGIN_FAILURE_REASONS' meaning). */
export const EDUCATOR_LOGIN_FAILURES = ['educator-badge', 'educator-review', 'educator-rejected'] as const;
export type EducatorLoginFailure = (typeof EDUCATOR_LOGIN_FAILURES)[number];

/**
 * A session's settings (spec §7 "session settings updated (settings.state, JSON)"): the canvas
 * settings students draw with. Beyond the spec, `lock` fixes the scale and unit for every
 * student, so a class measures the same plan the same way.
 */
export const classroomLockSchema = z.object({
  /** Real length of one grid square (or of the scale's reference), as the scale field shows it. */
  value: z.number().min(0.1).max(1e9),
  unit: lengthUnitSchema,
});
export const classroomSettingsSchema = z.object({
  state: settingsSchema.pick({ measurementSystem: true, imperial: true, inchFraction: true, displayLineLength: true, displayAngles: true }),
  lock: classroomLockSchema.nullable(),
});
export type ClassroomSettings = z.infer<typeof classroomSettingsSchema>;

/** What GET /api/user adds for a student (`is_session_user`): the session joined; null for everyone else. */
export const studentClassroomSchema = z.object({
  id: z.string(),
  name: z.string(),
  ends_at: z.string(),
  settings: classroomSettingsSchema.nullable(),
});
export type StudentClassroom = z.infer<typeof studentClassroomSchema>;

/** What GET /api/user adds for an educator account (registered as one, whatever the state). */
export const educatorViewSchema = z.object({
  status: z.enum(EDUCATOR_STATUSES),
  nameOfSchool: z.string(),
  badge_url: z.string(),
});
export type EducatorView = z.infer<typeof educatorViewSchema>;
