import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeSnippet } from '../../shared/classroom';
import { checkBadge, isPrivateAddress, pageHasBadge } from './badgeCheck';

const CODE = 'a1b2c3d4e5f6a7b8c9d0e1f2';
const page = (body: string) => `<!doctype html><html><body><h1>Hill School</h1>${body}</body></html>`;

interface SchoolServer {
  url: string;
  /** Paths asked for, in order. */
  requests: string[];
  /** Bytes the server wrote to the sockets. */
  bytesWritten(): number;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A school's web server on `host` answering each request with `handler`. */
async function schoolServer(handler: (request: IncomingMessage, response: ServerResponse) => void, host = '127.0.0.1'): Promise<SchoolServer> {
  const requests: string[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    handler(request, response);
  });
  server.on('connection', (socket) => sockets.add(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://${host}:${port}`, requests, bytesWritten: () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0) };
}

const html = (body: string) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body);
};

describe('the badge check against a school web server', () => {
  it('finds the badge snippet the educator was mailed', async () => {
    const school = await schoolServer(html(page(badgeSnippet(CODE, 'https://planimetry.example'))));
    expect(await checkBadge(`${school.url}/staff`, CODE, { allowPrivate: true })).toEqual({ found: true, url: `${school.url}/staff` });
    expect(school.requests).toEqual(['/staff']);
  });

  it('misses a page without the badge, with another school\'s code, or with the code only in text', async () => {
    for (const body of ['<p>No badge here</p>', badgeSnippet('another-schools-code', 'https://planimetry.example'), `<p>data-planimetry-badge="${CODE}"</p>`]) {
      const school = await schoolServer(html(page(body)));
      expect(await checkBadge(school.url, CODE, { allowPrivate: true })).toMatchObject({ found: false, reason: 'missing' });
    }
  });

  it('gives up on a page slower than the time limit', async () => {
    const school = await schoolServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html>');
      // The badge would come, but too late.
      setTimeout(() => response.end(badgeSnippet(CODE, 'https://planimetry.example')), 2_000).unref();
    });
    const started = Date.now();
    const result = await checkBadge(school.url, CODE, { allowPrivate: true, timeLimitMs: 300 });
    expect(result).toMatchObject({ found: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('stops reading a huge page at the size limit, yet finds a badge that came before it', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const huge = (head: string) => (_request: IncomingMessage, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write(head);
      let sent = 0;
      // 64 MB if the reader never stopped.
      const more = () => {
        while (sent < 1024 && response.write(chunk)) sent += 1;
        if (sent < 1024) response.once('drain', more);
        else response.end();
      };
      more();
    };
    const school = await schoolServer(huge('<html>'));
    expect(await checkBadge(school.url, CODE, { allowPrivate: true, sizeLimitBytes: 256 * 1024 })).toMatchObject({ found: false, reason: 'too-large' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(school.bytesWritten()).toBeLessThan(16 * 1024 * 1024);

    const early = await schoolServer(huge(page(badgeSnippet(CODE, 'https://planimetry.example'))));
    expect(await checkBadge(early.url, CODE, { allowPrivate: true, sizeLimitBytes: 256 * 1024 })).toMatchObject({ found: true });
  });

  it('follows a few redirects to the badge, but not too many', async () => {
    const school = await schoolServer((request, response) => {
      const step = Number(/\/hop\/(\d+)/.exec(request.url ?? '')?.[1] ?? -1);
      if (step > 0) {
        response.writeHead(302, { location: `/hop/${step - 1}` });
        response.end();
      } else html(page(badgeSnippet(CODE, 'https://planimetry.example')))(request, response);
    });
    expect(await checkBadge(`${school.url}/hop/3`, CODE, { allowPrivate: true })).toEqual({ found: true, url: `${school.url}/hop/0` });
    expect(await checkBadge(`${school.url}/hop/4`, CODE, { allowPrivate: true })).toMatchObject({ found: false, reason: 'too-many-redirects' });
  });

  it('refuses a redirect to a private or loopback address, never connecting to it', async () => {
    // The intranet server holds the badge: reaching it would be found, so a refusal is the check's doing.
    const intranet = await schoolServer(html(page(badgeSnippet(CODE, 'https://planimetry.example'))), '127.0.0.2');
    const intranetPort = new URL(intranet.url).port;
    const school = await schoolServer((request, response) => {
      const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '';
      response.writeHead(301, { location: to });
      response.end();
    });
    // Only the school's own test address is let through, as a public one would be.
    const onlySchool = { allowPrivate: (address: string) => address === '127.0.0.1' };
    const targets = [intranet.url, `http://[::ffff:127.0.0.2]:${intranetPort}/`, `http://[::1]:${intranetPort}/`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/'];
    for (const target of targets) {
      const result = await checkBadge(`${school.url}/?to=${encodeURIComponent(target)}`, CODE, onlySchool);
      expect(result).toMatchObject({ found: false, reason: 'private-address' });
    }
    expect(intranet.requests).toEqual([]);
    // The same redirect with private addresses allowed reaches the badge.
    expect(await checkBadge(`${school.url}/?to=${encodeURIComponent(intranet.url)}`, CODE, { allowPrivate: true })).toMatchObject({ found: true });
    expect(intranet.requests).toEqual(['/']);
  });

  it('refuses a loopback address by default, and a name that resolves to a private one', async () => {
    const school = await schoolServer(html(page(badgeSnippet(CODE, 'https://planimetry.example'))));
    expect(await checkBadge(school.url, CODE)).toMatchObject({ found: false, reason: 'private-address' });
    const resolve = async () => [{ address: '10.1.2.3', family: 4 }];
    expect(await checkBadge('http://intranet.hill.example/', CODE, { resolve })).toMatchObject({ found: false, reason: 'private-address' });
    const mixed = async () => [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }];
    expect(await checkBadge('http://rebind.hill.example/', CODE, { resolve: mixed })).toMatchObject({ found: false, reason: 'private-address' });
    expect(school.requests).toEqual([]);
  });

  it('connects to the address it checked, not to a second answer of the resolver', async () => {
    const school = await schoolServer(html(page(badgeSnippet(CODE, 'https://planimetry.example'))));
    const port = new URL(school.url).port;
    let lookups = 0;
    const resolve = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    expect(await checkBadge(`http://www.hill.example:${port}/`, CODE, { resolve, allowPrivate: (address) => address === '127.0.0.1' })).toMatchObject({ found: true });
    expect(lookups).toBe(1);
  });

  it('refuses addresses that are not http or https, also as a redirect target', async () => {
    for (const address of ['ftp://hill.example/badge', 'file:///etc/passwd', 'gopher://hill.example/', 'not an address']) {
      expect(await checkBadge(address, CODE, { allowPrivate: true })).toMatchObject({ found: false, reason: 'not-http' });
    }
    const school = await schoolServer((_request, response) => {
      response.writeHead(302, { location: 'file:///etc/passwd' });
      response.end();
    });
    expect(await checkBadge(school.url, CODE, { allowPrivate: true })).toMatchObject({ found: false, reason: 'not-http' });
  });

  it('answers an error status and a refused connection as misses', async () => {
    const school = await schoolServer((_request, response) => {
      response.writeHead(404);
      response.end(badgeSnippet(CODE, 'https://planimetry.example'));
    });
    expect(await checkBadge(school.url, CODE, { allowPrivate: true })).toMatchObject({ found: false, reason: 'http-status' });
    const closed = await schoolServer(html(''));
    const url = closed.url;
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    expect(await checkBadge(url, CODE, { allowPrivate: true })).toMatchObject({ found: false, reason: 'unreachable' });
  });
});

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, unique-local and mapped forms of them', () => {
    for (const address of ['127.0.0.1', '10.2.3.4', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', 'not-an-ip']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe('pageHasBadge', () => {
  it('reads the attribute quoted either way or bare, on any element', () => {
    expect(pageHasBadge(`<div class="x" data-planimetry-badge='${CODE}'></div>`, CODE)).toBe(true);
    expect(pageHasBadge(`<span data-planimetry-badge=${CODE}>`, CODE)).toBe(true);
    expect(pageHasBadge(`<span data-planimetry-badge="${CODE}x">`, CODE)).toBe(false);
    expect(pageHasBadge(`<span data-planimetry-badge="${CODE.slice(1)}">`, CODE)).toBe(false);
  });
});
