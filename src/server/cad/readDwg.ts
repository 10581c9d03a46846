/**
 * A DWG file read with libredwg-web (GPL-3.0, server only) into the CAD model. Each call runs in
 * a fresh WebAssembly instance: libredwg keeps global state, and an instance reused after a
 * damaged file has been seen to fail on the next good one. The instance and everything it
 * allocated become garbage when the call returns.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  createModule,
  LibreDwg,
  type Dwg3dFaceEntity,
  type DwgArcEntity,
  type DwgAttribEntity,
  type DwgBoundaryPath,
  type DwgBoundaryPathEdge,
  type DwgCircleEntity,
  type DwgDatabase,
  type DwgDimensionEntity,
  type DwgEllipseEntity,
  type DwgEntity,
  type DwgHatchEntity,
  type DwgInsertEntity,
  type DwgLeaderEntity,
  type DwgLineEntity,
  type DwgLWPolylineEntity,
  type DwgMTextEntity,
  type DwgPolyline2dEntity,
  type DwgPolyline3dEntity,
  type DwgSolidEntity,
  type DwgSplineEntity,
  type DwgTextBase,
  type DwgTextEntity,
} from '@mlightcad/libredwg-web';
import type { CadBlock, CadEntity, CadModel, HatchEdge, HatchLoop, Point2, TextAnchor, TextBaseline } from './cadModel';
import { dwgDimensionsOf } from './dwgDimensions';
import { mtextAlignment } from './readDxf';
import { plainCadText } from './plainCadText';

// libredwg's DWG_ERR_CRITICAL: from "classes not found" up, the file was not read.
const CRITICAL_ERROR = 128;
const LWPOLYLINE_CLOSED = 512;
const POLYLINE_CLOSED = 1;
const SPLINE_CONTROL_VERTEX = 16;
const POLYLINE_BOUNDARY = 2;

let compiled: Promise<WebAssembly.Module> | null = null;

/** libredwg's WebAssembly, compiled once; every instance made from it is new, with its own memory. */
function libredwgWasm(): Promise<WebAssembly.Module> {
  if (!compiled) {
    const entry = createRequire(import.meta.url).resolve('@mlightcad/libredwg-web');
    compiled = WebAssembly.compile(readFileSync(join(dirname(entry), '..', 'wasm', 'libredwg-web.wasm')));
    compiled.catch(() => {
      compiled = null;
    });
  }
  return compiled;
}

/**
 * A fresh libredwg instance from the compiled module. This build awaits what Emscripten's
 * instantiateWasm hook returns as the module's exports, so the hook returns that promise.
 */
async function freshLibredwg(): Promise<Awaited<ReturnType<typeof createModule>>> {
  const module = await libredwgWasm();
  const quiet = (): void => {};
  return createModule({
    print: quiet,
    printErr: quiet,
    instantiateWasm: (
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => WebAssembly.Exports,
    ): Promise<WebAssembly.Exports> => WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module)),
  });
}

const xy = (p: { x: number; y: number } | undefined): Point2 | null =>
  p && Number.isFinite(p.x) && Number.isFinite(p.y) ? { x: p.x, y: p.y } : null;

const common = (entity: DwgEntity): { handle: string; layer: string } => ({ handle: entity.handle, layer: entity.layer });

const TEXT_ANCHORS: readonly TextAnchor[] = ['start', 'middle', 'end', 'start', 'middle', 'start'];
const TEXT_BASELINES: readonly TextBaseline[] = ['baseline', 'bottom', 'middle', 'top'];

function textOf(text: DwgTextBase, base: { handle: string; layer: string }): CadEntity | null {
  const halign = text.halign ?? 0;
  const valign = text.valign ?? 0;
  const aligned = (halign !== 0 || valign !== 0) && halign !== 3 && halign !== 5;
  const position = xy(aligned ? text.endPoint : text.startPoint);
  if (!position || !text.text) return null;
  return {
    kind: 'text',
    ...base,
    position,
    height: text.textHeight || 1,
    rotation: text.rotation ?? 0,
    text: plainCadText(text.text),
    anchor: TEXT_ANCHORS[halign] ?? 'start',
    baseline: halign === 4 ? 'middle' : (TEXT_BASELINES[valign] ?? 'baseline'),
    normal: text.extrusionDirection,
  };
}

