import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verificationLink, verificationMail } from './accountMails';
import { createMailer } from './mailer';
import { newestMessage, readOutbox } from './readOutbox';

describe('reading the outbox back', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'planimetry-outbox-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // A token is random base64url: now and then two of its dashes land just after a line the
  // quoted-printable encoding broke, and that line starts with "--" as a MIME boundary does.
  it('reads a link whole wherever "--" falls in it, also at the start of a wrapped line', async () => {
    const mailer = createMailer({ dataDir, log: { info: () => undefined } });
    const tokens = Array.from({ length: 60 }, (_, at) => `${'A'.repeat(at)}--${'b'.repeat(60 - at)}`);
    for (const token of tokens) {
      await mailer.send(verificationMail(`u${token.indexOf('-')}@example.com`, new Date(Date.UTC(2026, 11, 2)), verificationLink('https://planimetry.example/', token)));
    }
    const messages = await readOutbox(dataDir);
    expect(messages).toHaveLength(tokens.length);
    for (const token of tokens) {
      const message = messages.find((each) => each.to === `u${token.indexOf('-')}@example.com`);
      expect(message?.text, token).toContain(`/verify/${token}`);
    }
  });

  it('finds the newest message a test wants, and none when no message matches', async () => {
    const mailer = createMailer({ dataDir, log: { info: () => undefined } });
    // A message's name starts with its time: each is written a millisecond after the last, so the order is known.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 11, 2) });
    for (const [to, token] of [['ann@example.com', 'first'], ['bob@example.com', 'other'], ['ann@example.com', 'second']]) {
      vi.advanceTimersByTime(1);
      await mailer.send(verificationMail(to!, new Date(), verificationLink('https://planimetry.example/', token!)));
    }
    vi.useRealTimers();
    const newest = await newestMessage(dataDir, (message) => message.to === 'ann@example.com');
    expect(newest?.text).toContain('/verify/second');
    expect(await newestMessage(dataDir, (message) => message.to === 'cy@example.com')).toBeUndefined();
  });
});
