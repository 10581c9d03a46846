/**
 * Weak new passwords are refused with a reason (issue 36 item 12), at registration, password change
 * and choosing a new password after a reset. zxcvbn-ts estimates how many guesses a cracker needs
 * from its dictionaries (common passwords, names, English words, keyboard walks, dates, l33t); a
 * score under {@link MIN_PASSWORD_SCORE} (fewer than 10^8 guesses: "password", "qwerty123",
 * "Summer2024") is refused, with its own warning as the reason. The person's own address and names
 * count as dictionary words, so "ann.lee1" is weak for Ann Lee.
 *
 * It runs on the server only, so the dictionaries (about 1.5 MB) never reach the client; they are
 * ranked once, at the first check (about 0.7 s). Measured on the shared 2-core build machine under
 * load: a check costs 2 to 50 ms for an ordinary password and up to about 150 ms for the costliest
 * 32 characters (a repeated pattern with l33t letters); before {@link CHECKED_LENGTH} capped it, a
 * 128-character one took 5 s. Every route that checks is rate-limited and hashes with argon2 too.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/** zxcvbn's score 2: "somewhat guessable", at least 10^8 guesses; 0 and 1 are refused. */
export const MIN_PASSWORD_SCORE = 2;

/**
 * Only the first 32 characters are judged: the matchers' cost grows fast with length (a
 * 128-character repeated pattern took seconds), which a stranger could spend at the register
 * route. A password whose first 32 characters are strong is strong.
 */
export const CHECKED_LENGTH = 32;

/** l33t variants tried per password (the library's default is 100; each costs a dictionary pass). */
const L33T_MAX_SUBSTITUTIONS = 16;

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: CHECKED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return factory;
}

/**
 * Why `password` is too weak, or null when it is strong enough. `personal` holds what the account
 * knows of the person (address, names), which a guesser would try first.
 */
export function weakPasswordReason(password: string, personal: readonly string[] = []): string | null {
  const words = personal.flatMap((entry) => [entry, ...entry.split(/[@.\s_+-]+/)]).filter((word) => word.length >= 3);
  const result = zxcvbn().check(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const why = warning ?? 'It would be guessed quickly.';
  const hint = suggestions[0] ?? 'Add another word or two; uncommon words are better.';
  return `This password is too easy to guess. ${why} ${hint}`;
}

/** The 422 body of a route refusing a weak new password in `field`, or null when it is strong enough. */
export function weakPasswordRefusal(
  password: string,
  personal: readonly string[],
  field: string,
): { success: false; message: string; field: string } | null {
  const message = weakPasswordReason(password, personal);
  return message === null ? null : { success: false, message, field };
}