function mtextOf(entity: DwgMTextEntity): CadEntity | null {
  const position = xy(entity.insertionPoint);
  if (!position || !entity.text) return null;
  const direction = entity.direction;
  const rotation =
    direction && (direction.x !== 0 || direction.y !== 0) ? Math.atan2(direction.y, direction.x) : (entity.rotation ?? 0);
  return {
    kind: 'text',
    ...common(entity),
    position,
    height: entity.textHeight || 1,
    rotation,
    text: plainCadText(entity.text),
    ...mtextAlignment(entity.attachmentPoint ?? 1),
  };
}

function edgeOf(edge: DwgBoundaryPathEdge): HatchEdge | null {
  if ('start' in edge) {
    const start = xy(edge.start);
    const end = xy(edge.end);
    return start && end ? { type: 'line', start, end } : null;
  }
  if ('radius' in edge) {
    const center = xy(edge.center);
    return center
      ? { type: 'arc', center, radius: edge.radius, startAngle: edge.startAngle, endAngle: edge.endAngle, ccw: edge.isCCW !== false }
      : null;
  }
  if ('lengthOfMinorAxis' in edge) {
    const center = xy(edge.center);
    const majorAxis = xy(edge.end);
    if (!center || !majorAxis) return null;
    return {
      type: 'ellipse',
      center,
      majorAxis,
      ratio: edge.lengthOfMinorAxis,
      startParam: edge.startAngle,
      endParam: edge.endAngle,
      ccw: edge.isCCW !== false,
    };
  }
  const controls = edge.controlPoints ?? [];
  const weights = controls.map((p) => p.weight ?? 1);
  return {
    type: 'spline',
    degree: edge.degree,
    controlPoints: controls.map((p) => ({ x: p.x, y: p.y })),
    knots: edge.knots ?? [],
    weights: weights.some((w) => w !== 1) ? weights : undefined,
    fitPoints: (edge.fitDatum ?? []).map((p) => ({ x: p.x, y: p.y })),
  };
}

function loopOf(path: DwgBoundaryPath): HatchLoop | null {
  if (path.boundaryPathTypeFlag & POLYLINE_BOUNDARY && 'vertices' in path) {
    const vertices = path.vertices.map((v) => ({ x: v.x, y: v.y, bulge: v.bulge || 0 }));
    return vertices.length >= 2 ? { type: 'polyline', vertices } : null;
  }
  if (!('edges' in path)) return null;
  const edges = path.edges.map(edgeOf).filter((edge): edge is HatchEdge => edge !== null);
  return edges.length > 0 ? { type: 'edges', edges } : null;
}

function polylineOf(
  entity: DwgPolyline2dEntity | DwgPolyline3dEntity,
  withBulges: boolean,
): CadEntity | null {
  const vertices = entity.vertices
    .filter((v) => !(v.flag & SPLINE_CONTROL_VERTEX) && Number.isFinite(v.x) && Number.isFinite(v.y))
    .map((v) => ({ x: v.x, y: v.y, bulge: withBulges ? ((v as { bulge?: number }).bulge ?? 0) : 0 }));
  if (vertices.length === 0) return null;
  const normal = withBulges ? entity.extrusionDirection : undefined;
  return { kind: 'polyline', ...common(entity), vertices, closed: (entity.flag & POLYLINE_CLOSED) !== 0, normal };
}

function insertOf(entity: DwgInsertEntity): CadEntity | null {
  if (!entity.name) return null;
  return {
    kind: 'insert',
    ...common(entity),
    block: entity.name,
    position: xy(entity.insertionPoint) ?? { x: 0, y: 0 },
    xScale: entity.xScale || 1,
    yScale: entity.yScale || 1,
    rotation: entity.rotation ?? 0,
    columns: Math.max(1, entity.columnCount || 1),
    rows: Math.max(1, entity.rowCount || 1),
    columnSpacing: entity.columnSpacing ?? 0,
    rowSpacing: entity.rowSpacing ?? 0,
    normal: entity.extrusionDirection,
  };
}

function cornersOf(...points: ({ x: number; y: number } | undefined)[]): Point2[] {
  return points.map(xy).filter((p): p is Point2 => p !== null);
}

