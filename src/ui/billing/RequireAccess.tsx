import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { redirectFor } from '../../app/billing/accessMachine';
import { useCoreServices } from '../AppServices';

/**
 * Spec accounts §4 "Access by subscription" on the drawing route: no plan or an ended one goes to
 * /subscription, a failed payment to /update-card; a pay-per-day day that ended stays here with
 * the activate modal (opened by the pay-per-day workflow). Decided by the access statechart.
 */
export function RequireAccess({ children }: { children: ReactNode }) {
  const { billing, auth } = useCoreServices();
  const user = useSelector(auth, (snapshot) => snapshot.context.user);
  const access = useSelector(billing.access, (snapshot) => snapshot.context.access);
  const redirect = redirectFor(user, access);
  if (redirect) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}
