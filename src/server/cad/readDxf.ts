/**
 * An ASCII DXF file read with dxf-parser into the CAD model. dxf-parser has no HATCH handler, so
 * ours is registered (dxfHatch.ts); entities it does not know (MULTILEADER, ATTRIB, …) are skipped.
 */
import DxfParser from 'dxf-parser';
import type {
  I3DfaceEntity,
  IArcEntity,
  ICircleEntity,
  IDimensionEntity,
  IDxf,
  IEllipseEntity,
  IEntity,
  IInsertEntity,
  ILineEntity,
  ILwpolylineEntity,
  IMtextEntity,
  IPoint,
  IPolylineEntity,
  ISolidEntity,
  ISplineEntity,
  ITextEntity,
} from 'dxf-parser';
import type { CadBlock, CadDimension, CadEntity, CadModel, Point2, TextAnchor, TextBaseline, Vector3 } from './cadModel';
import { DxfHatchHandler, type DxfHatchEntity } from './dxfHatch';
import { hiddenDxfLayers } from './hiddenDxfLayers';
import { plainCadText } from './plainCadText';

const DEG = Math.PI / 180;
export const BINARY_DXF_MESSAGE = 'Binary DXF is not supported; save the drawing as ASCII DXF';
// A binary DXF starts with this sentinel (followed by "\r\n\x1a\0").
const BINARY_DXF_SENTINEL = 'AutoCAD Binary DXF';

type EntityHandler = Parameters<DxfParser['registerEntityHandler']>[0];

const point2 = (point: IPoint | undefined): Point2 | null =>
  point && Number.isFinite(point.x) && Number.isFinite(point.y) ? { x: point.x, y: point.y } : null;

function normalOf(x: number | undefined, y: number | undefined, z: number | undefined): Vector3 | undefined {
  if (x === undefined && y === undefined && z === undefined) return undefined;
  return { x: x ?? 0, y: y ?? 0, z: z ?? 1 };
}

const common = (entity: IEntity): { handle?: string; layer?: string } => ({
  handle: entity.handle === undefined ? undefined : String(entity.handle),
  layer: entity.layer,
});

// TEXT horizontal justification 72: 0 left, 1 centre, 2 right, 3 aligned, 4 middle, 5 fit.
const TEXT_ANCHORS: readonly TextAnchor[] = ['start', 'middle', 'end', 'start', 'middle', 'start'];
// TEXT vertical justification 73: 0 baseline, 1 bottom, 2 middle, 3 top.
const TEXT_BASELINES: readonly TextBaseline[] = ['baseline', 'bottom', 'middle', 'top'];

function textEntity(entity: ITextEntity): CadEntity | null {
  const halign = entity.halign ?? 0;
  const valign = entity.valign ?? 0;
  // Any justification but left/baseline, aligned and fit places the text at the second point.
  const aligned = (halign !== 0 || valign !== 0) && halign !== 3 && halign !== 5;
  const position = point2(aligned && entity.endPoint ? entity.endPoint : entity.startPoint);
  if (!position || !entity.text) return null;
  return {
    kind: 'text',
    ...common(entity),
    position,
    height: entity.textHeight ?? 1,
    rotation: (entity.rotation ?? 0) * DEG,
    text: plainCadText(entity.text),
    anchor: TEXT_ANCHORS[halign] ?? 'start',
    baseline: halign === 4 ? 'middle' : (TEXT_BASELINES[valign] ?? 'baseline'),
  };
}

/** MTEXT attachment point 1–9: top/middle/bottom rows of left/centre/right. */
export function mtextAlignment(attachment: number): { anchor: TextAnchor; baseline: TextBaseline } {
  const index = Math.min(9, Math.max(1, Math.round(attachment))) - 1;
  const anchor = (['start', 'middle', 'end'] as const)[index % 3]!;
  const baseline = (['top', 'middle', 'bottom'] as const)[Math.floor(index / 3)]!;
  return { anchor, baseline };
}

