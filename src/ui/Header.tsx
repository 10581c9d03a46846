import { useState } from 'react';
import { Greeting } from './auth/Greeting';
import { ActionMenu } from './menu/ActionMenu';
import { ScaleControl } from './ScaleControl';

/** The header: product name, file name, the scale control and the action menu. */
export function Header() {
  const [fileName, setFileName] = useState('');
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
      <Greeting />
      <ActionMenu />
    </header>
  );
}