// One case per entity type; kinds we cannot draw (XLINE, RAY, IMAGE, 3DSOLID, …) give nothing.
function toCadEntity(entity: DwgEntity): CadEntity | null {
  switch (entity.type) {
    case 'LINE': {
      const line = entity as DwgLineEntity;
      const [start, end] = cornersOf(line.startPoint, line.endPoint);
      return start && end ? { kind: 'line', ...common(entity), start, end } : null;
    }
    case 'LWPOLYLINE': {
      const poly = entity as DwgLWPolylineEntity;
      const vertices = poly.vertices
        .filter((v) => Number.isFinite(v.x) && Number.isFinite(v.y))
        .map((v) => ({ x: v.x, y: v.y, bulge: v.bulge || 0 }));
      if (vertices.length === 0) return null;
      const closed = (poly.flag & LWPOLYLINE_CLOSED) !== 0;
      return { kind: 'polyline', ...common(entity), vertices, closed, normal: poly.extrusionDirection };
    }
    case 'POLYLINE2D':
      return polylineOf(entity as DwgPolyline2dEntity, true);
    case 'POLYLINE3D':
      return polylineOf(entity as DwgPolyline3dEntity, false);
    case 'ARC': {
      const arc = entity as DwgArcEntity;
      const center = xy(arc.center);
      if (!center || !(arc.radius > 0)) return null;
      const { startAngle, endAngle } = arc;
      return { kind: 'arc', ...common(entity), center, radius: arc.radius, startAngle, endAngle, normal: arc.extrusionDirection };
    }
    case 'CIRCLE': {
      const circle = entity as DwgCircleEntity;
      const center = xy(circle.center);
      return center && circle.radius > 0
        ? { kind: 'circle', ...common(entity), center, radius: circle.radius, normal: circle.extrusionDirection }
        : null;
    }
    case 'ELLIPSE': {
      const ellipse = entity as DwgEllipseEntity;
      const center = xy(ellipse.center);
      if (!center || !ellipse.majorAxisEndPoint) return null;
      return {
        kind: 'ellipse',
        ...common(entity),
        center,
        majorAxis: ellipse.majorAxisEndPoint,
        ratio: ellipse.axisRatio,
        startParam: ellipse.startAngle,
        endParam: ellipse.endAngle,
        normal: ellipse.extrusionDirection,
      };
    }
    case 'SPLINE': {
      const spline = entity as DwgSplineEntity;
      return {
        kind: 'spline',
        ...common(entity),
        degree: spline.degree,
        controlPoints: cornersOf(...(spline.controlPoints ?? [])),
        knots: spline.knots ?? [],
        weights: spline.weights,
        fitPoints: cornersOf(...(spline.fitPoints ?? [])),
        closed: (spline.flag & 1) !== 0,
      };
    }
    case 'TEXT':
      return textOf(entity as DwgTextEntity, common(entity));
    case 'MTEXT':
      return mtextOf(entity as DwgMTextEntity);
    case 'INSERT':
      return insertOf(entity as DwgInsertEntity);
    case 'DIMENSION': {
      const name = (entity as DwgDimensionEntity).name;
      if (!name) return null;
      const identity = { xScale: 1, yScale: 1, rotation: 0, columns: 1, rows: 1, columnSpacing: 0, rowSpacing: 0 };
      return { kind: 'insert', ...common(entity), block: name, position: { x: 0, y: 0 }, ...identity };
    }
    case 'LEADER': {
      const vertices = cornersOf(...((entity as DwgLeaderEntity).vertices ?? [])).map((p) => ({ ...p, bulge: 0 }));
      return vertices.length >= 2 ? { kind: 'polyline', ...common(entity), vertices, closed: false } : null;
    }
    case 'HATCH': {
      const hatch = entity as DwgHatchEntity;
      const loops = (hatch.boundaryPaths ?? []).map(loopOf).filter((loop): loop is HatchLoop => loop !== null);
      return loops.length > 0 ? { kind: 'hatch', ...common(entity), loops, normal: hatch.extrusionDirection } : null;
    }
    case 'SOLID': {
      const solid = entity as DwgSolidEntity;
      // SOLID corners run 1-2-4-3 around the outline.
      const corners = cornersOf(solid.corner1, solid.corner2, solid.corner4 ?? solid.corner3, solid.corner3);
      return corners.length >= 3 ? { kind: 'solid', ...common(entity), corners, filled: true, normal: solid.extrusionDirection } : null;
    }
    case '3DFACE': {
      const face = entity as Dwg3dFaceEntity;
      const corners = cornersOf(face.corner1, face.corner2, face.corner3, face.corner4);
      return corners.length >= 3 ? { kind: 'solid', ...common(entity), corners, filled: false } : null;
    }
    default:
      return null;
  }
}