function mtextEntity(entity: IMtextEntity): CadEntity | null {
  const position = point2(entity.position);
  if (!position || !entity.text) return null;
  const direction = entity.directionVector;
  const rotation =
    direction && (direction.x !== 0 || direction.y !== 0)
      ? Math.atan2(direction.y, direction.x)
      : (entity.rotation ?? 0) * DEG;
  return {
    kind: 'text',
    ...common(entity),
    position,
    height: entity.height ?? 1,
    rotation,
    text: plainCadText(entity.text),
    ...mtextAlignment(entity.attachmentPoint ?? 1),
  };
}

function polylineEntity(entity: IPolylineEntity): CadEntity | null {
  if (entity.is3dPolygonMesh || entity.isPolyfaceMesh) return null;
  // A spline-fit polyline keeps its frame as control-point vertices; the fitted ones are drawn.
  const vertices = (entity.vertices ?? [])
    .filter((vertex) => !vertex.splineControlPoint)
    .map((vertex) => ({ x: vertex.x, y: vertex.y, bulge: vertex.bulge ?? 0 }))
    .filter((vertex) => Number.isFinite(vertex.x) && Number.isFinite(vertex.y));
  if (vertices.length === 0) return null;
  const normal = entity.is3dPolyline ? undefined : entity.extrusionDirection;
  return {
    kind: 'polyline',
    ...common(entity),
    vertices,
    closed: Boolean(entity.shape),
    normal: normal ? normalOf(normal.x, normal.y, normal.z) : undefined,
  };
}

function insertEntity(entity: IInsertEntity): CadEntity | null {
  const position = point2(entity.position) ?? { x: 0, y: 0 };
  if (!entity.name) return null;
  const normal = entity.extrusionDirection;
  return {
    kind: 'insert',
    ...common(entity),
    block: entity.name,
    position,
    xScale: entity.xScale ?? 1,
    yScale: entity.yScale ?? 1,
    rotation: (entity.rotation ?? 0) * DEG,
    columns: Math.max(1, entity.columnCount ?? 1),
    rows: Math.max(1, entity.rowCount ?? 1),
    columnSpacing: entity.columnSpacing ?? 0,
    rowSpacing: entity.rowSpacing ?? 0,
    normal: normal ? normalOf(normal.x, normal.y, normal.z) : undefined,
  };
}

/** A dimension's lines, arrows and text live in an anonymous block placed in world coordinates. */
const dimensionEntity = (entity: IDimensionEntity): CadEntity | null =>
  entity.block
    ? {
        kind: 'insert',
        ...common(entity),
        block: entity.block,
        position: { x: 0, y: 0 },
        xScale: 1,
        yScale: 1,
        rotation: 0,
        columns: 1,
        rows: 1,
        columnSpacing: 0,
        rowSpacing: 0,
      }
    : null;

// DIMENSION group 70, less its flags (32, 64, 128): 0 rotated, horizontal or vertical; 1 aligned.
const ROTATED_DIMENSION = 0;
const ALIGNED_DIMENSION = 1;
const DIMENSION_TYPE_BITS = 7;

/** The text drawn in a dimension's block, as the file writes it. */
function drawnTextOf(block: IDxf['blocks'][string] | undefined): string | null {
  for (const entity of block?.entities ?? []) {
    if (entity.type !== 'TEXT' && entity.type !== 'MTEXT') continue;
    const text = (entity as ITextEntity | IMtextEntity).text;
    if (text) return text;
  }
  return null;
}

