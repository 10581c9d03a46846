/**
 * The help and the blog (spec §7 "Content"): `GET /help`, `GET /blog` and `GET /blog/{slug}`
 * answer JSON to a request that prefers it and the client's page otherwise (a post's page with
 * its own head tags, for crawlers); `POST /help/search` logs what visitors searched;
 * `POST /api/blog/{slug}/comments` lets a signed-in user comment under a post.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiError } from '../../shared/api';
import { blogCommentRequestSchema, helpSearchRequestSchema, type BlogComment, type BlogSummary } from '../../shared/content';
import { ipChecks, rateLimited, userChecks, type RateLimits } from '../auth/rateLimits';
import { authenticatedUser, requireUser } from '../auth/requestUser';
import type { BlogEntry, SiteContent } from '../content/loadContent';
import { blogCommentsRepository } from '../db/blogCommentsRepository';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { helpSearchesRepository } from '../db/helpSearchesRepository';
import { sendIndexPage, type IndexPage, type PageHead } from '../http/indexPage';
import { prefersJson } from '../http/prefersJson';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import type { AccountServices } from './accountServices';

export interface ContentRoutesOptions {
  content: SiteContent;
  db: Kysely<DatabaseSchema>;
  /** The built client's index.html for the HTML answers; without it they are the API's 404, as without a client. */
  indexPage: IndexPage | undefined;
  rateLimits: RateLimits;
  now: () => Date;
  /** Whose name a comment is shown under; without accounts nobody can comment. */
  services?: Pick<AccountServices, 'currentUser'>;
}

export const BLOG_POST_NOT_FOUND = 'This blog post does not exist.';

/**
 * The same browser sending the same search again within this window is stored once: the client
 * already waits for a pause and never sends one request twice, so a repeat is a retry or a replay.
 */
export const HELP_SEARCH_REPEAT_WINDOW_MS = 60_000;

/** "Ann L.": the first name and the last name's initial, so a comment does not publish a full name. */
export function commenterName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial === undefined ? firstName.trim() : `${firstName.trim()} ${initial.toUpperCase()}.`;
}

function summary(post: BlogEntry): BlogSummary {
  return { slug: post.slug, title: post.title, excerpt: post.excerpt, date: post.date, author: post.author, image: post.image };
}

function postHead(post: BlogEntry): PageHead {
  return {
    title: post.meta.title,
    description: post.meta.metadesc,
    keywords: post.meta.metakeywords,
    canonical: post.meta.canonical,
    image: post.image.url,
  };
}

export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (instance, options) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { content, indexPage, rateLimits } = options;
  const posts = new Map(content.blog.map((post) => [post.slug, post]));
  const comments = blogCommentsRepository(options.db, options.now);
  const searches = helpSearchesRepository(options.db, options.now);

  /** The client's page for a request that did not ask for JSON. */
  const page = (reply: FastifyReply, status: number, head?: PageHead) =>
    indexPage ? sendIndexPage(reply, indexPage, status, head) : reply.callNotFound();
  const json = (reply: FastifyReply) => reply.header('vary', 'accept');
  const findPost = (request: FastifyRequest) => posts.get((request.params as { slug: string }).slug);

  app.get('/help', async (request, reply) => {
    if (!prefersJson(request)) return page(reply, 200);
    return json(reply).send({ success: true as const, posts: content.help });
  });

  app.get('/blog', async (request, reply) => {
    if (!prefersJson(request)) return page(reply, 200);
    return json(reply).send({ success: true as const, posts: content.blog.map(summary) });
  });

  app.get('/blog/:slug', async (request, reply) => {
    // The slug only ever names an entry of the map: nothing reads the file system by it.
    const post = findPost(request);
    if (!prefersJson(request)) return post ? page(reply, 200, postHead(post)) : page(reply, 404);
    if (!post) return json(reply).code(404).send({ success: false, message: BLOG_POST_NOT_FOUND } satisfies ApiError);
    const { meta, content: html, ...rest } = post;
    const list: BlogComment[] = await comments.list(post.slug);
    return json(reply).send({ success: true as const, post: { ...rest, content: html, comments: list, meta } });
  });

  app.post(
    '/help/search',
    { schema: { body: helpSearchRequestSchema }, preHandler: rateLimited(instance, ipChecks('help-search', rateLimits)) },
    async (request) => {
      await searches.add(request.body, HELP_SEARCH_REPEAT_WINDOW_MS);
      return { success: true as const };
    },
  );

  const { services } = options;
  if (services) {
    app.post(
      '/api/blog/:slug/comments',
      { schema: { body: blogCommentRequestSchema }, preHandler: [requireUser, rateLimited(instance, userChecks('blog-comments', rateLimits))] },
      async (request, reply) => {
        const post = findPost(request);
        if (!post) return reply.code(404).send({ success: false, message: BLOG_POST_NOT_FOUND } satisfies ApiError);
        const user = await services.currentUser(request, reply);
        if (!user) return reply;
        const comment = await comments.add({
          slug: post.slug,
          userId: authenticatedUser(request).id,
          name: commenterName(user.firstName, user.lastName),
          content: request.body.content,
        });
        return { success: true as const, comment };
      },
    );
  }
};
