import { describe, expect, it } from 'vitest';
import { CHECKED_LENGTH, weakPasswordReason } from './passwordStrength';

describe('weakPasswordReason', () => {
  it('refuses common passwords, keyboard walks, sequences and the person’s own name, saying why', () => {
    expect(weakPasswordReason('password')).toBe('This password is too easy to guess. This is a heavily used password. Add more words that are less common.');
    for (const weak of ['Password', '123456', 'qwerty123', 'secret1', 'abcd2345', 'Summer2024']) {
      expect(weakPasswordReason(weak), weak).toMatch(/^This password is too easy to guess\. /);
    }
    expect(weakPasswordReason('annalee99', ['ann.lee@example.com', 'Anna', 'Lee'])).not.toBeNull();
  });

  it('accepts the passwords people and our tests choose', () => {
    for (const strong of ['measure-42', 'secret-123', 'better-456', 'brand-new-1', 'plots-and-plans', 'correct horse battery staple']) {
      expect(weakPasswordReason(strong), strong).toBeNull();
    }
  });

  it('judges only the first characters, so the longest accepted password costs no more than a short one', () => {
    const patterned = 'aB3$'.repeat(32);
    const started = performance.now();
    expect(weakPasswordReason(patterned)).toMatch(/Repeated character patterns/);
    // Uncapped this took about 5 s; capped, about 0.15 s on a loaded machine.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(weakPasswordReason(`${'k8#Vq2!mZp0@Lw7$Rt5^Yx3&Nb6*Hc4('.slice(0, CHECKED_LENGTH)}password`)).toBeNull();
  });
});
