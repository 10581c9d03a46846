/**
 * A small ASCII DXF (R2000, AC1015) of a flat with known rooms, written here for the Detect rooms
 * browser test: walls drawn as closed outlines (LWPOLYLINE) of their faces, 0.25 m outer walls,
 * 0.1 m inner walls, door gaps of 0.8 m between rooms and a 0.9 m entrance, in metres
 * ($INSUNITS 6). Each room's true area is the rectangle between its walls' inner faces.
 */

/** A rectangle [x0, y0, x1, y1] in metres, y up as in the drawing. */
export type Rect = readonly [number, number, number, number];

export interface DxfPlanRoom {
  readonly name: string;
  /** Between the walls' inner faces, metres. */
  readonly interior: Rect;
  readonly areaM2: number;
}

const OUTER = 0.25;

/** The flat: 10 × 8 m outside; four rooms. */
const ROOMS: readonly { name: string; interior: Rect }[] = [
  { name: 'living', interior: [OUTER, OUTER, 5.0, 4.0] },
  { name: 'bedroom', interior: [OUTER, 4.1, 5.0, 8 - OUTER] },
  { name: 'kitchen', interior: [5.1, OUTER, 10 - OUTER, 3.0] },
  { name: 'study', interior: [5.1, 3.1, 10 - OUTER, 8 - OUTER] },
];

/**
 * Wall pieces as rectangles of their faces; a door is the gap between two pieces. Pieces meet
 * face to face, so no line crosses a room.
 */
export const PLAN_WALLS: readonly Rect[] = [
  // Outer walls; the entrance (x 1.0 to 1.9) in the bottom wall.
  [0, 0, 1.0, OUTER],
  [1.9, 0, 10, OUTER],
  [0, 8 - OUTER, 10, 8],
  [0, OUTER, OUTER, 8 - OUTER],
  [10 - OUTER, OUTER, 10, 8 - OUTER],
  // Living | bedroom at y 4.0–4.1, a door at x 2.0–2.8.
  [OUTER, 4.0, 2.0, 4.1],
  [2.8, 4.0, 5.0, 4.1],
  // The middle wall at x 5.0–5.1, a door to the study at y 5.5–6.3.
  [5.0, OUTER, 5.1, 5.5],
  [5.0, 6.3, 5.1, 8 - OUTER],
  // Kitchen | study at y 3.0–3.1, a door at x 7.0–7.8.
  [5.1, 3.0, 7.0, 3.1],
  [7.8, 3.0, 10 - OUTER, 3.1],
];

export const DXF_PLAN_ROOMS: readonly DxfPlanRoom[] = ROOMS.map(({ name, interior: [x0, y0, x1, y1] }) => ({
  name,
  interior: [x0, y0, x1, y1],
  areaM2: (x1 - x0) * (y1 - y0),
}));

/** Group code / value pairs, one per line, as DXF writes them. */
const pairs = (...items: (string | number)[]): string[] => items.map(String);

function rectangle([x0, y0, x1, y1]: Rect): string[] {
  return pairs(0, 'LWPOLYLINE', 5, 'FF', 100, 'AcDbEntity', 8, 'WALLS', 100, 'AcDbPolyline', 90, 4, 70, 1, 10, x0, 20, y0, 10, x1, 20, y0, 10, x1, 20, y1, 10, x0, 20, y1);
}

/** The plan as the text of an ASCII DXF file. */
export function dxfPlanText(): string {
  const lines = [
    ...pairs(0, 'SECTION', 2, 'HEADER', 9, '$ACADVER', 1, 'AC1015', 9, '$INSUNITS', 70, 6, 9, '$EXTMIN', 10, 0, 20, 0, 30, 0, 9, '$EXTMAX', 10, 10, 20, 8, 30, 0, 0, 'ENDSEC'),
    ...pairs(0, 'SECTION', 2, 'ENTITIES'),
    ...PLAN_WALLS.flatMap(rectangle),
    ...pairs(0, 'ENDSEC', 0, 'EOF'),
  ];
  // Handles must differ: number them.
  let handle = 0x100;
  const numbered = lines.map((line, i) => (line === 'FF' && lines[i - 1] === '5' ? (handle++).toString(16).toUpperCase() : line));
  return `${numbered.join('\r\n')}\r\n`;
}
