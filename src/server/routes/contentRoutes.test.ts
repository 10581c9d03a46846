import { rm } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../shared/constants';
import { blogListResponseSchema, blogPostResponseSchema, helpListResponseSchema, HELP_SEARCH } from '../../shared/content';
import { loadContent, type SiteContent } from '../content/loadContent';
import { FIXTURE_INDEX_HTML, writeClientFixture, writeContentFixture } from '../content/testing/contentFixture';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, PUBLIC_URL, tightLimits, type AccountsTestServer } from './accountsTestServer';
import { BLOG_POST_NOT_FOUND, commenterName, HELP_SEARCH_REPEAT_WINDOW_MS } from './contentRoutes';

const JSON_ACCEPT = { accept: 'application/json' };
const BROWSER_ACCEPT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const IDENTITY = '4f1c2a9e-77b0-4c1e-9d1a-0a1b2c3d4e5f';

/** The folders every test's server reads; written once per file. */
let contentDir = '';
let clientDir = '';
let content: SiteContent;
beforeAll(async () => {
  contentDir = await writeContentFixture();
  clientDir = await writeClientFixture();
  content = loadContent(contentDir);
});
afterAll(async () => {
  await rm(contentDir, { recursive: true, force: true });
  await rm(clientDir, { recursive: true, force: true });
});

const raw = (server: AccountsTestServer, url: string, payload: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  server.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.1', headers: { 'content-type': 'application/json', ...headers } });

/** Malformed JSON, a wrong content type, an oversized body and bodies of the wrong shape: each a 4xx with a message. */
async function expectBadBodiesRefused(server: AccountsTestServer, url: string, headers: Record<string, string> = {}): Promise<void> {
  expect((await raw(server, url, '{"text":', headers)).json(), url).toEqual({ success: false, message: 'Malformed JSON body' });
  expect((await raw(server, url, 'text=hello', { ...headers, 'content-type': 'text/plain' })).statusCode, url).toBe(415);
  expect((await raw(server, url, JSON.stringify({ text: 'x'.repeat(API_BODY_LIMIT_BYTES) }), headers)).statusCode, url).toBe(413);
  for (const body of ['{}', '[]', 'null', '"hello"', '42']) {
    const response = await raw(server, url, body, headers);
    expect(response.statusCode, `${url} ${body}`).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().message, `${url} ${body}`).toEqual(expect.any(String));
  }
}

describe('commenterName', () => {
  it('shows the first name and the initial of the last', () => {
    expect(commenterName('Ann', 'Lee')).toBe('Ann L.');
    expect(commenterName(' Zoë ', 'ørsted')).toBe('Zoë Ø.');
    expect(commenterName('Ann', '')).toBe('Ann');
  });
});

