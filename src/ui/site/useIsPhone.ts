import { useSyncExternalStore } from 'react';

/**
 * A phone-sized screen, or a touch screen without a hovering pointer of tablet size at most: the
 * header then leaves out Sign up and Log in (spec accounts §2 "Layout": "signed out and not mobile").
 */
export const PHONE_QUERY = '(max-width: 767px), (hover: none) and (pointer: coarse) and (max-width: 1024px)';

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
