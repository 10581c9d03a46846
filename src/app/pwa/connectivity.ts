/** Whether the browser is online, followed through its online and offline events. */
export interface Connectivity {
  isOnline: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createConnectivity(page: (Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } }) | null): Connectivity {
  return {
    isOnline: () => page?.navigator.onLine ?? true,
    subscribe: (listener) => {
      page?.addEventListener('online', listener);
      page?.addEventListener('offline', listener);
      return () => {
        page?.removeEventListener('online', listener);
        page?.removeEventListener('offline', listener);
      };
    },
  };
}

export const connectivity = createConnectivity(typeof window === 'undefined' ? null : window);
