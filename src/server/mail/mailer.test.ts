import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneTimePasswordMail, verificationLink, verificationMail } from './accountMails';
import { outboxDir } from './mailer';
import { readOutbox } from './readOutbox';

/** Every path the code under test writes a file to, in order (the writes themselves go through). */
const written = vi.hoisted(() => [] as string[]);
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof fs.writeFile = (path, ...rest) => {
    written.push(String(path));
    return fs.writeFile(path, ...rest);
  };
  return { ...fs, default: { ...fs, writeFile }, writeFile };
});

/**
 * The mailer as loaded with the mock above. Test files share their worker's modules (Vitest's
 * `isolate: false`), so one loaded earlier without the mock may be cached: load it afresh.
 */
let createMailer: typeof import('./mailer').createMailer;
beforeAll(async () => {
  vi.resetModules();
  ({ createMailer } = await import('./mailer'));
});

describe('the outbox mailer', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'planimetry-mail-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a verification mail as an .eml whose link can be read back, and logs the link', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ dataDir, log: { info: (_, message) => lines.push(message) } });
    const token = 'A'.repeat(43) + '_-x';
    const link = verificationLink('https://planimetry.example/', token);
    await mailer.send(verificationMail('ann@example.com', new Date('2026-05-04T13:37:59Z'), link));

    const [message, ...rest] = await readOutbox(dataDir);
    expect(rest).toEqual([]);
    expect(message?.to).toBe('ann@example.com');
    expect(message?.subject).toBe('Verify your Planimetry account');
    expect(message?.text).toContain('Hello,');
    expect(message?.text).toContain('this link was asked for on 4 May 2026 at 13:37 UTC');
    expect(message?.text).toContain(`https://planimetry.example/verify/${token}\n`);
    expect(lines).toEqual([`Mail written to the outbox: verification link for ann@example.com: ${link}`]);

    const raw = await readFile(join(outboxDir(dataDir), message?.file ?? ''), 'utf8');
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect((await stat(join(outboxDir(dataDir), message?.file ?? ''))).mode & 0o777).toBe(0o600);
  });

  it('keeps messages in the order they were sent and escapes HTML in names', async () => {
    const mailer = createMailer({ dataDir });
    await mailer.send(oneTimePasswordMail('a@example.com', '<b>A</b>', 'pw-1', 'http://localhost:8080/login'));
    await mailer.send(oneTimePasswordMail('b@example.com', 'B', 'pw-2', 'http://localhost:8080/login'));
    const messages = await readOutbox(dataDir);
    expect(messages.map((message) => message.to)).toEqual(['a@example.com', 'b@example.com']);
    expect(messages[1]?.text).toContain('pw-2');
    const raw = await readFile(join(outboxDir(dataDir), messages[0]?.file ?? ''), 'utf8');
    expect(raw).toContain('&#60;b&#62;A&#60;/b&#62;');
  });

  it('never lets a reader of the outbox see half a message: each is written under another name, then renamed', async () => {
    written.length = 0;
    const mailer = createMailer({ dataDir });
    await Promise.all(['a', 'b', 'c'].map((name) => mailer.send(oneTimePasswordMail(`${name}@example.com`, name, 'pw', 'http://localhost:8080/login'))));
    expect(written).toHaveLength(3);
    expect(written.filter((path) => path.endsWith('.eml'))).toEqual([]);
    const messages = await readOutbox(dataDir);
    expect(messages.map((message) => message.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect((await readdir(outboxDir(dataDir))).filter((name) => !name.endsWith('.eml'))).toEqual([]);
  });

  it('refuses to start without a place for the outbox', () => {
    expect(() => createMailer({})).toThrow(/dataDir/);
  });
});
