/**
 * POST /session-login (spec accounts §7): a student joins a running classroom session with its
 * name and password. Each browser gets one student user per session, found by the student key it
 * keeps (studentKey.ts; made with a new key on its first login, reused after), never by the device
 * id it names, and a login whose token ends with the session at the latest.
 *
 * A wrong name and a wrong password answer alike. "The session has ended" is told only to someone
 * who typed the ended session's own password, so a stranger learns nothing about which names exist.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientIdSchema, CLIENT_ID_HEADER } from '../../shared/api';
import { CLASSROOM_MESSAGES } from '../../shared/classroom';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../auth/accessTokens';
import { setSessionCookies } from '../auth/sessionCookies';
import { isUniqueViolation } from '../db/isUniqueViolation';
import type { AccountServices } from '../routes/accountServices';
import { classroomPasswordMatches } from './classroomPassword';
import { isEnded, type Classroom, type ClassroomsRepository } from '../db/classroomsRepository';
import { newStudentKey, setStudentKeyCookie, studentKeyHash } from './studentKey';

/** How many sessions of one name are compared: names repeat across educators and days, the newest matter. */
const SAME_NAME_LIMIT = 50;

/** A student who gives no name (an API client) is "Student" to their educator, as before. */
export const STUDENT_DEFAULT_NAME = 'Student';

/** Students' addresses: a domain that can never receive mail (RFC 2606), so no mail ever goes to one. */
export const STUDENT_EMAIL_DOMAIN = 'students.invalid';

export type StudentLoginResult = { accessToken: string; studentKey: string } | { refused: string };

type Services = Pick<AccountServices, 'users' | 'sessions' | 'tokens' | 'passwords' | 'now' | 'secureCookies'>;

/** The device a login comes from: the body's deviceUuid, else the browser's x-client-id, else a new one. */
export function studentDevice(request: FastifyRequest, bodyDevice: string | undefined): string {
  if (bodyDevice) return bodyDevice;
  const header = clientIdSchema.safeParse(request.headers[CLIENT_ID_HEADER]);
  return header.success ? header.data : randomUUID();
}

/** The session the name and password open now, or why not. */
async function findClassroom(classrooms: ClassroomsRepository, name: string, password: string, now: Date): Promise<Classroom | string> {
  const named = await classrooms.withName(name, SAME_NAME_LIMIT);
  // Every candidate is compared, so the time taken does not tell how far down the match was.
  const matching = named.filter((classroom) => classroomPasswordMatches(classroom.password, password));
  const running = matching.find((classroom) => !isEnded(classroom, now));
  if (running) return running;
  return matching.length > 0 ? CLASSROOM_MESSAGES.sessionOver : CLASSROOM_MESSAGES.sessionLoginFailed;
}

/** The student user of this key in this session: made on the first login, the same one after. */
async function studentUser(
  services: Services,
  classrooms: ClassroomsRepository,
  classroom: Classroom,
  key: string,
  device: string,
  displayName: string | undefined,
): Promise<{ id: string; email: string }> {
  const keyHash = studentKeyHash(key);
  const existing = await classrooms.studentWithKey(classroom.id, keyHash);
  if (existing) {
    const user = await services.users.findById(existing);
    // The name typed at this login is the one the educator sees from now on; a login that gives
    // none (an API client) keeps the name the student gave before.
    if (user) return displayName === undefined || user.firstName === displayName ? user : ((await services.users.updateName(user.id, displayName, '')) ?? user);
  }
  const created = await services.users.create({
    email: `${randomUUID()}@${STUDENT_EMAIL_DOMAIN}`,
    // Nobody knows it: a student never logs in with /login.
    passwordHash: await services.passwords.hash(randomBytes(32).toString('hex')),
    firstName: displayName ?? STUDENT_DEFAULT_NAME,
    lastName: '',
    deviceUuid: device,
    isSessionUser: true,
  });
  try {
    await classrooms.addStudent(created.id, classroom.id, keyHash);
    // Verified only once it is this key's student, so a loser of the race below is still unverified.
    await services.users.markVerified(created.id);
    return created;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same browser logged in twice at once: the other request's student stays.
    await services.users.deleteUnverified(created.email).catch(() => undefined);
    const other = await classrooms.studentWithKey(classroom.id, keyHash);
    const user = other === undefined ? undefined : await services.users.findById(other);
    if (!user) throw error;
    return user;
  }
}

/**
 * Logs the browser into the session as the student its key names (a new student and key when it
 * presents none); sets the cookies on `reply` and answers the token and key, or why it was refused.
 */
export async function studentLogin(
  services: Services,
  classrooms: ClassroomsRepository,
  reply: FastifyReply,
  login: { session: string; password: string; device: string; studentKey: string | undefined; displayName?: string | undefined },
): Promise<StudentLoginResult> {
  const now = services.now();
  const found = await findClassroom(classrooms, login.session, login.password, now);
  if (typeof found === 'string') return { refused: found };
  const studentKey = login.studentKey ?? newStudentKey();
  const user = await studentUser(services, classrooms, found, studentKey, login.device, login.displayName);
  // The login, its token and the cookies all end with the session at the latest.
  const sessionEnd = Math.floor(Date.parse(found.endsAt) / 1000);
  const expiresAt = Math.min(Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_LIFETIME_SECONDS.year, sessionEnd);
  const sid = await services.sessions.start(user.id, login.device, new Date(expiresAt * 1000));
  const accessToken = await services.tokens.sign({ sub: user.id, email: user.email, device: login.device, sid }, 'year', sessionEnd);
  setSessionCookies(reply, accessToken, expiresAt, { secure: services.secureCookies }, now.getTime());
  setStudentKeyCookie(reply, studentKey, services.secureCookies);
  return { accessToken, studentKey };
}
