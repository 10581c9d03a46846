import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CLASSROOM_PASSWORD_ALPHABET, CLASSROOM_PASSWORD_LENGTH } from '../../shared/classroom';

/** A new session password: CLASSROOM_PASSWORD_LENGTH characters drawn uniformly (crypto) from the look-alike-free alphabet. */
export function newClassroomPassword(): string {
  let password = '';
  for (let index = 0; index < CLASSROOM_PASSWORD_LENGTH; index += 1) password += CLASSROOM_PASSWORD_ALPHABET[randomInt(CLASSROOM_PASSWORD_ALPHABET.length)];
  return password;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares a typed password with a session's in constant time: equal-length digests, so neither length nor prefix shows in the timing. */
export function classroomPasswordMatches(stored: string, typed: string): boolean {
  return timingSafeEqual(digest(stored), digest(typed));
}
