/**
 * Reads and drops what is left of a request body, up to `maxBytes`, so that an answer given
 * before the body was read reaches the client: a server that answers and closes while the client
 * is still sending makes the client's socket reset, and an API client sees ECONNRESET instead of
 * the message (trust round two, finding 12). Past `maxBytes` it stops, and the answer closes the
 * connection as before: nobody can make the server read more than one upload's worth.
 */
import type { IncomingMessage } from 'node:http';

/** Resolves once the body has ended, closed, failed or passed `maxBytes`; never rejects. */
export function drainBody(body: IncomingMessage, maxBytes: number): Promise<void> {
  if (body.complete || body.readableEnded || body.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      body.off('data', onData);
      body.off('end', done);
      body.off('close', done);
      body.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) {
        body.pause();
        done();
      }
    };
    // Multipart parsing may still hold the stream piped into a parser that gave up.
    body.unpipe();
    body.on('data', onData);
    body.once('end', done);
    body.once('close', done);
    body.once('error', done);
    body.resume();
  });
}
