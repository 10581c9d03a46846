/**
 * The PixiJS scene: grid, the current layer's sketch, its length labels and the overlay of the
 * instrument in progress. It is a projection of the editor's state: each part redraws from a
 * subscription to the editor actor, never from React renders, so pointer moves and pans cost no
 * React work.
 */
import { Application, extend, useApplication } from '@pixi/react';
import { Container, Graphics, Text } from 'pixi.js';
import { useEffect, useRef, type RefObject } from 'react';
import { DRAWING_COLOR_HEX } from '../shared/constants';
import type { Settings } from '../shared/settings';
import { currentSketch } from '../engine/document/drawingDocument';
import type { EditorActor, EditorSnapshot } from '../engine/editor/editorMachine';
import { previewLine } from '../engine/editor/overlay';
import { drawGrid, gridOpacity } from './drawGrid';
import { drawPreview, drawSketch } from './drawSketch';
import { updateLineLabels } from './lineLabelText';

extend({ Container, Graphics, Text });

interface SceneProps {
  editor: EditorActor;
  settings: Settings;
  host: RefObject<HTMLElement | null>;
}

export function Scene({ editor, settings, host }: SceneProps) {
  return (
    <Application resizeTo={host} background={0xffffff} antialias autoDensity resolution={window.devicePixelRatio || 1}>
      <SceneLayers editor={editor} settings={settings} />
    </Application>
  );
}

function SceneLayers({ editor, settings }: Omit<SceneProps, 'host'>) {
  const { app } = useApplication();
  const grid = useRef<Graphics>(null);
  const sketch = useRef<Graphics>(null);
  const overlay = useRef<Graphics>(null);
  const labels = useRef<Container>(null);

  useEffect(() => {
    const style = { color: DRAWING_COLOR_HEX[settings.drawingColor], weight: settings.lineWeight };
    let previous: EditorSnapshot | null = null;
    const render = (snapshot: EditorSnapshot) => {
      const { document, viewport } = snapshot.context;
      const viewChanged = previous?.context.viewport !== viewport;
      const documentChanged = previous?.context.document !== document;
      if (grid.current && viewChanged) drawGrid(grid.current, viewport, gridOpacity(settings.gridTransparency));
      if (sketch.current && (viewChanged || documentChanged)) drawSketch(sketch.current, currentSketch(document), viewport, style);
      if (labels.current && (viewChanged || documentChanged)) {
        const shown = settings.displayLineLength ? currentSketch(document) : null;
        updateLineLabels(labels.current, shown, document.scale, viewport, settings.imperial);
      }
      if (overlay.current) {
        const line = previewLine(snapshot);
        if (line) drawPreview(overlay.current, line.from, line.to, viewport, style);
        else overlay.current.clear();
      }
      previous = snapshot;
    };
    render(editor.getSnapshot());
    const subscription = editor.subscribe(render);
    return () => subscription.unsubscribe();
  }, [app, editor, settings]);

  return (
    <pixiContainer>
      <pixiGraphics ref={grid} draw={() => {}} />
      <pixiGraphics ref={sketch} draw={() => {}} />
      <pixiGraphics ref={overlay} draw={() => {}} />
      <pixiContainer ref={labels} />
    </pixiContainer>
  );
}
