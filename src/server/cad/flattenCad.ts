/**
 * The CAD model flattened to what an SVG draws: point lists in world X/Y (curves sampled, object
 * coordinate systems resolved, block references expanded), filled regions and text anchors.
 */
import type {
  CadEntity,
  CadHatch,
  CadInsert,
  CadModel,
  CadText,
  HatchEdge,
  HatchLoop,
  Point2,
  TextAnchor,
  TextBaseline,
  Vector3,
} from './cadModel';
import {
  arcPoints,
  bulgePolylinePoints,
  ccwSweep,
  ellipsePoints,
  fitPointsCurve,
  splinePoints,
} from './curves';

/** x' = a·x + c·y + e, y' = b·x + d·y + f. */
export interface Affine {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly e: number;
  readonly f: number;
}

export interface Stroke {
  readonly points: readonly Point2[];
  readonly closed: boolean;
}

export interface Fill {
  readonly loops: readonly (readonly Point2[])[];
  /** Hatches are light grey, SOLIDs black (arrowheads and the like). */
  readonly solid: boolean;
}

export interface PlacedText {
  readonly position: Point2;
  readonly height: number;
  readonly rotation: number;
  readonly lines: readonly string[];
  readonly anchor: TextAnchor;
  readonly baseline: TextBaseline;
}

export interface FlatDrawing {
  readonly strokes: Stroke[];
  readonly fills: Fill[];
  readonly texts: PlacedText[];
}

/** Above this many drawn shapes (after expanding block references) a file is refused. */
export const MAX_SHAPES = 200_000;
/** Above this many vertices in total a file is refused: the SVG would be hundreds of megabytes. */
export const MAX_VERTICES = 5_000_000;
/** Block references nest at most this deep; deeper ones (or a block that contains itself) are not drawn. */
export const MAX_INSERT_DEPTH = 16;

const WORLD_KINDS = new Set<CadEntity['kind']>(['line', 'ellipse', 'spline']);
const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

export function compose(outer: Affine, inner: Affine): Affine {
  return {
    a: outer.a * inner.a + outer.c * inner.b,
    b: outer.b * inner.a + outer.d * inner.b,
    c: outer.a * inner.c + outer.c * inner.d,
    d: outer.b * inner.c + outer.d * inner.d,
    e: outer.a * inner.e + outer.c * inner.f + outer.e,
    f: outer.b * inner.e + outer.d * inner.f + outer.f,
  };
}

export const apply = (m: Affine, p: Point2): Point2 => ({ x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f });

const scaleOf = (m: Affine): number => Math.max(Math.hypot(m.a, m.b), Math.hypot(m.c, m.d));

/**
 * The DXF "arbitrary axis algorithm": the object coordinate system of an extrusion direction,
 * as a map from its X/Y plane to world X/Y (the common (0,0,−1) mirrors X).
 */
export function ocsToWorld(normal: Vector3 | undefined): Affine {
  if (!normal) return IDENTITY;
  const length = Math.hypot(normal.x, normal.y, normal.z);
  if (!(length > 0)) return IDENTITY;
  const n = { x: normal.x / length, y: normal.y / length, z: normal.z / length };
  if (Math.abs(n.x) < 1e-12 && Math.abs(n.y) < 1e-12 && n.z > 0) return IDENTITY;
  const small = Math.abs(n.x) < 1 / 64 && Math.abs(n.y) < 1 / 64;
  // Ax = (world Y or Z) × N, Ay = N × Ax.
  const ax = small ? { x: n.z, y: 0, z: -n.x } : { x: -n.y, y: n.x, z: 0 };
  const axLength = Math.hypot(ax.x, ax.y, ax.z);
  const axN = { x: ax.x / axLength, y: ax.y / axLength, z: ax.z / axLength };
  const ay = { x: n.y * axN.z - n.z * axN.y, y: n.z * axN.x - n.x * axN.z };
  return { a: axN.x, b: axN.y, c: ay.x, d: ay.y, e: 0, f: 0 };
}

