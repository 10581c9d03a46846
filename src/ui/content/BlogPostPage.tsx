/**
 * Route "/blog/:slug" (spec accounts §2, §8 "Blog failure"): the post with its picture, byline,
 * body and comments, the head tags, and the comment form for a signed-in reader. An unknown or
 * failing post goes to /blog. The workflow is app/content/blogPostMachine.ts.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { blogPostMachine, type BlogPostActor } from '../../app/content/blogPostMachine';
import { BLOG_COMMENT_MAX, type BlogComment } from '../../shared/content';
import { useCoreServices } from '../AppServices';
import { useAuthStatus } from '../auth/useAuth';
import { BlogPostHead } from './BlogPostHead';
import { formatContentDate } from './contentFormat';
import './content.css';
import { appAddress } from '../../net/appAddress';

function Comments({ comments }: { comments: readonly BlogComment[] }) {
  return (
    <section aria-labelledby="blog-comments" className="blog-comments">
      <h2 id="blog-comments">Comments ({comments.length})</h2>
      {comments.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <ol className="blog-comment-list">
          {comments.map((comment, index) => (
            <li key={`${comment.date}-${index}`}>
              <article aria-label={`Comment by ${comment.name}`}>
                <p className="blog-byline">
                  <strong>{comment.name}</strong> · <time dateTime={comment.date}>{formatContentDate(comment.date)}</time>
                </p>
                <p className="blog-comment-text">{comment.content}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CommentForm({ actor }: { actor: BlogPostActor }) {
  const id = useId();
  const { draft, error } = useSelector(actor, (snapshot) => snapshot.context);
  const posting = useSelector(actor, (snapshot) => snapshot.matches({ shown: 'posting' }));
  return (
    <form
      className="blog-comment-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'comment.submit' });
      }}
    >
      <div className="field">
        <label htmlFor={id}>Comment</label>
        <textarea
          id={id}
          rows={4}
          value={draft}
          maxLength={BLOG_COMMENT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => actor.send({ type: 'comment.change', text: event.target.value })}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={posting}>
        Post comment
      </button>
    </form>
  );
}

function BlogPost({ slug }: { slug: string }) {
  const { contentApi } = useCoreServices();
  const signedIn = useAuthStatus() === 'loaded';
  const actor = useActorRef(blogPostMachine, { input: { slug, load: contentApi.blogPost, comment: contentApi.addBlogComment } });
  const missing = useSelector(actor, (snapshot) => snapshot.matches('missing'));
  const post = useSelector(actor, (snapshot) => snapshot.context.post);

  if (missing) return <Navigate to="/blog" replace />;
  if (!post) {
    return (
      <p className="auth-pending" role="status">
        Loading…
      </p>
    );
  }
  return (
    <div className="content-page">
      <BlogPostHead meta={post.meta} />
      <p>
        <Link to="/blog">All posts</Link>
      </p>
      <article className="blog-post" aria-labelledby="blog-post-title">
        <h1 id="blog-post-title">{post.title}</h1>
        <p className="blog-byline">
          <time dateTime={post.date}>{formatContentDate(post.date)}</time> · {post.author}
        </p>
        <img className="blog-post-image" src={appAddress(post.image.url)} alt={post.image.alt} title={post.image.title} />
        {/* Rendered on the server from our own Markdown files under content/blog/. */}
        <div className="blog-post-body" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      <Comments comments={post.comments} />
      {signedIn ? (
        <CommentForm actor={actor} />
      ) : (
        <p>
          <Link to="/login">Log in</Link> to leave a comment.
        </p>
      )}
    </div>
  );
}

/** A new slug starts a new post's workflow. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  return <BlogPost key={slug} slug={slug} />;
}
