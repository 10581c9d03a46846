import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { toCanvas, toScreen, type Viewport } from '../../engine/viewport/viewport';
import { NOTE_MAX_LENGTH } from '../../shared/constants';
import type { Point } from '../../shared/geometry';
import type { Note } from '../../shared/schemas';
import { useServices } from '../AppServices';
import { SMALL_ICONS } from '../icons';
import { arrowAnchor, arrowHead, type Box } from '../../engine/print/noteArrow';

export interface NoteBoxProps {
  note: Note;
  /** The note's index on its layer: note events name it. */
  index: number;
  /** 1-based number of the note's layer, for names of read-only notes. */
  layerNumber: number;
  /** Notes of the current layer can be edited; others are read-only. */
  editable: boolean;
  viewport: Viewport;
}

/** Writes the arrow from the box at `box` to `origin` straight into the SVG elements. */
function drawArrow(line: SVGLineElement | null, head: SVGPolygonElement | null, box: Box, position: number, origin: Point): void {
  const from = arrowAnchor(box, position);
  line?.setAttribute('x1', String(from.x));
  line?.setAttribute('y1', String(from.y));
  line?.setAttribute('x2', String(origin.x));
  line?.setAttribute('y2', String(origin.y));
  const corners = arrowHead(from, origin);
  head?.setAttribute('points', corners ? corners.map((corner) => `${corner.x},${corner.y}`).join(' ') : '');
}

/**
 * One note: its box at the note's point, the arrow from the box edge to the annotated point, and
 * for the current layer the text, the arrow rotation, delete and the move handle. A move drag
 * writes the box and arrow positions straight to the DOM and sends one note.move on release, so
 * dragging costs no React render.
 */
export function NoteBox({ note, index, layerNumber, editable, viewport }: NoteBoxProps) {
  const { editor } = useServices();
  const boxRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<SVGLineElement>(null);
  const headRef = useRef<SVGPolygonElement>(null);
  const drag = useRef<{ pointerId: number; start: Point; by: Point } | null>(null);

  const topLeft = toScreen(viewport, note.point);
  const origin = toScreen(viewport, note.originPoint);
  const box: Box = { x: topLeft.x, y: topLeft.y, width: note.width, height: note.height };
  const from = arrowAnchor(box, note.arrowPosition);
  const head = arrowHead(from, origin);

  const moveTo = (by: Point) => {
    if (boxRef.current) boxRef.current.style.transform = `translate(${by.x}px, ${by.y}px)`;
    drawArrow(lineRef.current, headRef.current, { ...box, x: box.x + by.x, y: box.y + by.y }, note.arrowPosition, origin);
  };
  const endDrag = (event: ReactPointerEvent, commit: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    moveTo({ x: 0, y: 0 });
    if (commit && (current.by.x !== 0 || current.by.y !== 0)) {
      const point = toCanvas(viewport, { x: box.x + current.by.x, y: box.y + current.by.y });
      editor.send({ type: 'note.move', index, point });
    }
  };

  return (
    <>
      <svg className="note-arrow" aria-hidden="true">
        <line ref={lineRef} x1={from.x} y1={from.y} x2={origin.x} y2={origin.y} />
        <polygon ref={headRef} points={head ? head.map((corner) => `${corner.x},${corner.y}`).join(' ') : ''} />
      </svg>
      <div
        ref={boxRef}
        className={editable ? 'note' : 'note note-readonly'}
        data-note={editable ? index : undefined}
        style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
      >
        {editable && (
          <div className="note-tools">
            <button
              type="button"
              className="note-tool note-move"
              aria-label="Move note"
              title="Drag to move the note"
              onPointerDown={(event) => {
                if (event.button !== 0) return;
                event.currentTarget.setPointerCapture(event.pointerId);
                drag.current = { pointerId: event.pointerId, start: { x: event.clientX, y: event.clientY }, by: { x: 0, y: 0 } };
              }}
              onPointerMove={(event) => {
                const current = drag.current;
                if (!current || current.pointerId !== event.pointerId) return;
                current.by = { x: event.clientX - current.start.x, y: event.clientY - current.start.y };
                moveTo(current.by);
              }}
              onPointerUp={(event) => endDrag(event, true)}
              onPointerCancel={(event) => endDrag(event, false)}
            >
              {SMALL_ICONS.move}
            </button>
            <button type="button" className="note-tool" aria-label="Rotate note arrow" onClick={() => editor.send({ type: 'note.rotate', index })}>
              {SMALL_ICONS.rotate}
            </button>
            <button type="button" className="note-tool" aria-label="Delete note" onClick={() => editor.send({ type: 'note.delete', index })}>
              {SMALL_ICONS.close}
            </button>
          </div>
        )}
        <textarea
          className="note-text"
          aria-label={editable ? 'Note text' : `Note on layer ${layerNumber}`}
          maxLength={NOTE_MAX_LENGTH}
          readOnly={!editable}
          value={note.text}
          onChange={(event) => {
            const field = event.currentTarget;
            editor.send({ type: 'note.setText', index, text: field.value });
            // Text that no longer fits grows the note rather than scrolling inside it.
            const overflow = field.scrollHeight - field.clientHeight;
            if (overflow > 0) editor.send({ type: 'note.setHeight', index, height: note.height + overflow });
          }}
        />
      </div>
    </>
  );
}
