import { useSelector } from '@xstate/react';
import { useCoreServices } from '../AppServices';

/** Where the auth machine is, reduced to what pages decide on. */
export type AuthStatus = 'unauthenticated' | 'pending' | 'loaded';

export function useAuthStatus(): AuthStatus {
  const { auth } = useCoreServices();
  return useSelector(auth, (snapshot) => (snapshot.matches('loaded') ? 'loaded' : snapshot.matches('unauthenticated') ? 'unauthenticated' : 'pending'));
}

export function useAuthUser() {
  const { auth } = useCoreServices();
  return useSelector(auth, (snapshot) => snapshot.context.user);
}
