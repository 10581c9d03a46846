import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Scene } from '../render/Scene';
import { useServices } from './AppServices';
import { attachPointerAdapter } from './input/pointerAdapter';

const CURSORS: Record<string, string> = { straight: 'crosshair', pan_move: 'grab', select_tool: 'default' };

/** The element that holds the PixiJS canvas and receives the pointer. */
export function CanvasHost() {
  const { editor, settings } = useServices();
  const host = useRef<HTMLDivElement>(null);
  const instrument = useSelector(editor, (snapshot) => String(snapshot.value));
  const canvasSettings = useSelector(settings, (snapshot) => snapshot.context.settings);

  useEffect(() => (host.current ? attachPointerAdapter(host.current, editor) : undefined), [editor]);

  return (
    <div
      ref={host}
      className="canvas-host"
      role="application"
      aria-label="Drawing canvas"
      aria-roledescription="drawing canvas"
      tabIndex={0}
      style={{ cursor: CURSORS[instrument] ?? 'default' }}
    >
      <Scene editor={editor} settings={canvasSettings} host={host} />
    </div>
  );
}
