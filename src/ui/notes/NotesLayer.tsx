import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { EditorSnapshot } from '../../engine/editor/editorMachine';
import type { Note } from '../../shared/schemas';
import { useServices } from '../AppServices';
import { shownLayers } from '../../engine/document/shownLayers';
import { NoteBox } from './NoteBox';

interface ShownNotes {
  readonly layerId: number;
  readonly index: number;
  readonly current: boolean;
  readonly notes: readonly Note[];
}

const shownNotes = (snapshot: EditorSnapshot): ShownNotes[] =>
  shownLayers(snapshot.context.document).map(({ layer, index, current }) => ({ layerId: layer.id, index, current, notes: layer.notes }));

/** Re-render only when a shown layer's notes change, not on every sketch edit. */
const sameNotes = (a: readonly ShownNotes[], b: readonly ShownNotes[]): boolean =>
  a.length === b.length &&
  a.every((each, i) => {
    const other = b[i]!;
    return each.layerId === other.layerId && each.index === other.index && each.current === other.current && each.notes === other.notes;
  });

/**
 * The notes layer over the canvas: the notes of each layer on show (`shownLayers`), read-only but
 * for the current layer's, placed from the viewport so they follow zoom and pan.
 * A note just placed with the Note instrument takes the focus, ready for its text.
 */
export function NotesLayer() {
  const { editor } = useServices();
  const layers = useSelector(editor, shownNotes, sameNotes);
  const viewport = useSelector(editor, (snapshot) => snapshot.context.viewport);
  // Educators may not edit, move, rotate or delete notes (drawing-core §4).
  const readOnly = useSelector(editor, (snapshot) => snapshot.context.readOnly);
  const container = useRef<HTMLDivElement>(null);

  const current = layers.find((each) => each.current);
  const layerId = current?.layerId ?? -1;
  const count = current?.notes.length ?? 0;
  const seen = useRef({ layerId, count });
  useEffect(() => {
    const before = seen.current;
    seen.current = { layerId, count };
    if (before.layerId !== layerId || count <= before.count) return;
    container.current?.querySelector<HTMLTextAreaElement>(`[data-note="${count - 1}"] textarea`)?.focus();
  }, [layerId, count]);

  return (
    <div ref={container} className="notes-layer">
      {layers.flatMap((layer) =>
        layer.notes.map((note, index) => (
          <NoteBox
            key={`${layer.layerId}-${index}`}
            note={note}
            index={index}
            layerNumber={layer.index + 1}
            editable={layer.current && !readOnly}
            viewport={viewport}
          />
        )),
      )}
    </div>
  );
}
