/**
 * A quiet notice while the live connection is lost and the browser is online (AB3.20): other
 * devices' changes and the server's messages wait until socket.io has reconnected. Offline, the
 * offline notice says more, so this one keeps still.
 */
import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import { connectivity } from '../../app/pwa/connectivity';
import { liveConnectionLost, type LiveConnectionActor } from '../../app/live/liveConnectionMachine';
import { useCoreServices } from '../AppServices';
import './liveConnectionNotice.css';

export const LIVE_LOST_NOTICE = 'Reconnecting to the server… Changes from your other devices will show once it is back.';

function Notice({ connection }: { connection: LiveConnectionActor }) {
  const lost = useSelector(connection, liveConnectionLost);
  const online = useSyncExternalStore(connectivity.subscribe, connectivity.isOnline);
  return (
    <p role="status" className="live-connection-notice" hidden={!(lost && online)}>
      {lost && online ? LIVE_LOST_NOTICE : ''}
    </p>
  );
}

export function LiveConnectionNotice() {
  const { liveConnection } = useCoreServices();
  return liveConnection ? <Notice connection={liveConnection} /> : null;
}