function toCadEntities(entities: readonly DwgEntity[]): CadEntity[] {
  const result: CadEntity[] = [];
  for (const entity of entities) {
    if (entity.isVisible === false) continue;
    const cad = toCadEntity(entity);
    if (cad) result.push(cad);
    // Attribute values sit beside their block reference, in the same coordinates.
    if (entity.type === 'INSERT') {
      for (const attrib of (entity as DwgInsertEntity).attribs ?? []) {
        const text = attribOf(attrib);
        if (text) result.push(text);
      }
    }
  }
  return result;
}

function attribOf(attrib: DwgAttribEntity): CadEntity | null {
  return attrib.isVisible === false || !attrib.text ? null : textOf(attrib.text, common(attrib));
}

/** Maps libredwg's database to the CAD model: model space, every block, hidden layers, units, dimensions. */
export function modelOfDwgDatabase(db: DwgDatabase): CadModel {
  const blocks = new Map<string, CadBlock>();
  const blockEntities = new Map<string, readonly DwgEntity[]>();
  let modelSpace: CadEntity[] = [];
  let paperSpace: CadEntity[] = [];
  for (const record of db.tables.BLOCK_RECORD.entries) {
    const entities = toCadEntities(record.entities ?? []);
    const name = record.name.toLowerCase();
    if (name === '*model_space') modelSpace = entities;
    if (name === '*paper_space') paperSpace = entities;
    blocks.set(record.name, { name: record.name, basePoint: xy(record.basePoint) ?? { x: 0, y: 0 }, entities });
    blockEntities.set(record.name, record.entities ?? []);
  }
  const hiddenLayers = new Set(db.tables.LAYER.entries.filter((l) => l.off || l.frozen).map((l) => l.name));
  const insUnits = db.header.INSUNITS;
  // A drawing kept entirely in its paper-space layout is drawn from there.
  const inModelSpace = modelSpace.length > 0;
  const entities = inModelSpace ? modelSpace : paperSpace;
  const space = [...blockEntities].find(([name]) => name.toLowerCase() === (inModelSpace ? '*model_space' : '*paper_space'))?.[1] ?? [];
  const dimensions = dwgDimensionsOf(space, blockEntities);
  return { entities, blocks, insUnits: typeof insUnits === 'number' ? insUnits : null, hiddenLayers, dimensions };
}

function describeReadError(code: number): string {
  if (code & 2048) return 'it is not a valid DWG file';
  if (code & (256 | 512)) return 'the file is damaged or incomplete';
  if (code & 8192) return 'it needs more memory than is available';
  return `libredwg error code ${code}`;
}

/** Reads a DWG drawing; a damaged, truncated or foreign file throws an Error a person can read. */
export async function readDwg(bytes: Uint8Array): Promise<CadModel> {
  const magic = new TextDecoder('latin1').decode(bytes.subarray(0, 6));
  if (!/^AC\d{4}$/.test(magic)) throw new Error('The file is not a DWG drawing (it does not start with a DWG version)');
  const exitCode = process.exitCode;
  try {
    const wasm = await freshLibredwg();
    const fileName = 'drawing.dwg';
    wasm.FS.writeFile(fileName, bytes);
    const result = wasm.dwg_read_file(fileName) as { error: number; data: number };
    wasm.FS.unlink(fileName);
    try {
      if (result.error >= CRITICAL_ERROR) {
        throw new Error(`The DWG file could not be read: ${describeReadError(result.error)} (${magic})`);
      }
      return modelOfDwgDatabase(LibreDwg.createByWasmInstance(wasm).convert(result.data));
    } finally {
      if (result.data) wasm.dwg_free(result.data);
    }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('The DWG file')) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The DWG file could not be read (${reason})`);
  } finally {
    // libredwg's exit() path sets the process exit code; a failed file must not change it.
    process.exitCode = exitCode;
  }
}