/** One hatch boundary edge as points, in the direction the boundary runs. */
export function hatchEdgePoints(edge: HatchEdge, tolerance: number): Point2[] {
  switch (edge.type) {
    case 'line':
      return [edge.start, edge.end];
    case 'arc': {
      // A clockwise edge stores its angles mirrored: it runs clockwise from −start to −end.
      if (edge.ccw) {
        return arcPoints(edge.center, edge.radius, edge.startAngle, ccwSweep(edge.startAngle, edge.endAngle), tolerance);
      }
      const from = -edge.startAngle;
      return arcPoints(edge.center, edge.radius, from, -ccwSweep(-edge.endAngle, from), tolerance);
    }
    case 'ellipse': {
      const major = edge.majorAxis;
      const minor = { x: -major.y * edge.ratio, y: major.x * edge.ratio };
      if (edge.ccw) {
        const sweep = ccwSweep(edge.startParam, edge.endParam);
        return ellipsePoints(edge.center, major, minor, edge.startParam, sweep, tolerance);
      }
      const from = -edge.startParam;
      return ellipsePoints(edge.center, major, minor, from, -ccwSweep(-edge.endParam, from), tolerance);
    }
    case 'spline':
      return edge.controlPoints.length > 0
        ? splinePoints(edge.degree, edge.controlPoints, edge.knots, edge.weights, tolerance)
        : fitPointsCurve(edge.fitPoints, false, tolerance);
  }
}

function hatchLoopPoints(loop: HatchLoop, tolerance: number): Point2[] {
  if (loop.type === 'polyline') return bulgePolylinePoints(loop.vertices, true, tolerance);
  const points: Point2[] = [];
  for (const edge of loop.edges) {
    const edgePoints = hatchEdgePoints(edge, tolerance);
    const last = points[points.length - 1];
    const first = edgePoints[0];
    // Consecutive edges share their joining point; keep it once.
    const shared = last && first && Math.abs(last.x - first.x) + Math.abs(last.y - first.y) <= tolerance * 1e-3;
    points.push(...(shared ? edgePoints.slice(1) : edgePoints));
  }
  return points;
}

class Flattener {
  readonly drawing: FlatDrawing = { strokes: [], fills: [], texts: [] };
  private shapes = 0;
  private vertices = 0;

  constructor(
    private readonly model: CadModel,
    private readonly tolerance: number,
  ) {}

  private count(vertexCount: number): void {
    this.shapes++;
    this.vertices += vertexCount;
    if (this.shapes > MAX_SHAPES) {
      throw new Error(`The drawing is too large to convert: more than ${MAX_SHAPES.toLocaleString('en-US')} shapes`);
    }
    if (this.vertices > MAX_VERTICES) {
      throw new Error(`The drawing is too large to convert: more than ${MAX_VERTICES.toLocaleString('en-US')} points`);
    }
  }

  private stroke(points: readonly Point2[], closed: boolean, m: Affine): void {
    if (points.length === 0) return;
    this.count(points.length);
    this.drawing.strokes.push({ points: points.map((p) => apply(m, p)), closed });
  }

  entities(entities: readonly CadEntity[], m: Affine, depth: number): void {
    for (const entity of entities) {
      if (entity.layer !== undefined && this.model.hiddenLayers.has(entity.layer)) continue;
      // Lines, ellipses and splines are in world coordinates; the rest in their object system.
      const inObjectSystem = entity.normal && !WORLD_KINDS.has(entity.kind);
      this.entity(entity, inObjectSystem ? compose(m, ocsToWorld(entity.normal)) : m, depth);
    }
  }

  private entity(entity: CadEntity, m: Affine, depth: number): void {
    const tolerance = this.tolerance / (scaleOf(m) || 1);
    switch (entity.kind) {
      case 'line':
        return this.stroke([entity.start, entity.end], false, m);
      case 'polyline':
        return this.stroke(bulgePolylinePoints(entity.vertices, entity.closed, tolerance), entity.closed, m);
      case 'arc': {
        const sweep = ccwSweep(entity.startAngle, entity.endAngle);
        return this.stroke(arcPoints(entity.center, entity.radius, entity.startAngle, sweep, tolerance), false, m);
      }
      case 'circle': {
        const points = arcPoints(entity.center, entity.radius, 0, 2 * Math.PI, tolerance);
        points.pop();
        return this.stroke(points, true, m);
      }
      case 'ellipse':
        return this.ellipse(entity, m, tolerance);
      case 'spline': {
        const points =
          entity.controlPoints.length > 0
            ? splinePoints(entity.degree, entity.controlPoints, entity.knots, entity.weights, tolerance)
            : fitPointsCurve(entity.fitPoints, entity.closed, tolerance);
        return this.stroke(points, entity.closed && entity.controlPoints.length === 0, m);
      }
      case 'text':
        return this.text(entity, m);
      case 'hatch':
        return this.hatch(entity, m, tolerance);
      case 'solid':
        if (!entity.filled) return this.stroke(entity.corners, true, m);
        this.count(entity.corners.length);
        this.drawing.fills.push({ loops: [entity.corners.map((p) => apply(m, p))], solid: true });
        return;
      case 'insert':
        return this.insert(entity, m, depth);
    }
  }

