import { useSelector } from '@xstate/react';
import { Greeting } from './auth/Greeting';
import { HeaderCountdown } from './billing/HeaderCountdown';
import './billing/billing.css';
import { useServices } from './AppServices';
import { ActionMenu } from './menu/ActionMenu';
import { ScaleControl } from './ScaleControl';

/** The header: product name, the open document's name, the trial or pay-per-day countdown, the scale control and the action menu. */
export function Header() {
  const { editor } = useServices();
  const fileName = useSelector(editor, (snapshot) => snapshot.context.file?.name ?? null);
  return (
    <header className="header">
      <span className="brand">Planimetry</span>
      <output className="file-name" aria-label="Document name">
        {fileName ?? 'Untitled drawing'}
      </output>
      <HeaderCountdown />
      <ScaleControl />
      <Greeting />
      <ActionMenu />
    </header>
  );
}
