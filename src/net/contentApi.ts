/**
 * The public site's content calls (spec accounts §7 "Content", `/register-api`): help entries and
 * the logging of help searches, the blog's list, posts and comments, and the API sign-up, typed
 * and checked with the schemas of shared/content.ts. GET /help and GET /blog answer the page to a
 * browser and JSON to a client that asks for it.
 */
import { z } from 'zod';
import {
  apiInterestRequestSchema,
  blogCommentRequestSchema,
  blogCommentResponseSchema,
  blogListResponseSchema,
  blogPostResponseSchema,
  helpListResponseSchema,
  helpSearchRequestSchema,
  slugSchema,
  type ApiInterestRequest,
  type BlogComment,
  type BlogPost,
  type BlogSummary,
  type HelpPost,
  type HelpSearchRequest,
} from '../shared/content';
import { ApiRequestError, type ApiClient } from './apiClient';

const successSchema = z.object({ success: z.literal(true) });
const messageResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });
const JSON_ACCEPT = { accept: 'application/json' };

/** `value` checked with `schema` before it is sent; a refusal reads as the schema's first message, with its field. */
function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue?.path[0];
  throw new ApiRequestError(issue?.message ?? 'Request is not valid.', undefined, typeof field === 'string' ? field : undefined);
}

export function createContentApi(api: Pick<ApiClient, 'request' | 'call'>) {
  const { request, call } = api;
  const getJson = <T>(path: () => string, schema: z.ZodType<T>) =>
    call(async () => schema.parse(await request(path(), { headers: JSON_ACCEPT })));
  /** The body is built (and checked) inside the call, so a bad one rejects like a refused request. */
  const post = <T>(path: () => string, body: () => Record<string, unknown>, schema: z.ZodType<T>) =>
    call(async () => schema.parse(await request(path(), { method: 'POST', body: body() })));

  return {
    /** GET /help: every help entry, in the site's order. */
    helpPosts: (): Promise<HelpPost[]> => getJson(() => '/help', helpListResponseSchema).then((r) => r.posts),
    /** POST /help/search {text, selected_topic, userIdentity}. */
    logHelpSearch: (search: HelpSearchRequest): Promise<void> =>
      post(() => '/help/search', () => checked(helpSearchRequestSchema, search), successSchema).then(() => undefined),
    /** GET /blog: the posts, without their bodies. */
    blogPosts: (): Promise<BlogSummary[]> => getJson(() => '/blog', blogListResponseSchema).then((r) => r.posts),
    /** GET /blog/{slug}: one post with its comments and head tags; an unknown slug rejects before any call. */
    blogPost: (slug: string): Promise<BlogPost> => getJson(() => `/blog/${checked(slugSchema, slug)}`, blogPostResponseSchema).then((r) => r.post),
    /** POST /api/blog/{slug}/comments {content}, signed in: the stored comment. */
    addBlogComment: (slug: string, content: string): Promise<BlogComment> =>
      post(() => `/api/blog/${checked(slugSchema, slug)}/comments`, () => checked(blogCommentRequestSchema, { content }), blogCommentResponseSchema).then((r) => r.comment),
    /** POST /register-api: the API interest payload; answers the server's message, if any. */
    registerApiInterest: (interest: ApiInterestRequest): Promise<string | undefined> =>
      post(() => '/register-api', () => checked(apiInterestRequestSchema, interest), messageResponseSchema).then((r) => r.message),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
