import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { ZOOM_REPEAT_MAP_MS, ZOOM_REPEAT_MS } from '../shared/constants';
import { ZOOM_IN, ZOOM_OUT, type Command } from './commands/commands';
import { useServices } from './AppServices';
import { mapCamera } from '../engine/map/mapMode';

/** A zoom button steps once on press and again every 100 ms while held, 500 ms over the map (spec §9). */
function ZoomButton({ command, symbol }: { command: Command; symbol: string }) {
  const services = useServices();
  const timer = useRef<number | undefined>(undefined);
  const stop = () => window.clearInterval(timer.current);
  useEffect(() => stop, []);
  return (
    <button
      type="button"
      className="zoom-button"
      aria-label={command.label}
      title={command.label}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        command.run(services);
        stop();
        const onMap = services.editor.getSnapshot().context.document.map !== null;
        timer.current = window.setInterval(() => command.run(services), onMap ? ZOOM_REPEAT_MAP_MS : ZOOM_REPEAT_MS);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      // Keyboard activation arrives as a click with no pointer press before it (detail 0).
      onClick={(event) => {
        if (event.detail === 0) command.run(services);
      }}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}

/** Zoom in and out, and the current zoom: a percentage on the grid, the map's zoom level on the map. */
export function ZoomControls() {
  const { editor } = useServices();
  const zoomText = useSelector(editor, (snapshot) => {
    const camera = mapCamera(snapshot.context.document, snapshot.context.viewport);
    return camera ? `Map ${camera.zoom.toFixed(1)}` : `${Math.round(snapshot.context.viewport.zoom * 100)}%`;
  });
  return (
    <div className="zoom-controls" role="group" aria-label="Zoom">
      <ZoomButton command={ZOOM_OUT} symbol="−" />
      <output className="zoom-value" aria-label="Zoom level">
        {zoomText}
      </output>
      <ZoomButton command={ZOOM_IN} symbol="+" />
    </div>
  );
}