  private ellipse(entity: Extract<CadEntity, { kind: 'ellipse' }>, m: Affine, tolerance: number): void {
    const major = entity.majorAxis;
    const n = entity.normal ?? { x: 0, y: 0, z: 1 };
    // The minor axis is N × major scaled by the ratio; an ellipse lies in world coordinates.
    const minor = { x: (n.y * major.z - n.z * major.y) * entity.ratio, y: (n.z * major.x - n.x * major.z) * entity.ratio };
    const full = Math.abs(entity.endParam - entity.startParam) >= 2 * Math.PI - 1e-9;
    const sweep = full ? 2 * Math.PI : ccwSweep(entity.startParam, entity.endParam);
    const points = ellipsePoints(entity.center, major, minor, entity.startParam, sweep, tolerance);
    if (full) points.pop();
    this.stroke(points, full, m);
  }

  private text(entity: CadText, m: Affine): void {
    const lines = entity.text.split('\n').filter((line, i, all) => line.trim() !== '' || i < all.length - 1);
    if (lines.length === 0 || !(entity.height > 0)) return;
    const direction = { x: Math.cos(entity.rotation), y: Math.sin(entity.rotation) };
    const up = { x: -direction.y, y: direction.x };
    const worldDirection = { x: m.a * direction.x + m.c * direction.y, y: m.b * direction.x + m.d * direction.y };
    const worldUp = { x: m.a * up.x + m.c * up.y, y: m.b * up.x + m.d * up.y };
    this.count(1);
    this.drawing.texts.push({
      position: apply(m, entity.position),
      height: entity.height * Math.hypot(worldUp.x, worldUp.y),
      rotation: Math.atan2(worldDirection.y, worldDirection.x),
      lines,
      anchor: entity.anchor,
      baseline: entity.baseline,
    });
  }

  private hatch(entity: CadHatch, m: Affine, tolerance: number): void {
    const loops = entity.loops
      .map((loop) => hatchLoopPoints(loop, tolerance).map((p) => apply(m, p)))
      .filter((loop) => loop.length >= 3);
    if (loops.length === 0) return;
    this.count(loops.reduce((sum, loop) => sum + loop.length, 0));
    this.drawing.fills.push({ loops, solid: false });
  }

  private insert(entity: CadInsert, m: Affine, depth: number): void {
    const block = this.model.blocks.get(entity.block);
    if (!block || depth >= MAX_INSERT_DEPTH) return;
    const cos = Math.cos(entity.rotation);
    const sin = Math.sin(entity.rotation);
    const base = block.basePoint;
    for (let row = 0; row < entity.rows; row++) {
      for (let column = 0; column < entity.columns; column++) {
        // Array copies step along the block's rotated axes.
        const dx = column * entity.columnSpacing;
        const dy = row * entity.rowSpacing;
        const origin = { x: entity.position.x + cos * dx - sin * dy, y: entity.position.y + sin * dx + cos * dy };
        const a = cos * entity.xScale;
        const b = sin * entity.xScale;
        const c = -sin * entity.yScale;
        const d = cos * entity.yScale;
        const local: Affine = { a, b, c, d, e: origin.x - a * base.x - c * base.y, f: origin.y - b * base.x - d * base.y };
        this.entities(block.entities, compose(m, local), depth + 1);
      }
    }
  }
}

/**
 * Flattens the model's model-space entities. `tolerance` is the largest gap, in drawing units,
 * allowed between a curve and the segments drawn for it.
 */
export function flattenCad(model: CadModel, tolerance: number): FlatDrawing {
  const flattener = new Flattener(model, tolerance);
  flattener.entities(model.entities, IDENTITY, 0);
  return flattener.drawing;
}
