/**
 * HATCH for dxf-parser, which has no handler of its own: the entity's groups are collected and
 * its boundary paths (polyline and edge paths, holes included) read in the order the DXF
 * reference lays them out. Pattern lines and gradients are not read; the renderer fills the
 * boundaries with one light grey.
 */
import type { BulgeVertex, HatchEdge, HatchLoop, Point2, Vector3 } from './cadModel';

interface Group {
  readonly code: number;
  readonly value: unknown;
}

/** The part of dxf-parser's DxfArrayScanner a handler uses. */
interface GroupScanner {
  next(): Group;
  isEOF(): boolean;
}

/** What the handler leaves in dxf-parser's entity list for the DXF reader to pick up. */
export interface DxfHatchEntity {
  readonly type: 'HATCH';
  handle?: string;
  layer?: string;
  inPaperSpace?: boolean;
  readonly normal: Vector3;
  /** Null when the boundary data could not be read; the hatch is then skipped. */
  readonly loops: readonly HatchLoop[] | null;
}

const DEG = Math.PI / 180;
const POLYLINE_PATH = 2;

class GroupCursor {
  private index = 0;
  constructor(private readonly groups: readonly Group[]) {}

  peekCode(): number | undefined {
    return this.groups[this.index]?.code;
  }

  /** Moves to the next group with this code; the boundary data starts after the header groups. */
  seek(code: number): void {
    while (this.index < this.groups.length && this.groups[this.index]!.code !== code) this.index++;
  }

  number(code: number): number {
    const group = this.groups[this.index];
    if (!group || group.code !== code || typeof group.value !== 'number' || !Number.isFinite(group.value)) {
      throw new Error(`HATCH: expected group ${code}, found ${group ? group.code : 'the end'}`);
    }
    this.index++;
    return group.value;
  }

  optionalNumber(code: number, fallback: number): number {
    return this.peekCode() === code ? this.number(code) : fallback;
  }

  point(xCode: number): Point2 {
    const x = this.number(xCode);
    return { x, y: this.number(xCode + 10) };
  }

  skipWhile(code: number): void {
    while (this.peekCode() === code) this.index++;
  }
}

function readSplineEdge(cursor: GroupCursor): HatchEdge {
  const degree = cursor.number(94);
  const rational = cursor.number(73) !== 0;
  cursor.number(74); // periodic: the knots already say so
  const knotCount = cursor.number(95);
  const controlCount = cursor.number(96);
  const knots: number[] = [];
  for (let i = 0; i < knotCount; i++) knots.push(cursor.number(40));
  const controlPoints: Point2[] = [];
  const weights: number[] = [];
  for (let i = 0; i < controlCount; i++) {
    controlPoints.push(cursor.point(10));
    if (rational) weights.push(cursor.optionalNumber(42, 1));
  }
  const fitPoints: Point2[] = [];
  if (cursor.peekCode() === 97) {
    const fitCount = cursor.number(97);
    for (let i = 0; i < fitCount; i++) fitPoints.push(cursor.point(11));
    if (cursor.peekCode() === 12) cursor.point(12);
    if (cursor.peekCode() === 13) cursor.point(13);
  }
  return { type: 'spline', degree, controlPoints, knots, weights: rational ? weights : undefined, fitPoints };
}

function readEdge(cursor: GroupCursor): HatchEdge {
  const edgeType = cursor.number(72);
  switch (edgeType) {
    case 1:
      return { type: 'line', start: cursor.point(10), end: cursor.point(11) };
    case 2: {
      const center = cursor.point(10);
      const radius = cursor.number(40);
      const startAngle = cursor.number(50) * DEG;
      const endAngle = cursor.number(51) * DEG;
      return { type: 'arc', center, radius, startAngle, endAngle, ccw: cursor.optionalNumber(73, 1) !== 0 };
    }
    case 3: {
      const center = cursor.point(10);
      const majorAxis = cursor.point(11);
      const ratio = cursor.number(40);
      const startParam = cursor.number(50) * DEG;
      const endParam = cursor.number(51) * DEG;
      const ccw = cursor.optionalNumber(73, 1) !== 0;
      return { type: 'ellipse', center, majorAxis, ratio, startParam, endParam, ccw };
    }
    case 4:
      return readSplineEdge(cursor);
    default:
      throw new Error(`HATCH: unknown edge type ${edgeType}`);
  }
}

function readLoop(cursor: GroupCursor): HatchLoop {
  const flags = cursor.number(92);
  let loop: HatchLoop;
  if (flags & POLYLINE_PATH) {
    const hasBulge = cursor.number(72) !== 0;
    cursor.number(73); // closed flag: a boundary is closed either way
    const count = cursor.number(93);
    const vertices: BulgeVertex[] = [];
    for (let i = 0; i < count; i++) {
      const { x, y } = cursor.point(10);
      const bulge = hasBulge ? cursor.optionalNumber(42, 0) : 0;
      vertices.push({ x, y, bulge });
    }
    loop = { type: 'polyline', vertices };
  } else {
    const count = cursor.number(93);
    const edges: HatchEdge[] = [];
    for (let i = 0; i < count; i++) edges.push(readEdge(cursor));
    loop = { type: 'edges', edges };
  }
  // Handles of the source boundary objects follow each path.
  if (cursor.peekCode() === 97) {
    cursor.number(97);
    cursor.skipWhile(330);
  }
  return loop;
}

/** Reads the boundary paths from a HATCH's groups (everything after its "0 HATCH"). */
export function readHatchLoops(groups: readonly Group[]): HatchLoop[] {
  const cursor = new GroupCursor(groups);
  cursor.seek(91);
  const count = cursor.number(91);
  const loops: HatchLoop[] = [];
  for (let i = 0; i < count; i++) loops.push(readLoop(cursor));
  return loops;
}

function groupNumber(groups: readonly Group[], code: number, fallback: number): number {
  const value = groups.find((group) => group.code === code)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The handler registered with dxf-parser under the entity name HATCH. */
export class DxfHatchHandler {
  readonly ForEntityName = 'HATCH';

  parseEntity(scanner: GroupScanner): DxfHatchEntity {
    const groups: Group[] = [];
    let group = scanner.next();
    while (!scanner.isEOF() && group.code !== 0) {
      groups.push(group);
      group = scanner.next();
    }
    let loops: HatchLoop[] | null;
    try {
      loops = readHatchLoops(groups);
    } catch {
      loops = null;
    }
    const text = (code: number): string | undefined => {
      const value = groups.find((g) => g.code === code)?.value;
      return value === undefined ? undefined : String(value);
    };
    return {
      type: 'HATCH',
      handle: text(5),
      layer: text(8),
      inPaperSpace: groupNumber(groups, 67, 0) !== 0,
      normal: { x: groupNumber(groups, 210, 0), y: groupNumber(groups, 220, 0), z: groupNumber(groups, 230, 1) },
      loops,
    };
  }
}
