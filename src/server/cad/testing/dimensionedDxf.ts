/**
 * A small ASCII DXF (R2000, AC1015) written for the units check's tests: walls as LINEs and
 * linear DIMENSIONs with their definition points, measured value and text, in the units the
 * header declares ($INSUNITS). The dimensions have no blocks, so what they state is their text
 * (group 1) or, for "<>" or none, their measured value (group 42).
 */

export interface DxfPoint {
  readonly x: number;
  readonly y: number;
}

export interface DxfDimension {
  /** Definition points 13 and 14. */
  readonly from: DxfPoint;
  readonly to: DxfPoint;
  /** Group 1: "" or "<>" for the measured value, or an override ("58'-0\"", "3.5m"). */
  readonly text: string;
  /** Rotated dimensions measure along this angle in degrees (group 50); aligned ones along from → to. */
  readonly angle?: number;
  readonly aligned?: boolean;
}

export interface DimensionedDrawing {
  /** $INSUNITS: 1 in, 4 mm, 6 m… */
  readonly insUnits: number;
  readonly walls: readonly (readonly [DxfPoint, DxfPoint])[];
  readonly dimensions: readonly DxfDimension[];
}

const pairs = (...items: (string | number)[]): string[] => items.map(String);

function measured(dimension: DxfDimension): number {
  const dx = dimension.to.x - dimension.from.x;
  const dy = dimension.to.y - dimension.from.y;
  if (dimension.aligned) return Math.hypot(dx, dy);
  const angle = ((dimension.angle ?? 0) * Math.PI) / 180;
  return Math.abs(dx * Math.cos(angle) + dy * Math.sin(angle));
}

function dimensionPairs(dimension: DxfDimension, handle: string): string[] {
  const { from, to } = dimension;
  return pairs(
    0, 'DIMENSION', 5, handle, 100, 'AcDbEntity', 8, 'DIMENSIONS', 100, 'AcDbDimension',
    10, to.x, 20, to.y, 30, 0,
    70, dimension.aligned ? 33 : 32,
    42, measured(dimension),
    ...(dimension.text === '' ? [] : pairs(1, dimension.text)),
    100, dimension.aligned ? 'AcDbAlignedDimension' : 'AcDbRotatedDimension',
    13, from.x, 23, from.y, 33, 0,
    14, to.x, 24, to.y, 34, 0,
    ...(dimension.aligned ? [] : pairs(50, dimension.angle ?? 0)),
  );
}

/** The drawing as the text of an ASCII DXF file. */
export function dimensionedDxfText(drawing: DimensionedDrawing): string {
  let handle = 0x100;
  const next = () => (handle++).toString(16).toUpperCase();
  const lines = [
    ...pairs(0, 'SECTION', 2, 'HEADER', 9, '$ACADVER', 1, 'AC1015', 9, '$INSUNITS', 70, drawing.insUnits, 0, 'ENDSEC'),
    ...pairs(0, 'SECTION', 2, 'ENTITIES'),
    ...drawing.walls.flatMap(([a, b]) =>
      pairs(0, 'LINE', 5, next(), 100, 'AcDbEntity', 8, 'WALLS', 100, 'AcDbLine', 10, a.x, 20, a.y, 30, 0, 11, b.x, 21, b.y, 31, 0),
    ),
    ...drawing.dimensions.flatMap((dimension) => dimensionPairs(dimension, next())),
    ...pairs(0, 'ENDSEC', 0, 'EOF'),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A room's four walls, a rectangle from (0, 0) to (width, height). */
export function roomWalls(width: number, height: number): DimensionedDrawing['walls'] {
  const corners = [{ x: 0, y: 0 }, { x: width, y: 0 }, { x: width, y: height }, { x: 0, y: height }];
  return corners.map((corner, i) => [corner, corners[(i + 1) % 4]!] as const);
}

/**
 * A 4200 × 3000 mm room in millimetres whose four dimensions agree with its units, written the
 * ways a drawing writes them: the measured value ("<>"), metres ("3 m"), a plain figure on an
 * aligned dimension, and no text at all.
 */
export const agreeingMillimetreRoomText = (): string =>
  dimensionedDxfText({
    insUnits: 4,
    walls: roomWalls(4200, 3000),
    dimensions: [
      { from: { x: 0, y: 0 }, to: { x: 4200, y: 0 }, text: '<>' },
      { from: { x: 0, y: 0 }, to: { x: 0, y: 3000 }, angle: 90, text: '3 m' },
      { from: { x: 0, y: 0 }, to: { x: 4200, y: 3000 }, aligned: true, text: '5161' },
      { from: { x: 0, y: 3000 }, to: { x: 4200, y: 3000 }, text: '' },
    ],
  });
