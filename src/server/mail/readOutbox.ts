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

/**
 * The text/plain part of a message: the body itself, or in a multipart message the part between
 * its own boundaries. The boundary is read from the header: a line of the body may start with
 * "--" too (a wrapped line of a link whose random token holds two dashes), and ending the part
 * there would cut the link short.
 */
function plainText(raw: string): string {
  const text = plainTextOf(raw);
  if (text === undefined) throw new Error('The message has no text/plain part');
  return text;
}

/** `entity` is a head, a blank line and a body; a multipart body is searched part by part. */
function plainTextOf(entity: string): string | undefined {
  const split = entity.indexOf('\n\n');
  if (split < 0) return undefined;
  const head = entity.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = entity.slice(split + 2);
  const boundary = /Content-Type:\s*multipart\/[^\n]*boundary="?([^";\n]+)"?/i.exec(head)?.[1];
  if (boundary !== undefined) {
    // The parts between "--boundary" lines; the preamble before the first and the end marker go.
    for (const part of `\n${body}`.split(`\n--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainTextOf(part.replace(/^[^\n]*\n/, ''));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (!/Content-Type:\s*text\/plain/i.test(head)) return undefined;
  const content = body.replace(/\n$/, '');
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(content);
  if (encoding === 'base64') return Buffer.from(content, 'base64').toString('utf8');
  return content;
}

const messageIn = async (directory: string, name: string): Promise<OutboxMessage> => {
  const raw = (await readFile(join(directory, name), 'utf8')).replace(/\r\n/g, '\n');
  const head = raw.slice(0, raw.indexOf('\n\n'));
  return { file: name, to: header(head, 'To'), subject: header(head, 'Subject'), text: plainText(raw) };
};

/** The names of the outbox's messages, oldest first (their names start with the time). */
const messageNames = async (directory: string): Promise<string[]> =>
  (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();

/** Every message in `DATA_DIR/outbox`, oldest first; none when the outbox does not exist. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const directory = outboxDir(dataDir);
  return Promise.all((await messageNames(directory)).map((name) => messageIn(directory, name)));
}

/**
 * The newest message in `DATA_DIR/outbox` that `wanted` accepts, read newest first so a busy
 * outbox (a test run's hundreds of accounts) is not read whole for each one; undefined if none.
 */
export async function newestMessage(dataDir: string, wanted: (message: OutboxMessage) => boolean): Promise<OutboxMessage | undefined> {
  const directory = outboxDir(dataDir);
  for (const name of (await messageNames(directory)).reverse()) {
    const message = await messageIn(directory, name);
    if (wanted(message)) return message;
  }
  return undefined;
}
