import { useSelector } from '@xstate/react';
import { CanvasHost } from './CanvasHost';
import { Header } from './Header';
import { InstrumentToolbar } from './InstrumentToolbar';
import { ResultsPanel } from './ResultsPanel';
import { ZoomControls } from './ZoomControls';
import { ZoomMiniView } from './ZoomMiniView';
import { useServices } from './AppServices';
import { useShortcuts } from './commands/useShortcuts';
import { useImporter } from './import/useImporter';
import { WandPanel } from './wand/WandPanel';
import { ScaleLinePanel } from './scale/ScaleLinePanel';
import { MapPanel } from './map/MapPanel';

/** Route "/": the drawing screen. */
export function DrawingScreen() {
  const services = useServices();
  useShortcuts(services);
  const importer = useImporter(services);
  // The mini-view shows the drawing area of the grid; the map has no edge to show.
  const onMap = useSelector(services.editor, (snapshot) => snapshot.context.document.map !== null);
  return (
    <div className="drawing-screen">
      <Header />
      <main className="workspace">
        <InstrumentToolbar />
        <CanvasHost importer={importer} />
        <aside className="side-panel">
          <ScaleLinePanel />
          <MapPanel />
          <ResultsPanel />
          <WandPanel />
          {!onMap && <ZoomMiniView />}
          <ZoomControls />
        </aside>
      </main>
    </div>
  );
}