describe.each(testDatabases)('content routes on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with the fixture content and a built client', () => {
    const server = accountsServerPerTest(testDatabase, {}, () => ({ content, clientDir }));
    const get = (url: string, headers: Record<string, string> = {}) => server().request('GET', url, { headers });

    it('answers the help entries as JSON, in their order, rendered without raw HTML', async () => {
      const response = await get('/help', JSON_ACCEPT);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers.vary).toBe('accept');
      const body = helpListResponseSchema.parse(response.json());
      expect(body.posts.map((post) => post.slug)).toEqual(['cant-find-emails', 'perimeter']);
      const [emails, perimeter] = body.posts;
      expect(perimeter).toEqual({
        slug: 'perimeter',
        title: 'How is the perimeter calculated?',
        topic: 'Measuring',
        content: 'The **perimeter** adds the sides.',
        html: '<p>The <strong>perimeter</strong> adds the sides.</p>\n',
        // The fixture entry names no keywords or questions for the help search.
        keywords: [],
        questions: [],
      });
      expect(emails?.html).not.toContain('<script>');
      expect(emails?.html).toContain('&lt;script&gt;');
    });

    it('answers the client page for /help, /blog and /api to a browser, and for /help and /blog to a request without Accept', async () => {
      const asked = [
        ...['/help', '/blog', '/help?q=perimeter'].flatMap((url) => [{}, BROWSER_ACCEPT, { accept: '*/*' }].map((headers) => ({ url, headers }))),
        { url: '/api', headers: BROWSER_ACCEPT },
        { url: '/api', headers: { accept: 'text/html' } },
      ];
      for (const { url, headers } of asked) {
        {
          const response = await get(url, headers);
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['content-type'], url).toMatch(/^text\/html/);
          expect(response.headers['cache-control'], url).toBe('no-cache');
          expect(String(response.headers.vary).split(/,\s*/), url).toContain('accept');
          expect(response.body, url).toBe(FIXTURE_INDEX_HTML);
        }
      }
    });

    it('lists the posts newest first without their bodies', async () => {
      const response = await get('/blog', JSON_ACCEPT);
      const body = blogListResponseSchema.parse(response.json());
      expect(response.json().posts[0]).not.toHaveProperty('content');
      expect(response.json().posts[0]).not.toHaveProperty('meta');
      expect(body.posts).toEqual([
        {
          slug: 'measuring-a-plot',
          title: 'Measuring a plot',
          excerpt: 'How to measure a plot on a map.',
          date: '2026-02-10',
          author: 'Bob Ray',
          image: { url: '/blog/plot.svg', title: 'A plot', alt: 'A plot outlined on a map' },
        },
        expect.objectContaining({ slug: 'older-post', date: '2026-01-05' }),
      ]);
    });

    it('answers one post with its body, meta and comments, oldest first', async () => {
      const empty = blogPostResponseSchema.parse((await get('/blog/measuring-a-plot', JSON_ACCEPT)).json());
      expect(empty.post).toMatchObject({
        slug: 'measuring-a-plot',
        content: '<h2>Why</h2>\n<p>Because the earth is round.</p>\n',
        comments: [],
        meta: { canonical: '/blog/measuring-a-plot', metakeywords: 'plot, area, map', focuskw: 'plot area' },
      });

      const ann = await server().registerAndVerify('ann@example.com');
      const bob = await server().registerAndVerify('bob@example.com');
      await server().request('POST', '/api/update/name', { token: bob, body: { firstName: 'Bob', lastName: 'ray' } });
      const first = await server().request('POST', '/api/blog/measuring-a-plot/comments', { token: ann, body: { content: '  Very useful.\nThanks!  ' } });
      expect(first.json()).toEqual({ success: true, comment: { name: 'Ann L.', content: 'Very useful.\nThanks!', date: '2026-03-01T09:00:00.000Z' } });
      server().advance(60_000);
      await server().request('POST', '/api/blog/measuring-a-plot/comments', { token: bob, body: { content: 'What about hills?' } });
      await server().request('POST', '/api/blog/older-post/comments', { token: bob, body: { content: 'Elsewhere' } });

      const post = blogPostResponseSchema.parse((await get('/blog/measuring-a-plot', JSON_ACCEPT)).json()).post;
      expect(post.comments).toEqual([
        { name: 'Ann L.', content: 'Very useful.\nThanks!', date: '2026-03-01T09:00:00.000Z' },
        { name: 'Bob R.', content: 'What about hills?', date: '2026-03-01T09:01:00.000Z' },
      ]);
    });

    it("puts a post's title, description, keywords, canonical link and Open Graph tags in the page's head, escaped", async () => {
      const response = await get('/blog/measuring-a-plot', BROWSER_ACCEPT);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head.match(/name="description"/g)).toHaveLength(1);
      expect(head).toContain('<title>Measure a plot &lt;fast&gt; &amp; &quot;right&quot;</title>');
      expect(head).toContain('<meta name="description" content="Area of a plot: why geodesic &lt;matters&gt;" />');
      expect(head).toContain('<meta name="keywords" content="plot, area, map" />');
      expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/measuring-a-plot" />`);
      expect(head).toContain('<meta property="og:title" content="Measure a plot &lt;fast&gt; &amp; &quot;right&quot;" />');
      expect(head).toContain('<meta property="og:description" content="Area of a plot: why geodesic &lt;matters&gt;" />');
      expect(head).toContain(`<meta property="og:image" content="${PUBLIC_URL}/blog/plot.svg" />`);
      expect(head).not.toContain('Planimetry measures shapes.');
      expect(response.body).toContain('<div id="root"></div>');
    });

    it('answers 404 for a post that does not exist, JSON or the client page, and never reads a path from the slug', async () => {
      for (const url of ['/blog/no-such-post', '/blog/..%2f..%2fetc%2fpasswd', '/blog/%2e%2e%2fetc', '/blog/Measuring-A-Plot', `/blog/${'a'.repeat(90)}`, '/blog/plot%00']) {
        const json = await get(url, JSON_ACCEPT);
        expect(json.statusCode, url).toBe(404);
        expect(json.json(), url).toEqual({ success: false, message: BLOG_POST_NOT_FOUND });
        const page = await get(url, BROWSER_ACCEPT);
        expect(page.statusCode, url).toBe(404);
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
        expect(page.body, url).toBe(FIXTURE_INDEX_HTML);
      }
      // Too long for a route parameter: the router's own 404.
      expect((await get(`/blog/${'a'.repeat(300)}`, JSON_ACCEPT)).statusCode).toBe(404);
      expect((await get('/blog/../../etc/passwd', JSON_ACCEPT)).statusCode).toBe(404);
    });

    it('keeps /api a JSON 404 for an API client, and every JSON route under /api as it was', async () => {
      for (const headers of [JSON_ACCEPT, {}, { accept: '*/*' }, { accept: 'application/json, text/html;q=0.5' }]) {
        const api = await get('/api', headers);
        expect(api.statusCode).toBe(404);
        expect(api.json()).toEqual({ success: false, message: 'No route GET /api' });
      }
      expect((await get('/api/health', BROWSER_ACCEPT)).headers['content-type']).toMatch(/^application\/json/);
      const user = await get('/api/user', BROWSER_ACCEPT);
      expect(user.statusCode).toBe(401);
      expect(user.headers['content-type']).toMatch(/^application\/json/);
      expect((await get('/api/nothing-here', BROWSER_ACCEPT)).json()).toEqual({ success: false, message: 'No route GET /api/nothing-here' });
    });

    it('lets only a signed-in user comment, on a post that exists, with a clear error for a bad comment', async () => {
      const anonymous = await server().request('POST', '/api/blog/measuring-a-plot/comments', { body: { content: 'Hello' } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().success).toBe(false);
      expect((await server().request('POST', '/api/blog/measuring-a-plot/comments', { body: { content: 'Hello' }, token: 'forged.token.value' })).statusCode).toBe(401);

      const token = await server().registerAndVerify('ann@example.com');
      const comment = (url: string, body: unknown) => server().request('POST', url, { token, body });
      const missing = await comment('/api/blog/no-such-post/comments', { content: 'Hello' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: BLOG_POST_NOT_FOUND });
      expect((await comment('/api/blog/..%2f..%2fetc/comments', { content: 'Hello' })).statusCode).toBe(404);

      for (const [body, message] of [
        [{ content: '   ' }, 'Comment is required.'],
        [{ content: 'x'.repeat(2001) }, 'Comment must be no more than 2000 characters.'],
        [{ content: 'bad\u0000byte' }, 'Comment is not valid.'],
        [{ content: 'bell\u0007' + 'x' }, 'Comment is not valid.'],
        [{ content: 42 }, 'Comment is not valid.'],
        [{ content: ['Hello'] }, 'Comment is not valid.'],
      ] as const) {
        const response = await comment('/api/blog/measuring-a-plot/comments', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message, JSON.stringify(body)).toContain(message);
      }
      await expectBadBodiesRefused(server(), '/api/blog/measuring-a-plot/comments', { 'access-token': token });

      // A token whose session ended at logout (a stolen copy) comments nothing.
      const loggedOut = await server().registerAndVerify('bob@example.com');
      expect((await server().request('GET', '/logout/bob@example.com', { token: loggedOut })).statusCode).toBe(200);
      expect((await server().request('POST', '/api/blog/measuring-a-plot/comments', { token: loggedOut, body: { content: 'Hello' } })).statusCode).toBe(401);

      const stored = await server().database.db.selectFrom('blog_comments').selectAll().execute();
      expect(stored).toEqual([]);
    });

    it('logs a help search once per browser, text and topic within a minute', async () => {
      const search = (body: unknown) => server().request('POST', '/help/search', { body });
      const perimeter = { text: 'perimter', selected_topic: null, userIdentity: IDENTITY };
      expect((await search(perimeter)).json()).toEqual({ success: true });
      expect((await search(perimeter)).json()).toEqual({ success: true });
      expect((await search({ ...perimeter, selected_topic: 'Measuring' })).json()).toEqual({ success: true });
      expect((await search({ ...perimeter, userIdentity: 'another-browser-01' })).json()).toEqual({ success: true });
      server().advance(HELP_SEARCH_REPEAT_WINDOW_MS + 1);
      expect((await search({ ...perimeter, text: '  perimter ' })).json()).toEqual({ success: true });

      const rows = await server()
        .database.db.selectFrom('help_searches')
        .select(['user_identity', 'text', 'selected_topic', 'created_at'])
        .orderBy('created_at')
        .orderBy('user_identity')
        .orderBy('selected_topic')
        .execute();
      expect(rows).toHaveLength(4);
      expect(rows.filter((row) => row.user_identity === IDENTITY && row.selected_topic === null)).toHaveLength(2);
      expect(rows.every((row) => row.text === 'perimter')).toBe(true);
    });

    it('refuses a bad help search with a clear message and stores nothing', async () => {
      const valid = { text: 'scale', selected_topic: null, userIdentity: IDENTITY };
      for (const [body, message] of [
        [{ ...valid, text: '' }, 'Text is required.'],
        [{ ...valid, text: 'x'.repeat(HELP_SEARCH.textMax + 1) }, `Text must be no more than ${HELP_SEARCH.textMax} characters.`],
        [{ ...valid, text: 'sc\u001bale' }, 'Text is not valid.'],
        [{ ...valid, text: 'line\nbreak' }, 'Text is not valid.'],
        [{ ...valid, text: 7 }, 'Text is not valid.'],
        [{ ...valid, selected_topic: 'To\u0000pic' }, 'Selected topic is not valid.'],
        [{ ...valid, selected_topic: 'x'.repeat(121) }, ''],
        [{ ...valid, selected_topic: ['Account'] }, 'Selected topic is not valid.'],
        [{ ...valid, userIdentity: '../../etc' }, 'User identity is not valid.'],
        [{ ...valid, userIdentity: 'short' }, 'User identity is not valid.'],
        [{ text: 'scale', selected_topic: null }, 'User identity is required.'],
      ] as const) {
        const response = await server().request('POST', '/help/search', { body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message, JSON.stringify(body)).toContain(message);
      }
      await expectBadBodiesRefused(server(), '/help/search');
      expect(await server().database.db.selectFrom('help_searches').selectAll().execute()).toEqual([]);
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with tight limits', () => {
    const server = accountsServerPerTest(testDatabase, { rateLimits: tightLimits({ perIp: 3, perIpAndAddress: 3, perAddress: 3, mailsPerAddress: 3, perUser: 2 }) }, () => ({
      content,
      clientDir,
    }));

    it('limits help searches per IP, and another IP goes on', async () => {
      const search = (text: string, ip?: string) => server().request('POST', '/help/search', { body: { text, selected_topic: null, userIdentity: IDENTITY }, ip });
      for (const text of ['a', 'b', 'c']) expect((await search(text)).statusCode).toBe(200);
      const limited = await search('d');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts/);
      expect((await search('d', '198.51.100.9')).statusCode).toBe(200);
    });

    it('limits comments per user', async () => {
      const token = await server().registerAndVerify('ann@example.com');
      const comment = () => server().request('POST', '/api/blog/older-post/comments', { token, body: { content: 'Again' } });
      expect((await comment()).statusCode).toBe(200);
      expect((await comment()).statusCode).toBe(200);
      expect((await comment()).statusCode).toBe(429);
    });
  });
});
