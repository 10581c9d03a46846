/**
 * A local HTTP stand-in for the net/ clients' tests: the test file's handler answers as our server
 * would, on a free loopback port, so the clients run over real HTTP.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** Answers `body` as JSON with `status`. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The request's JSON body, or undefined when it has none. */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
}

/**
 * Starts the stand-in before the file's tests and closes it after them. `url` is its base address,
 * known once the tests run.
 */
export function serveStandIn(handle: (request: IncomingMessage, response: ServerResponse) => unknown): { readonly url: string } {
  let server: Server | undefined;
  let url = '';
  beforeAll(async () => {
    server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        // fetch keeps connections alive; one not yet idle would hold the close for the keep-alive timeout.
        server.closeAllConnections();
      }),
  );
  return {
    get url() {
      return url;
    },
  };
}
