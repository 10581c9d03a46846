/** Notes on the canvas (spec drawing-core §3 "Note", §5, §9): pure edits of a note record. */
import { NOTE_ARROW_POSITIONS, NOTE_MAX_LENGTH, NOTE_MIN_HEIGHT, NOTE_WIDTH } from '../../shared/constants';
import type { Point } from '../../shared/geometry';
import type { Note } from '../../shared/schemas';

/** Where a new note's box sits relative to the point it annotates, in screen px. */
const NEW_NOTE_OFFSET = { x: 30, y: -(NOTE_MIN_HEIGHT + 40) };
/** A new note's arrow leaves the box from its bottom-left corner, towards the annotated point. */
const NEW_NOTE_ARROW = 6;

/** A note annotating `origin` (canvas px), its box up and to the right whatever the zoom. */
export function createNote(origin: Point, zoom: number): Note {
  return {
    text: '',
    height: NOTE_MIN_HEIGHT,
    width: NOTE_WIDTH,
    point: { x: origin.x + NEW_NOTE_OFFSET.x / zoom, y: origin.y + NEW_NOTE_OFFSET.y / zoom },
    originPoint: { x: origin.x, y: origin.y },
    arrowPosition: NEW_NOTE_ARROW,
  };
}

/** Note text is limited to 150 characters: longer text is cut there. */
export const setNoteText = (note: Note, text: string): Note => ({ ...note, text: text.slice(0, NOTE_MAX_LENGTH) });

/** Note height is at least 50. */
export const setNoteHeight = (note: Note, height: number): Note => ({
  ...note,
  height: Number.isFinite(height) ? Math.max(NOTE_MIN_HEIGHT, height) : note.height,
});

/** Moves the note's box; the annotated point stays. */
export const moveNote = (note: Note, point: Point): Note => ({ ...note, point: { x: point.x, y: point.y } });

/** Turns the arrow to the next of the 8 positions, after 7 back to 0. */
export const rotateNote = (note: Note): Note => ({ ...note, arrowPosition: (note.arrowPosition + 1) % NOTE_ARROW_POSITIONS });

/** Moves the whole note, box and annotated point, as when its layer is dragged. */
export const translateNote = (note: Note, by: Point): Note => ({
  ...note,
  point: { x: note.point.x + by.x, y: note.point.y + by.y },
  originPoint: { x: note.originPoint.x + by.x, y: note.originPoint.y + by.y },
});
