/**
 * A student's identity in classroom sessions: a secret the server issues at the browser's first
 * session login and the browser keeps (an HttpOnly cookie for the app, the answer's `studentKey`
 * for API clients), never a device id the client claims. Until issue 35 a student was found by
 * the device id the login named, and an educator, who sees device ids, could log in as any of
 * their students and overwrite or delete their work. Only the key's SHA-256 is stored, so the
 * database alone cannot log anyone in either.
 *
 * One key per browser serves every session it joins: the same browser is the same student of a
 * session whenever it logs in again, as it was by its device before.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STUDENT_KEY_PATTERN } from '../../shared/accounts';

export const STUDENT_KEY_COOKIE = 'student-key';

/** A year: the browser stays the same student of every session it joins within it. */
const STUDENT_KEY_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A new key: 256 random bits in base64url, 43 characters. */
export const newStudentKey = (): string => randomBytes(32).toString('base64url');

/** What is stored and looked up: the key's SHA-256 in hex. */
export const studentKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The key the login presents: the body's (API clients), else the browser's cookie; undefined when neither is well-formed. */
export function presentedStudentKey(request: FastifyRequest, bodyKey: string | undefined): string | undefined {
  const key = bodyKey ?? request.cookies[STUDENT_KEY_COOKIE];
  return key !== undefined && STUDENT_KEY_PATTERN.test(key) ? key : undefined;
}

/**
 * Keeps the key in the browser: HttpOnly (no script reads it), sent only to /session-login and
 * only by our own pages (SameSite=Strict).
 */
export function setStudentKeyCookie(reply: FastifyReply, key: string, secure: boolean): void {
  reply.setCookie(STUDENT_KEY_COOKIE, key, { path: '/session-login', httpOnly: true, sameSite: 'strict', secure, maxAge: STUDENT_KEY_MAX_AGE_SECONDS });
}
