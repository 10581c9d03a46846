import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IndexPage } from '../http/indexPage';

/**
 * Whether a GET is a browser opening a page rather than the client calling the API. `/verify/{x}`
 * is both: the link in the e-mail opens the Verify page, which then calls the same path for JSON.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/** Answers the client's index.html so its router shows the page; a JSON 404 when the client is not built. */
export function sendClientPage(reply: FastifyReply, indexPage: IndexPage | undefined): FastifyReply {
  if (indexPage === undefined) {
    return reply.code(404).send({ success: false, message: 'The web client is not built on this server: open this link where the client runs.' });
  }
  // The page made for the base path (readIndexPage), not the file: its addresses are rooted.
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexPage.html());
}
