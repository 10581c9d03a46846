import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * Argon2id cost. 19 MiB of memory, 2 passes, 1 lane is the OWASP Password Storage Cheat Sheet's
 * baseline for argon2id: about 20 ms per hash on one core of the build machine, which keeps login cheap for a
 * person yet makes each guess against a stolen hash cost the same memory. One lane because the
 * server shares its few cores with every other request. Raising any of these later only needs
 * `needsRehash` at login to upgrade stored hashes.
 */
export const PASSWORD_HASH_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The PHC prefix of argon2id hashes; the package's default algorithm, checked rather than assumed. */
const ARGON2ID_PREFIX = '$argon2id$';

/** Thrown when a stored hash is not an argon2 PHC string: a damaged row, not a wrong password. */
export class InvalidPasswordHashError extends Error {
  constructor(cause?: unknown) {
    super('Stored password hash is not a valid argon2 hash', { cause });
    this.name = 'InvalidPasswordHashError';
  }
}

/** Hashes a password with argon2id and a fresh random salt, as a PHC string (`$argon2id$v=19$m=…`). */
export async function hashPassword(password: string): Promise<string> {
  const hashed = await hash(password, PASSWORD_HASH_COST);
  if (!hashed.startsWith(ARGON2ID_PREFIX)) throw new Error('argon2 produced a hash that is not argon2id');
  return hashed;
}

/**
 * Whether the password matches the stored hash. A wrong password answers false; a stored value
 * that is no argon2 hash throws `InvalidPasswordHashError`, so damage is not mistaken for a typo.
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  if (!storedHash.startsWith('$argon2')) throw new InvalidPasswordHashError();
  try {
    return await verify(storedHash, password);
  } catch (error) {
    throw new InvalidPasswordHashError(error);
  }
}

/**
 * Whether a stored hash was made with other settings than today's (another algorithm or a lower
 * or different cost), so the caller should hash the password again after a successful login.
 */
export function needsRehash(storedHash: string): boolean {
  if (!storedHash.startsWith(ARGON2ID_PREFIX)) return true;
  try {
    const options = parseOptions(storedHash);
    return (
      options.memoryCost !== PASSWORD_HASH_COST.memoryCost ||
      options.timeCost !== PASSWORD_HASH_COST.timeCost ||
      options.parallelism !== PASSWORD_HASH_COST.parallelism
    );
  } catch {
    return true;
  }
}
