import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, InvalidPasswordHashError, needsRehash, PASSWORD_HASH_COST, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id at the written-down cost and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(first).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${PASSWORD_HASH_COST.memoryCost},t=${PASSWORD_HASH_COST.timeCost},p=${PASSWORD_HASH_COST.parallelism}\\$`),
    );
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
  });

  it('accepts the right password and refuses a wrong one, even one differing only in case or a space', async () => {
    const stored = await hashPassword('Tr0ub4dor&3 ünïcødé');
    expect(await verifyPassword(stored, 'Tr0ub4dor&3 ünïcødé')).toBe(true);
    expect(await verifyPassword(stored, 'tr0ub4dor&3 ünïcødé')).toBe(false);
    expect(await verifyPassword(stored, 'Tr0ub4dor&3 ünïcødé ')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('throws InvalidPasswordHashError for a stored value that is no argon2 hash', async () => {
    await expect(verifyPassword('plain-text-password', 'plain-text-password')).rejects.toBeInstanceOf(InvalidPasswordHashError);
    await expect(verifyPassword('$argon2id$v=19$m=broken', 'x')).rejects.toBeInstanceOf(InvalidPasswordHashError);
  });

  it('asks for a rehash of hashes made with other settings, not of today’s', async () => {
    expect(needsRehash(await hashPassword('secret1'))).toBe(false);
    expect(needsRehash(await hash('secret1', { memoryCost: 4096, timeCost: 3, parallelism: 1 }))).toBe(true);
    expect(needsRehash('$2b$10$bcryptlookinghashvalue')).toBe(true);
    expect(needsRehash('$argon2id$garbage')).toBe(true);
  });
});
