import { Link } from 'react-router';

/** A page of the public site that a later issue builds; it names itself and leads back. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="auth-form" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      <p>This page is coming soon.</p>
      <Link to="/">Back to Planimetry</Link>
    </section>
  );
}
