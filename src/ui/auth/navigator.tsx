/**
 * Lets code outside React (the API client's status rules in main.tsx) move the router: the
 * binding inside the router hands over its navigate function. Until it has, a full page load does.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export interface Navigator {
  go: (path: string, options?: { replace?: boolean }) => void;
  bind: (navigate: (path: string, options?: { replace?: boolean }) => void) => () => void;
}

export function createNavigator(): Navigator {
  let bound: ((path: string, options?: { replace?: boolean }) => void) | null = null;
  return {
    go: (path, options) => {
      if (bound) bound(path, options);
      else if (options?.replace) window.location.replace(path);
      else window.location.assign(path);
    },
    bind: (navigate) => {
      bound = navigate;
      return () => {
        if (bound === navigate) bound = null;
      };
    },
  };
}

export function NavigatorBinding({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.bind((path, options) => void navigate(path, options)), [navigator, navigate]);
  return null;
}
