import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { BlogComment } from '../../shared/content';
import { GARDEN_POST } from '../../shared/testing/blogPost';
import { blogPostMachine, type BlogPostInput } from './blogPostMachine';

const POST = GARDEN_POST;

function start(overrides: Partial<BlogPostInput> = {}) {
  const posted: string[] = [];
  const actor = createActor(blogPostMachine, {
    input: {
      slug: POST.slug,
      load: async () => POST,
      comment: async (_slug, content): Promise<BlogComment> => {
        posted.push(content);
        return { name: 'Erin Tester', content, date: '2026-05-03T10:00:00.000Z' };
      },
      ...overrides,
    },
  }).start();
  return { actor, posted };
}

describe('a blog post page', () => {
  it('shows the loaded post', async () => {
    const { actor } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(actor.getSnapshot().context.post?.title).toBe('Measuring a garden');
  });

  it('ends as missing when the post cannot be loaded', async () => {
    const { actor } = start({ load: () => Promise.reject(new Error('Post not found')) });
    await waitFor(actor, (snapshot) => snapshot.matches('missing'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('refuses an empty comment with the shared message, then adds a posted one under the post', async () => {
    const { actor, posted } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'comment.change', text: '   ' });
    actor.send({ type: 'comment.submit' });
    expect(actor.getSnapshot().context.error).toBe('Comment is required.');
    expect(posted).toEqual([]);
    actor.send({ type: 'comment.change', text: ' Great post. ' });
    expect(actor.getSnapshot().context.error).toBe('');
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ shown: 'idle' }) && snapshot.context.draft === '');
    expect(posted).toEqual(['Great post.']);
    expect(actor.getSnapshot().context.post?.comments.map((comment) => comment.content)).toEqual(['Useful.', 'Great post.']);
  });

  it("keeps the draft and shows the server's message when the comment fails", async () => {
    const { actor } = start({ comment: () => Promise.reject(new Error('Please log in to comment.')) });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'comment.change', text: 'Hello' });
    actor.send({ type: 'comment.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== '');
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'Hello', error: 'Please log in to comment.' });
  });
});
