import { useState } from 'react';
import { ScaleControl } from './ScaleControl';
import { SettingsDialog } from './SettingsDialog';

/** The header: product name, file name, the scale control and the settings button. */
export function Header() {
  const [fileName, setFileName] = useState('');
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <header className="header">
      <span className="brand">Planimetry</span>
      <input
        className="file-name"
        aria-label="File name"
        placeholder="Untitled drawing"
        value={fileName}
        onChange={(event) => setFileName(event.target.value)}
      />
      <ScaleControl />
      <button type="button" className="header-button" onClick={() => setSettingsOpen(true)}>
        Settings
      </button>
      {settingsOpen && <SettingsDialog onClose={() => setSettingsOpen(false)} />}
    </header>
  );
}
