import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { CanvasHost } from './CanvasHost';
import { Header } from './Header';
import { InstrumentToolbar } from './InstrumentToolbar';
import { ResultsPanel } from './ResultsPanel';
import { ZoomControls } from './ZoomControls';
import { ZoomMiniView } from './ZoomMiniView';
import { useServices } from './AppServices';
import { useShortcuts } from './commands/useShortcuts';
import { useImporter } from './import/useImporter';
import { RoomsPanel } from './rooms/RoomsPanel';
import { WandPanel } from './wand/WandPanel';
import { CountPanel } from './count/CountPanel';
import { ScaleLinePanel } from './scale/ScaleLinePanel';
import { PerspectivePanel } from './scale/PerspectivePanel';
import { MapPanel } from './map/MapPanel';
import { SheetList } from './sheets/SheetList';
import { TakeoffPanel } from './takeoff/TakeoffPanel';
import { SiteNoticeBanner } from './site/SiteNoticeBanner';
import { DraftOffer } from './documents/DraftOffer';
import './drawingLayout.css';

/**
 * Route "/": the drawing screen. The cookie notice bar belongs to the public pages' frame (spec
 * §2 "Layout", with the footer), not here: a bar above the canvas would change its size and so
 * the drawing's place for anyone who has not answered it yet; the Account tab has the switch.
 */
export function DrawingScreen() {
  const services = useServices();
  useShortcuts(services);
  const importer = useImporter(services);
  // The mini-view shows the drawing area of the grid; the map has no edge to show.
  const onMap = useSelector(services.editor, (snapshot) => snapshot.context.document.map !== null);
  // The canvas's area, over which the instrument toolbar may be dragged.
  const canvasArea = useRef<HTMLDivElement>(null);
  return (
    <div className="drawing-screen">
      <div className="drawing-top">
        <SiteNoticeBanner />
        <Header />
      </div>
      <main className="workspace">
        <InstrumentToolbar canvasArea={canvasArea} />
        <CanvasHost importer={importer} ref={canvasArea} />
        <DraftOffer />
        <aside className="side-panel">
          <SheetList />
          <ScaleLinePanel />
          <PerspectivePanel />
          <MapPanel />
          <ResultsPanel />
          <TakeoffPanel />
          <WandPanel />
          <RoomsPanel />
          <CountPanel />
          {!onMap && <ZoomMiniView />}
          <ZoomControls />
        </aside>
      </main>
    </div>
  );
}
