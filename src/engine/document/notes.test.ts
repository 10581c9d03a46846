import { describe, expect, it } from 'vitest';
import { createNote, moveNote, rotateNote, setNoteHeight, setNoteText, translateNote } from './notes';

describe('notes', () => {
  it('places a new note 200 wide and 50 high with its arrow on the clicked point', () => {
    const note = createNote({ x: 100, y: 200 }, 2);
    expect(note).toMatchObject({ text: '', width: 200, height: 50, originPoint: { x: 100, y: 200 } });
    expect(note.point).toEqual({ x: 115, y: 155 });
  });

  it('cuts text at 150 characters', () => {
    expect(setNoteText(createNote({ x: 0, y: 0 }, 1), 'x'.repeat(200)).text).toHaveLength(150);
  });

  it('keeps the height at least 50', () => {
    const note = createNote({ x: 0, y: 0 }, 1);
    expect(setNoteHeight(note, 20).height).toBe(50);
    expect(setNoteHeight(note, 80).height).toBe(80);
    expect(setNoteHeight(note, Number.NaN).height).toBe(50);
  });

  it('cycles the arrow through 8 positions', () => {
    let note = createNote({ x: 0, y: 0 }, 1);
    const seen = [];
    for (let i = 0; i < 9; i++) {
      seen.push(note.arrowPosition);
      note = rotateNote(note);
    }
    expect(seen).toEqual([6, 7, 0, 1, 2, 3, 4, 5, 6]);
  });

  it('moves the box alone, or the box with its point when the layer moves', () => {
    const note = createNote({ x: 10, y: 10 }, 1);
    expect(moveNote(note, { x: 50, y: 60 })).toMatchObject({ point: { x: 50, y: 60 }, originPoint: { x: 10, y: 10 } });
    expect(translateNote(note, { x: 5, y: -5 }).originPoint).toEqual({ x: 15, y: 5 });
  });
});
