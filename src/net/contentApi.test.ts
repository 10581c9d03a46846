import { type IncomingMessage, type ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from './apiClient';
import { GARDEN_POST_SUMMARY } from '../shared/testing/blogPost';
import { createContentApi } from './contentApi';
import { readJsonBody, sendJson, serveStandIn } from './testing/standInServer';

/** Requests the stand-in received: method, url, accept header and body. */
const received: { method: string; url: string; accept: string | undefined; body: unknown }[] = [];

const POST = GARDEN_POST_SUMMARY;

/** A stand-in for the content routes: JSON only to a client that asks for it, as the server does. */
async function handle(request: IncomingMessage, response: ServerResponse) {
  const body = await readJsonBody(request);
  received.push({ method: request.method!, url: request.url!, accept: request.headers.accept, body });
  const route = `${request.method} ${request.url}`;
  const wantsJson = request.headers.accept?.includes('application/json');
  if (request.method === 'GET' && !wantsJson) {
    response.writeHead(200, { 'content-type': 'text/html' });
    return response.end('<!doctype html>');
  }
  if (route === 'GET /help') return sendJson(response, 200, { success: true, posts: [{ slug: 'cant-find-emails', title: "Can't find our emails?", topic: 'Account', content: 'Spam', html: '<p>Spam</p>' }] });
  if (route === 'POST /help/search') return sendJson(response, 200, { success: true });
  if (route === 'GET /blog') return sendJson(response, 200, { success: true, posts: [POST] });
  if (route === `GET /blog/${POST.slug}`) {
    const meta = { title: POST.title, canonical: `https://example.com/blog/${POST.slug}`, metadesc: 'd', metakeywords: 'k', focuskw: 'f' };
    return sendJson(response, 200, { success: true, post: { ...POST, content: '<p>Body</p>', comments: [], meta } });
  }
  if (route === 'GET /blog/no-such-post') return sendJson(response, 404, { success: false, message: 'Post not found' });
  if (route === `POST /api/blog/${POST.slug}/comments`) return sendJson(response, 200, { success: true, comment: { name: 'Erin Tester', content: (body as { content: string }).content, date: '2026-05-03T10:00:00.000Z' } });
  if (route === 'POST /register-api') return sendJson(response, 400, { success: false, message: 'Website is not valid.', field: 'website' });
  sendJson(response, 404, { success: false, message: 'Not found' });
}

const standIn = serveStandIn(handle);
beforeEach(() => void received.splice(0));

const contentApi = () => createContentApi(createApiClient({ baseURL: standIn.url, clientId: 'client-1' }));

describe('the content API client', () => {
  it('asks GET /help and GET /blog for JSON and reads the entries', async () => {
    const api = contentApi();
    expect((await api.helpPosts()).map((post) => post.slug)).toEqual(['cant-find-emails']);
    expect((await api.blogPosts()).map((post) => post.slug)).toEqual([POST.slug]);
    expect((await api.blogPost(POST.slug)).meta.canonical).toBe(`https://example.com/blog/${POST.slug}`);
    expect(received.map((request) => request.accept)).toEqual(['application/json', 'application/json', 'application/json']);
  });

  it("rejects an unknown post with the server's message, and a malformed slug before any request", async () => {
    const api = contentApi();
    await expect(api.blogPost('no-such-post')).rejects.toMatchObject({ message: 'Post not found', status: 404 });
    await expect(api.blogPost('../api/user')).rejects.toBeInstanceOf(ApiRequestError);
    expect(received.map((request) => request.url)).toEqual(['/blog/no-such-post']);
  });

  it('posts the help search log and a comment with checked bodies', async () => {
    const api = contentApi();
    await api.logHelpSearch({ text: 'perimter', selected_topic: null, userIdentity: 'browser-1234' });
    expect(await api.addBlogComment(POST.slug, '  Useful post.  ')).toMatchObject({ content: 'Useful post.' });
    expect(received.map((request) => request.body)).toEqual([{ text: 'perimter', selected_topic: null, userIdentity: 'browser-1234' }, { content: 'Useful post.' }]);
    await expect(api.logHelpSearch({ text: '', selected_topic: null, userIdentity: 'browser-1234' })).rejects.toMatchObject({ message: 'Text is required.' });
    expect(received).toHaveLength(2);
  });

  it("gives the server's refusal of an API registration with its field", async () => {
    const refused = contentApi().registerApiInterest({ name: 'Ada', email: 'ada@example.com', website: 'example.com', plan: 'maps', comment: '' });
    await expect(refused).rejects.toMatchObject({ message: 'Website is not valid.', field: 'website', status: 400 });
  });
});
