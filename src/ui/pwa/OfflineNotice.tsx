/** Says, while the browser is offline, what still works and what needs the network. */
import { useSyncExternalStore } from 'react';
import { connectivity } from '../../app/pwa/connectivity';

export const OFFLINE_NOTICE =
  'You are offline. Planimetry opened from this device, but saving, opening documents, maps and signing in need the network.';

export function OfflineNotice() {
  const online = useSyncExternalStore(connectivity.subscribe, connectivity.isOnline);
  if (online) return null;
  return (
    <p role="status" className="offline-notice">
      {OFFLINE_NOTICE}
    </p>
  );
}
