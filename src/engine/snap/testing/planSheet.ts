/**
 * A seeded synthetic plan sheet for the snapping benchmark: an A0 sheet rendered at 1 px a point
 * (3370 × 2384 px, as the import renders a page longer than 2560 pt), as dense as a CAD export of
 * a detailed plan gets: rooms from recursive splitting with double-line walls (an outer and an
 * inner outline each, so shared walls are drawn twice, as exports do), a label of text-like
 * strokes in every room, a general-notes column of text-like strokes down the right side, and
 * brick hatching (courses with staggered joints, each dash a segment, as an exploded hatch is)
 * in rooms taken in a seeded order until the sheet holds exactly `count` segments.
 */
import { seededRandom } from '../../kernels/randomPolygon';

export const SHEET_WIDTH = 3370;
export const SHEET_HEIGHT = 2384;
const MARGIN = 60;
/** The notes column's width, on the right. */
const NOTES_WIDTH = 700;
const WALL = 6;
const SMALLEST_ROOM = 180;
/** Brick hatching: a course every 2 px, a joint every 4 px, staggered by half a brick. */
const COURSE = 2;
const BRICK = 4;
/** A text-like glyph: about 4 strokes in a 5 × 8 px cell, 6 px apart, rows 11 px apart. */
const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 8;
const GLYPH_ADVANCE = 6;
const ROW = 11;
/** Share of the segments that may be text-like strokes (labels, and notes as far as their column holds); the rest is hatching. */
const TEXT_SHARE = 0.25;

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PlanSheet {
  readonly segments: Float64Array;
  readonly width: number;
  readonly height: number;
  /** Every room's inner outline (the hatched ones listed in `hatched` too). */
  readonly rooms: readonly Rect[];
  readonly hatched: readonly Rect[];
  /** The inner corners of every room's walls: where a person snaps most. */
  readonly corners: readonly { x: number; y: number }[];
}

/** Splits `rect` across its longer side at a random place until rooms are under about twice the smallest. */
function splitRooms(rect: Rect, random: () => number, out: Rect[]): void {
  const wide = rect.width >= rect.height;
  const long = wide ? rect.width : rect.height;
  if (long < 2 * SMALLEST_ROOM) {
    out.push(rect);
    return;
  }
  const at = Math.round(SMALLEST_ROOM + random() * (long - 2 * SMALLEST_ROOM));
  if (wide) {
    splitRooms({ ...rect, width: at }, random, out);
    splitRooms({ ...rect, x: rect.x + at, width: rect.width - at }, random, out);
  } else {
    splitRooms({ ...rect, height: at }, random, out);
    splitRooms({ ...rect, y: rect.y + at, height: rect.height - at }, random, out);
  }
}

export function planSheet(count: number, seed: number): PlanSheet {
  const random = seededRandom(seed);
  const values: number[] = [];
  const full = () => values.length >= 4 * count;
  const line = (x1: number, y1: number, x2: number, y2: number): void => {
    if (!full()) values.push(x1, y1, x2, y2);
  };
  const outline = (r: Rect): void => {
    line(r.x, r.y, r.x + r.width, r.y);
    line(r.x + r.width, r.y, r.x + r.width, r.y + r.height);
    line(r.x + r.width, r.y + r.height, r.x, r.y + r.height);
    line(r.x, r.y + r.height, r.x, r.y);
  };
  /** A glyph of 3 to 5 strokes between points of its cell's 3 × 3 grid, its top left at (x, y). */
  const glyph = (x: number, y: number): void => {
    const strokes = 3 + Math.floor(random() * 3);
    const node = () => [x + (Math.floor(random() * 3) * GLYPH_WIDTH) / 2, y + (Math.floor(random() * 3) * GLYPH_HEIGHT) / 2] as const;
    for (let i = 0; i < strokes; i++) {
      const [x1, y1] = node();
      const [x2, end] = node();
      // A stroke to its own start becomes the cell's full height.
      const y2 = x1 === x2 && y1 === end ? (y1 === y ? y + GLYPH_HEIGHT : y) : end;
      line(x1, y1, x2, y2);
    }
  };

  const building: Rect = { x: MARGIN, y: MARGIN, width: SHEET_WIDTH - NOTES_WIDTH - 2 * MARGIN, height: SHEET_HEIGHT - 2 * MARGIN };
  const cells: Rect[] = [];
  splitRooms(building, random, cells);
  const rooms = cells.map((cell) => ({ x: cell.x + WALL, y: cell.y + WALL, width: cell.width - 2 * WALL, height: cell.height - 2 * WALL }));
  // Walls: each room's outer and inner outline.
  cells.forEach((cell, i) => {
    outline(cell);
    outline(rooms[i]!);
  });
  // Labels, then notes, up to the text's share.
  const textEnd = Math.min(count, values.length / 4 + Math.round(TEXT_SHARE * count));
  for (const room of rooms) {
    const glyphs = 6 + Math.floor(random() * 8);
    const x = room.x + room.width / 2 - (glyphs * GLYPH_ADVANCE) / 2;
    for (let g = 0; g < glyphs; g++) glyph(Math.round(x) + g * GLYPH_ADVANCE, Math.round(room.y + room.height / 2));
  }
  const notesLeft = SHEET_WIDTH - NOTES_WIDTH + MARGIN;
  const notesRight = SHEET_WIDTH - MARGIN;
  for (let y = MARGIN; values.length / 4 < textEnd && y + GLYPH_HEIGHT < SHEET_HEIGHT - MARGIN; y += ROW) {
    // A note's line: words of 2 to 9 glyphs, a space between them, ending at a random place.
    const end = notesLeft + (0.5 + random() / 2) * (notesRight - notesLeft);
    for (let x = notesLeft; x + GLYPH_WIDTH < end && values.length / 4 < textEnd; ) {
      const word = 2 + Math.floor(random() * 8);
      for (let g = 0; g < word && x + GLYPH_WIDTH < end && values.length / 4 < textEnd; g++, x += GLYPH_ADVANCE) glyph(x, y);
      x += GLYPH_ADVANCE;
    }
  }
  // Brick hatching, room after room in a seeded order, until the sheet is full.
  const order = rooms.map((room, i) => ({ room, key: random(), i })).sort((a, b) => a.key - b.key);
  const hatched: Rect[] = [];
  for (const { room } of order) {
    if (full()) break;
    hatched.push(room);
    const right = room.x + room.width;
    for (let course = 0, y = room.y + COURSE; y < room.y + room.height && !full(); course++, y += COURSE) {
      line(room.x, y, right, y);
      const stagger = course % 2 === 0 ? 0 : BRICK / 2;
      for (let x = room.x + BRICK - stagger; x < right && !full(); x += BRICK) line(x, y - COURSE, x, y);
    }
  }
  if (!full()) throw new RangeError(`A sheet of ${SHEET_WIDTH} × ${SHEET_HEIGHT} px holds fewer than ${count} segments of this plan.`);
  const corners = rooms.flatMap((room) => [
    { x: room.x, y: room.y },
    { x: room.x + room.width, y: room.y },
    { x: room.x + room.width, y: room.y + room.height },
    { x: room.x, y: room.y + room.height },
  ]);
  return { segments: new Float64Array(values), width: SHEET_WIDTH, height: SHEET_HEIGHT, rooms, hatched, corners };
}