/** A linear dimension with what it states; angular, radial and ordinate ones measure no length between two points. */
function dimensionOf(entity: IDimensionEntity, blocks: IDxf['blocks']): CadDimension | null {
  const type = (entity.dimensionType ?? 0) & DIMENSION_TYPE_BITS;
  if (type !== ROTATED_DIMENSION && type !== ALIGNED_DIMENSION) return null;
  const from = point2(entity.linearOrAngularPoint1);
  const to = point2(entity.linearOrAngularPoint2);
  if (!from || !to) return null;
  const angle = (entity.angle ?? 0) * DEG;
  return {
    from,
    to,
    along: type === ROTATED_DIMENSION ? { x: Math.cos(angle), y: Math.sin(angle) } : null,
    measurement: Number.isFinite(entity.actualMeasurement) ? entity.actualMeasurement : null,
    text: entity.text ?? '',
    drawnText: drawnTextOf(entity.block ? blocks?.[entity.block] : undefined),
  };
}

function dimensionsOf(dxf: IDxf, modelSpaceOnly: boolean): CadDimension[] {
  const dimensions: CadDimension[] = [];
  for (const entity of dxf.entities) {
    if (entity.type !== 'DIMENSION' || entity.visible === false || (modelSpaceOnly && entity.inPaperSpace)) continue;
    const dimension = dimensionOf(entity as IDimensionEntity, dxf.blocks);
    if (dimension) dimensions.push(dimension);
  }
  return dimensions;
}

function cornersOf(points: readonly IPoint[] | undefined): Point2[] {
  return (points ?? []).map(point2).filter((point): point is Point2 => point !== null);
}

// One function per entity type keeps the switch a plain dispatch.
function toCadEntity(entity: IEntity): CadEntity | null {
  switch (entity.type) {
    case 'LINE': {
      const [start, end] = cornersOf((entity as ILineEntity).vertices);
      return start && end ? { kind: 'line', ...common(entity), start, end } : null;
    }
    case 'LWPOLYLINE': {
      const poly = entity as ILwpolylineEntity;
      const vertices = (poly.vertices ?? [])
        .filter((v) => Number.isFinite(v.x) && Number.isFinite(v.y))
        .map((v) => ({ x: v.x, y: v.y, bulge: v.bulge ?? 0 }));
      if (vertices.length === 0) return null;
      const normal = normalOf(poly.extrusionDirectionX, poly.extrusionDirectionY, poly.extrusionDirectionZ);
      return { kind: 'polyline', ...common(entity), vertices, closed: Boolean(poly.shape), normal };
    }
    case 'POLYLINE':
      return polylineEntity(entity as IPolylineEntity);
    case 'ARC': {
      const arc = entity as IArcEntity;
      const center = point2(arc.center);
      if (!center || !(arc.radius > 0)) return null;
      const normal = normalOf(arc.extrusionDirectionX, arc.extrusionDirectionY, arc.extrusionDirectionZ);
      return {
        kind: 'arc',
        ...common(entity),
        center,
        radius: arc.radius,
        startAngle: arc.startAngle ?? 0,
        endAngle: arc.endAngle ?? 2 * Math.PI,
        normal,
      };
    }
    case 'CIRCLE': {
      const circle = entity as ICircleEntity;
      const center = point2(circle.center);
      return center && circle.radius > 0
        ? { kind: 'circle', ...common(entity), center, radius: circle.radius }
        : null;
    }
    case 'ELLIPSE': {
      const ellipse = entity as IEllipseEntity;
      const center = point2(ellipse.center);
      const major = ellipse.majorAxisEndPoint;
      if (!center || !major) return null;
      return {
        kind: 'ellipse',
        ...common(entity),
        center,
        majorAxis: { x: major.x, y: major.y, z: major.z ?? 0 },
        ratio: ellipse.axisRatio ?? 1,
        startParam: ellipse.startAngle ?? 0,
        endParam: ellipse.endAngle ?? 2 * Math.PI,
      };
    }
    case 'SPLINE': {
      const spline = entity as ISplineEntity;
      return {
        kind: 'spline',
        ...common(entity),
        degree: spline.degreeOfSplineCurve ?? 3,
        controlPoints: cornersOf(spline.controlPoints),
        knots: spline.knotValues ?? [],
        fitPoints: cornersOf(spline.fitPoints),
        closed: Boolean(spline.closed || spline.periodic),
      };
    }
    case 'TEXT':
      return textEntity(entity as ITextEntity);
    case 'MTEXT':
      return mtextEntity(entity as IMtextEntity);
    case 'INSERT':
      return insertEntity(entity as IInsertEntity);
    case 'DIMENSION':
      return dimensionEntity(entity as IDimensionEntity);
    case 'SOLID': {
      const [a, b, c, d] = cornersOf((entity as ISolidEntity).points);
      // SOLID corners run 1-2-4-3 around the outline (a "bow tie" order in the file).
      const corners = [a, b, d ?? c, c].filter((p): p is Point2 => p !== undefined);
      return corners.length >= 3 ? { kind: 'solid', ...common(entity), corners, filled: true } : null;
    }
    case '3DFACE': {
      const corners = cornersOf((entity as I3DfaceEntity).vertices);
      return corners.length >= 3 ? { kind: 'solid', ...common(entity), corners, filled: false } : null;
    }
    case 'HATCH': {
      const hatch = entity as unknown as DxfHatchEntity;
      return hatch.loops && hatch.loops.length > 0
        ? { kind: 'hatch', ...common(entity), loops: hatch.loops, normal: hatch.normal }
        : null;
    }
    default:
      return null;
  }
}

