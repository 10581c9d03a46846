/**
 * `/` (spec accounts §2): the drawing app for a signed-in user, the marketing home in the public
 * layout for a visitor, and /login once a session on this page has ended (app/home/rootView.ts).
 */
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { rootView } from '../../app/home/rootView';
import { useCoreServices } from '../AppServices';
import { PublicLayout } from '../auth/PublicLayout';
import { useAuthStatus } from '../auth/useAuth';

// Its own chunk: a signed-in user, and every other page, never loads the marketing home.
const HomePage = lazy(async () => ({ default: (await import('./HomePage')).HomePage }));

export function RootRoute({ app }: { app: ReactNode }) {
  const { auth } = useCoreServices();
  const status = useAuthStatus();
  const hadSession = useRef(status !== 'unauthenticated');
  if (status !== 'unauthenticated') hadSession.current = true;
  // A startup that skipped the user load (see app/home/startupLoad.ts) loads it here if there is a session.
  useEffect(() => auth.send({ type: 'session.resume' }), [auth]);

  const view = rootView(status, hadSession.current);
  if (view === 'app') return <>{app}</>;
  if (view === 'login') return <Navigate to="/login" replace />;
  const loading = (
    <p className="auth-pending" role="status">
      Loading…
    </p>
  );
  if (view === 'pending') return loading;
  return (
    <PublicLayout>
      <Suspense fallback={loading}>
        <HomePage />
      </Suspense>
    </PublicLayout>
  );
}
