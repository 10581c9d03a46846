import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verificationLink, verificationMail } from './accountMails';
import { createMailer } from './mailer';
import { readOutbox } from './readOutbox';

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
      await mailer.send(verificationMail(`u${token.indexOf('-')}@example.com`, { firstName: 'Zoë', lastName: 'Ångström' }, verificationLink('https://planimetry.example/', token)));
    }
    const messages = await readOutbox(dataDir);
    expect(messages).toHaveLength(tokens.length);
    for (const token of tokens) {
      const message = messages.find((each) => each.to === `u${token.indexOf('-')}@example.com`);
      expect(message?.text, token).toContain(`/verify/${token}`);
    }
  });
});
