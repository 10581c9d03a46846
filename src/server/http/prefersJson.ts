import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/accepts';

/**
 * Whether the request's Accept header ranks JSON above HTML. Pages such as /help are both a
 * client page (a browser asks for HTML, or sends no Accept) and a JSON answer (the client's
 * fetch sends `accept: application/json`). Needs @fastify/accepts, registered by buildApp.
 */
export function prefersJson(request: FastifyRequest): boolean {
  return request.accepts().type(['html', 'json']) === 'json';
}

/**
 * Whether the request asks for HTML above JSON in so many words, as a browser's navigation does.
 * For /api, where a request without Accept (or with any type) is an API client's and stays JSON.
 */
export function asksForHtml(request: FastifyRequest): boolean {
  return request.accepts().type(['json', 'html']) === 'html';
}
