import { useSelector } from '@xstate/react';
import { useEffect, useRef, type Ref } from 'react';
import { Scene } from '../render/Scene';
import { activeInstrument } from '../engine/editor/selectors';
import { useServices } from './AppServices';
import { LabelsToggle } from './canvas/LabelsToggle';
import { LineLabelsLayer } from './canvas/LineLabelsLayer';
import { RadiusLabel } from './canvas/RadiusLabel';
import { TypedLengthInput } from './canvas/TypedLengthInput';
import { ImportHost } from './import/ImportHost';
import { useFileDrop } from './import/useFileDrop';
import type { Importer } from './import/useImporter';
import { attachPointerAdapter } from './input/pointerAdapter';
import { LayersBar } from './layers/LayersBar';
import { LayersLegend } from './layers/LayersLegend';
import { MapLayer } from './map/MapLayer';
import { NotesLayer } from './notes/NotesLayer';
import { Notifications } from './notifications/Notifications';

const DRAWING_CURSOR = 'crosshair';
const CURSORS: Record<string, string> = {
  straight: DRAWING_CURSOR,
  constrained: DRAWING_CURSOR,
  curved: DRAWING_CURSOR,
  angle: DRAWING_CURSOR,
  rectangle_tool: DRAWING_CURSOR,
  circle_tool: DRAWING_CURSOR,
  pan_move: 'grab',
  select_tool: 'default',
  note_tool: 'copy',
  count_tool: DRAWING_CURSOR,
  cutout_tool: DRAWING_CURSOR,
  magic_wand: DRAWING_CURSOR,
  magic_wand_add: 'cell',
  magic_wand_sub: 'cell',
  scale_line: DRAWING_CURSOR,
  perspective_tool: DRAWING_CURSOR,
};

/**
 * The canvas area: the element that holds the PixiJS canvas and receives the pointer, and over
 * it the DOM overlays (length labels, notes, the labels toggle, the typed-length box, the layer
 * legend and the layers bar). The overlays are the host's siblings, so a click on one of them
 * never reaches the drawing instruments. A file dropped on the area is imported. `ref` is the
 * area's element: the instrument toolbar, dragged, is kept over it.
 */
export function CanvasHost({ importer, ref }: { importer: Importer; ref?: Ref<HTMLDivElement> }) {
  const { editor, settings, kernels } = useServices();
  const host = useRef<HTMLDivElement>(null);
  const instrument = useSelector(editor, activeInstrument);
  const canvasSettings = useSelector(settings, (snapshot) => snapshot.context.settings);
  const onMap = useSelector(editor, (snapshot) => snapshot.context.document.map !== null);
  // The educator's read-only view takes no dropped file and no typed length.
  const readOnly = useSelector(editor, (snapshot) => snapshot.context.readOnly);

  const drop = useFileDrop((file) => importer.importFile(file, 'file'));

  useEffect(() => (host.current ? attachPointerAdapter(host.current, editor) : undefined), [editor]);

  return (
    <div ref={ref} className={drop.over ? 'canvas-area drop-target' : 'canvas-area'} {...(readOnly ? {} : drop.handlers)}>
      <MapLayer />
      <div
        ref={host}
        className={onMap ? 'canvas-host over-map' : 'canvas-host'}
        role="application"
        aria-label="Drawing canvas"
        aria-roledescription="drawing canvas"
        tabIndex={0}
        style={{ cursor: CURSORS[instrument] ?? 'default' }}
      >
        <Scene editor={editor} settings={canvasSettings} host={host} kernels={kernels} />
      </div>
      <div className="canvas-overlays">
        <LineLabelsLayer />
        <RadiusLabel />
        <NotesLayer />
        <LabelsToggle />
        {!readOnly && <TypedLengthInput />}
        <LayersLegend />
        <LayersBar />
        {/* Offers that need an answer first, the notices below them: one stack, so none covers another. */}
        <div className="prompt-stack">
          {!readOnly && <ImportHost importer={importer} />}
          <Notifications />
        </div>
      </div>
    </div>
  );
}
