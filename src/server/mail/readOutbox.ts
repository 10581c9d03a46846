/**
 * Reads the outbox back: what a person would see in the mail the server wrote. Used by tests and
 * handy when checking a local setup; it understands the plain MIME nodemailer writes, not every
 * message in the world.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { outboxDir } from './mailer';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain body. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`), 'latin1');
  // Percent escapes stand for raw bytes; decode them as UTF-8 without touching literal percent signs.
  return decodeURIComponent(bytes.toString('latin1').replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function decodeHeaderWord(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1] === undefined ? '' : decodeHeaderWord(match[1]).trim();
}

function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\n]*\n((?:[^\n]+\n)*?)\n([\s\S]*?)(?:\n--[^\n]+|$)/i.exec(raw);
  if (!part) throw new Error('The message has no text/plain part');
  const partHead = part[1] ?? '';
  const body = part[2] ?? '';
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(partHead)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** Every message in `DATA_DIR/outbox`, oldest first; none when the outbox does not exist. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const directory = outboxDir(dataDir);
  const files = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const raw = (await readFile(join(directory, name), 'utf8')).replace(/\r\n/g, '\n');
      const head = raw.slice(0, raw.indexOf('\n\n'));
      return { file: name, to: header(head, 'To'), subject: header(head, 'Subject'), text: plainText(raw) };
    }),
  );
}
