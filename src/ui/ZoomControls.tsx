import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { ZOOM_REPEAT_MS } from '../shared/constants';
import { ZOOM_IN, ZOOM_OUT, type Command } from './commands/commands';
import { useServices } from './AppServices';

/** A zoom button steps once on press and again every 100 ms while held (spec §9). */
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
        timer.current = window.setInterval(() => command.run(services), ZOOM_REPEAT_MS);
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

/** Zoom in and out, and the current zoom as a percentage. */
export function ZoomControls() {
  const { editor } = useServices();
  const zoom = useSelector(editor, (snapshot) => snapshot.context.viewport.zoom);
  return (
    <div className="zoom-controls" role="group" aria-label="Zoom">
      <ZoomButton command={ZOOM_OUT} symbol="−" />
      <output className="zoom-value" aria-label="Zoom level">
        {Math.round(zoom * 100)}%
      </output>
      <ZoomButton command={ZOOM_IN} symbol="+" />
    </div>
  );
}