function toCadEntities(entities: readonly IEntity[] | undefined, modelSpaceOnly: boolean): CadEntity[] {
  const result: CadEntity[] = [];
  for (const entity of entities ?? []) {
    if (entity.visible === false || (modelSpaceOnly && entity.inPaperSpace)) continue;
    const cad = toCadEntity(entity);
    if (cad) result.push(cad);
  }
  return result;
}

/** The first "0 / EOF" pair ends a DXF; anything after it (seen in real R12 files) is ignored. */
function cutAtEof(text: string): string {
  const match = /(?:^|\n)[ \t]*0[ \t]*\r?\n[ \t]*EOF[ \t]*(?:\r?\n|$)/.exec(text);
  return match ? text.slice(0, match.index + match[0].length) : text;
}

function parse(text: string): IDxf {
  const parser = new DxfParser();
  parser.registerEntityHandler(DxfHatchHandler as unknown as EntityHandler);
  let dxf: IDxf | null;
  try {
    dxf = parser.parseSync(cutAtEof(text));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The DXF file could not be read (${reason})`);
  }
  if (!dxf || !dxf.entities) throw new Error('The file is not a DXF drawing: it has no ENTITIES section');
  return dxf;
}

/** Reads an ASCII DXF into the CAD model. Binary DXF is refused with a precise message. */
export function readDxf(source: string): CadModel {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  if (text.startsWith(BINARY_DXF_SENTINEL)) throw new Error(BINARY_DXF_MESSAGE);
  if (text.trim() === '') throw new Error('The DXF file is empty');
  const dxf = parse(text);
  const blocks = new Map<string, CadBlock>();
  for (const block of Object.values(dxf.blocks ?? {})) {
    if (!block.name) continue;
    blocks.set(block.name, {
      name: block.name,
      basePoint: point2(block.position) ?? { x: 0, y: 0 },
      entities: toCadEntities(block.entities, false),
    });
  }
  const insUnits = dxf.header?.$INSUNITS;
  const modelSpace = toCadEntities(dxf.entities, true);
  // A drawing kept entirely in a paper-space layout is drawn from there.
  const inModelSpace = modelSpace.length > 0;
  return {
    entities: inModelSpace ? modelSpace : toCadEntities(dxf.entities, false),
    blocks,
    insUnits: typeof insUnits === 'number' ? insUnits : null,
    hiddenLayers: hiddenDxfLayers(text),
    dimensions: dimensionsOf(dxf, inModelSpace),
  };
}
