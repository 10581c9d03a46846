/**
 * Install Planimetry as an app: the browser's own prompt where it offers one (app/pwa/installPrompt.ts),
 * else how to add it from the browser's menu or to the home screen.
 */
import { useState, useSyncExternalStore } from 'react';
import { installPrompt } from '../../app/pwa/installPrompt';

const MANUAL_INSTALL =
  'Your browser installs web apps from its own menu: in Chrome or Edge choose Install Planimetry (or Add to Home screen) in the menu, in Safari on an iPhone or iPad tap Share › Add to Home Screen, and on a Mac choose File › Add to Dock.';

export function InstallButton() {
  const state = useSyncExternalStore(installPrompt.subscribe, installPrompt.getState);
  const [message, setMessage] = useState<string | null>(null);

  const install = async () => {
    const outcome = await installPrompt.install();
    if (outcome === 'unavailable') setMessage(MANUAL_INSTALL);
    else if (outcome === 'accepted') setMessage('Planimetry is installed. Open it from your apps or your home screen.');
    else setMessage(null);
  };

  if (state === 'installed') {
    return (
      <p role="status" className="install-status">
        Planimetry is installed on this device.
      </p>
    );
  }
  return (
    <div className="install">
      <button type="button" className="button-like" onClick={() => void install()}>
        Install
      </button>
      {message ? (
        <p role="status" className="install-status">
          {message}
        </p>
      ) : null}
    </div>
  );
}
