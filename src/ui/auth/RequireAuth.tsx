import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthStatus } from './useAuth';

/** Spec §2 redirect rules: the app and /update-card need a logged-in user; others go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  if (status === 'pending') return <p className="auth-pending" role="status">Loading…</p>;
  return <>{children}</>;
}

/** An already authenticated visitor on /login goes to /. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  if (status === 'loaded') return <Navigate to="/" replace />;
  return <>{children}</>;
}
