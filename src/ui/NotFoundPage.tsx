import { Link } from 'react-router';
import { MESSAGES } from '../shared/constants';

/** Any unknown route. */
export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1>{MESSAGES.notFound}</h1>
      <Link to="/">Back to the drawing</Link>
    </main>
  );
}
