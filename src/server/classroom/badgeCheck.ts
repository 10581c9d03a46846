/**
 * The badge check: fetches an educator's school page and looks for the element carrying their own
 * badge code (`data-planimetry-badge="<code>"`). The address is typed by a stranger, so the fetch
 * is bounded (5 s in all, 1 MB read, 3 redirects, http and https only) and never reaches the
 * server's own network: every hop's host is resolved, refused when any of its addresses is
 * private, loopback, link-local or unique-local, and the connection goes to the address checked
 * (no second lookup a rebinding DNS server could answer differently).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { BADGE_ATTRIBUTE } from '../../shared/classroom';

export const BADGE_CHECK_TIME_LIMIT_MS = 5_000;
export const BADGE_CHECK_SIZE_LIMIT_BYTES = 1024 * 1024;
export const BADGE_CHECK_MAX_REDIRECTS = 3;

export interface BadgeCheckOptions {
  /**
   * Tests only (BADGE_CHECK_ALLOW_PRIVATE=1): lets the check reach a local test server. Never the
   * default. A function allows just the addresses it answers true for (one test server, not the rest).
   */
  allowPrivate?: boolean | ((address: string) => boolean);
  timeLimitMs?: number;
  sizeLimitBytes?: number;
  maxRedirects?: number;
  /** Resolves a host name to its addresses; the system resolver by default. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

/** Why a check did not find the badge; the administrator's `check` prints it. */
export type BadgeMissReason =
  | 'missing'
  | 'not-http'
  | 'private-address'
  | 'unresolvable'
  | 'too-many-redirects'
  | 'http-status'
  | 'too-large'
  | 'timeout'
  | 'unreachable';

export type BadgeCheckResult = { found: true; url: string } | { found: false; reason: BadgeMissReason; url: string };

/** Addresses a page on the public web never has. */
const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const PRIVATE_V6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
];
const privateV4 = new BlockList();
for (const [network, prefix] of PRIVATE_V4) privateV4.addSubnet(network, prefix, 'ipv4');
const privateV6 = new BlockList();
for (const [network, prefix] of PRIVATE_V6) privateV6.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (::ffff:a.b.c.d mapped, or 64:ff9b::/96 NAT64), if any. */
function embeddedV4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return undefined;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address lies in a private, loopback, link-local, unique-local or otherwise non-public range. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateV4.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedV4(address);
  if (v4 !== undefined) return privateV4.check(v4, 'ipv4');
  return privateV6.check(address, 'ipv6');
}

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/** Whether the page's markup has an element whose badge attribute holds exactly `code`. */
export function pageHasBadge(page: string, code: string): boolean {
  const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`<[a-zA-Z][^>]*\\s${BADGE_ATTRIBUTE}\\s*=\\s*(?:"${escaped}"|'${escaped}'|${escaped}(?=[\\s/>]))`);
  return pattern.test(page);
}

interface Hop {
  status: number;
  location: string | undefined;
  body: Buffer;
  truncated: boolean;
}

class BadgeMiss extends Error {
  constructor(readonly reason: BadgeMissReason) {
    super(reason);
  }
}

/** One request to a checked address; reads at most `sizeLimit` bytes of a 2xx body. */
function fetchOnce(url: URL, address: { address: string; family: number }, sizeLimit: number, signal: AbortSignal): Promise<Hop> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      // No pooled sockets: each check connects to the address it has just checked.
      { method: 'GET', agent: false, lookup: pinned, signal, headers: { 'user-agent': 'Planimetry badge check', accept: 'text/html,*/*;q=0.5' } },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status < 200 || status >= 300) {
          response.destroy();
          resolve({ status, location, body: Buffer.alloc(0), truncated: false });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          const room = sizeLimit - size;
          chunks.push(chunk.subarray(0, room));
          size += chunk.length;
          // Stop reading beyond the limit: a huge page costs us no more than the limit.
          if (size > sizeLimit) {
            response.destroy();
            resolve({ status, location, body: Buffer.concat(chunks), truncated: true });
          }
        });
        response.on('end', () => resolve({ status, location, body: Buffer.concat(chunks), truncated: false }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Looks for the educator's badge (`code`) on the page at `address`. Never throws: a page that
 * cannot be fetched within the limits is a miss with its reason.
 */
export async function checkBadge(address: string, code: string, options: BadgeCheckOptions = {}): Promise<BadgeCheckResult> {
  const timeLimit = options.timeLimitMs ?? BADGE_CHECK_TIME_LIMIT_MS;
  const sizeLimit = options.sizeLimitBytes ?? BADGE_CHECK_SIZE_LIMIT_BYTES;
  const maxRedirects = options.maxRedirects ?? BADGE_CHECK_MAX_REDIRECTS;
  const resolveHost = options.resolve ?? systemResolve;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeLimit);
  let current = address;
  try {
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const url = parseHttpUrl(current);
      const checked = await publicAddressOf(url, resolveHost, allowedPrivate(options.allowPrivate), abort.signal);
      const answer = await fetchOnce(url, checked, sizeLimit, abort.signal);
      if (answer.status >= 300 && answer.status < 400 && answer.location !== undefined) {
        current = new URL(answer.location, url).toString();
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) return { found: false, reason: 'http-status', url: current };
      // The attribute is ASCII, so latin1 reads it whatever the page's encoding, even cut mid-character.
      if (pageHasBadge(answer.body.toString('latin1'), code)) return { found: true, url: current };
      return { found: false, reason: answer.truncated ? 'too-large' : 'missing', url: current };
    }
    return { found: false, reason: 'too-many-redirects', url: current };
  } catch (error) {
    if (error instanceof BadgeMiss) return { found: false, reason: error.reason, url: current };
    return { found: false, reason: abort.signal.aborted ? 'timeout' : 'unreachable', url: current };
  } finally {
    clearTimeout(timer);
  }
}

function allowedPrivate(option: BadgeCheckOptions['allowPrivate']): (address: string) => boolean {
  if (typeof option === 'function') return option;
  return () => option === true;
}

function parseHttpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BadgeMiss('not-http');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BadgeMiss('not-http');
  return url;
}

/** The address to connect to: the host's, when every one of its addresses is public (or private ones are allowed). */
async function publicAddressOf(
  url: URL,
  resolveHost: NonNullable<BadgeCheckOptions['resolve']>,
  allowPrivate: (address: string) => boolean,
  signal: AbortSignal,
): Promise<{ address: string; family: number }> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(hostname);
  let addresses: { address: string; family: number }[];
  if (literal !== 0) addresses = [{ address: hostname, family: literal }];
  else {
    try {
      addresses = await raceAbort(resolveHost(hostname), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new BadgeMiss('unresolvable');
    }
  }
  const first = addresses[0];
  if (!first) throw new BadgeMiss('unresolvable');
  if (addresses.some((each) => isPrivateAddress(each.address) && !allowPrivate(each.address))) throw new BadgeMiss('private-address');
  return first;
}

function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    work.then(resolve, reject);
  });
}
