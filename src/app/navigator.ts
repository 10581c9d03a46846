/**
 * Lets code outside React (the API client's status rules, createApp) move the router: the binding
 * inside the router (ui/auth/NavigatorBinding) hands over its navigate function. Until it has, a
 * full page load does.
 */
import { appAddress } from '../net/appAddress';
export type Navigate = (path: string, options?: { replace?: boolean }) => void;

export interface Navigator {
  go: Navigate;
  /** Routes `go` through `navigate` until the returned function is called. */
  bind: (navigate: Navigate) => () => void;
}

/** `location` is the page's by default; tests bind a navigate function instead. */
export function createNavigator(location: Pick<Location, 'assign' | 'replace'> | null = typeof window === 'undefined' ? null : window.location): Navigator {
  let bound: Navigate | null = null;
  return {
    go: (path, options) => {
      if (bound) bound(path, options);
      else if (options?.replace) location?.replace(appAddress(path));
      else location?.assign(appAddress(path));
    },
    bind: (navigate) => {
      bound = navigate;
      return () => {
        if (bound === navigate) bound = null;
      };
    },
  };
}
