/**
 * One blog post's page (spec accounts §2 "/blog/{slug}", §8 "Blog failure"): the post loads;
 * an unknown or failing post ends in `missing`, which the page answers by going to /blog. A
 * signed-in reader's comment is checked with the shared schema, sent, and added under the post.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { blogCommentRequestSchema, type BlogComment, type BlogPost } from '../../shared/content';

export interface BlogPostInput {
  slug: string;
  /** GET /blog/{slug}. */
  load: (slug: string) => Promise<BlogPost>;
  /** POST /api/blog/{slug}/comments: the stored comment. */
  comment: (slug: string, content: string) => Promise<BlogComment>;
}

export type BlogPostEvent = { type: 'comment.change'; text: string } | { type: 'comment.submit' };

interface BlogPostContext extends BlogPostInput {
  post: BlogPost | null;
  draft: string;
  /** Why the comment was not posted; empty when nothing went wrong. */
  error: string;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

/** The comment's first problem by the shared schema, or null when it may be sent. */
export function commentProblem(text: string): string | null {
  const parsed = blogCommentRequestSchema.safeParse({ content: text });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Comment is not valid.');
}

export const blogPostMachine = setup({
  types: { context: {} as BlogPostContext, events: {} as BlogPostEvent, input: {} as BlogPostInput },
  actors: {
    load: fromPromise(({ input }: { input: Pick<BlogPostInput, 'slug' | 'load'> }) => input.load(input.slug)),
    comment: fromPromise(({ input }: { input: Pick<BlogPostInput, 'slug' | 'comment'> & { text: string } }) => input.comment(input.slug, input.text.trim())),
  },
  guards: {
    commentReady: ({ context }) => commentProblem(context.draft) === null,
  },
  actions: {
    refuseComment: assign({ error: ({ context }) => commentProblem(context.draft) ?? '' }),
  },
}).createMachine({
  id: 'blogPost',
  context: ({ input }) => ({ ...input, post: null, draft: '', error: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ slug: context.slug, load: context.load }),
        onDone: { target: 'shown', actions: assign({ post: ({ event }) => event.output }) },
        onError: { target: 'missing' },
      },
    },
    missing: { type: 'final' },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'comment.change': { actions: assign({ draft: ({ event }) => event.text, error: '' }) },
            'comment.submit': [{ guard: 'commentReady', target: 'posting', actions: assign({ error: '' }) }, { actions: 'refuseComment' }],
          },
        },
        posting: {
          invoke: {
            src: 'comment',
            input: ({ context }) => ({ slug: context.slug, comment: context.comment, text: context.draft }),
            onDone: {
              target: 'idle',
              actions: assign({
                post: ({ context, event }) => (context.post ? { ...context.post, comments: [...context.post.comments, event.output] } : null),
                draft: '',
              }),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});

export type BlogPostActor = ActorRefFrom<typeof blogPostMachine>;
export type BlogPostSnapshot = SnapshotFrom<typeof blogPostMachine>;
