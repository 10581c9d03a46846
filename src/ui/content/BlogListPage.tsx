/**
 * Route "/blog" (spec accounts §2): every post with its picture, title, date, author and excerpt,
 * each linking to its page.
 */
import { Link } from 'react-router';
import { formatContentDate } from './contentFormat';
import { useContentList } from './useContentList';
import './content.css';
import { appAddress } from '../../net/appAddress';

export function BlogListPage() {
  const listing = useContentList('blogPosts');
  return (
    <div className="content-page">
      <title>Blog · Planimetry</title>
      <h1>Blog</h1>
      {listing.status === 'loading' && <p role="status">Loading the posts…</p>}
      {listing.status === 'failed' && (
        <p className="form-error" role="alert">
          The posts could not be loaded: {listing.message}
        </p>
      )}
      {listing.status === 'loaded' && listing.posts.length === 0 && <p>No posts yet.</p>}
      {listing.status === 'loaded' && (
        <ul className="blog-list">
          {listing.posts.map((post) => (
            <li key={post.slug}>
              <article className="blog-card" aria-labelledby={`post-${post.slug}`}>
                <img className="blog-card-image" src={appAddress(post.image.url)} alt={post.image.alt} title={post.image.title} loading="lazy" />
                <div>
                  <h2 id={`post-${post.slug}`}>
                    <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                  </h2>
                  <p className="blog-byline">
                    <time dateTime={post.date}>{formatContentDate(post.date)}</time> · {post.author}
                  </p>
                  <p>{post.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
