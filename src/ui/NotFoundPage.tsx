import { Link } from 'react-router';
import { MESSAGES } from '../shared/constants';
import { useAuthStatus } from './auth/useAuth';

/**
 * Any unknown route, inside the public layout (its header). The server answers these paths with
 * 404. The way out fits the visitor: the drawing when signed in, the home page (which sends a
 * signed-out visitor on to log in) otherwise.
 */
export function NotFoundPage() {
  const signedIn = useAuthStatus() === 'loaded';
  return (
    <section className="not-found">
      <h1>{MESSAGES.notFound}</h1>
      <Link to="/">{signedIn ? 'Go to the drawing' : 'Go to the home page'}</Link>
    </section>
  );
}
