/**
 * The small CAD model both readers produce (DXF through dxf-parser, DWG through libredwg-web),
 * so one renderer draws either. Only what we draw is kept; angles are radians, counter-clockwise.
 *
 * Coordinates are in the entity's own system: entities that DXF defines in an object coordinate
 * system (arcs, circles, 2D polylines, text, hatches, solids, block references) carry the
 * extrusion `normal` that defines it; the renderer maps them to world X/Y.
 */

export interface Point2 {
  readonly x: number;
  readonly y: number;
}

export interface Vector3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** A polyline vertex; `bulge` is tan(θ/4) of the arc to the next vertex (0 for a straight side). */
export interface BulgeVertex extends Point2 {
  readonly bulge: number;
}

interface EntityBase {
  readonly handle?: string;
  readonly layer?: string;
  /** Extrusion direction of the object coordinate system; absent means (0, 0, 1). */
  readonly normal?: Vector3;
}

export interface CadLine extends EntityBase {
  readonly kind: 'line';
  readonly start: Point2;
  readonly end: Point2;
}

export interface CadPolyline extends EntityBase {
  readonly kind: 'polyline';
  readonly vertices: readonly BulgeVertex[];
  readonly closed: boolean;
}

export interface CadArc extends EntityBase {
  readonly kind: 'arc';
  readonly center: Point2;
  readonly radius: number;
  readonly startAngle: number;
  readonly endAngle: number;
}

export interface CadCircle extends EntityBase {
  readonly kind: 'circle';
  readonly center: Point2;
  readonly radius: number;
}

/** An ellipse or elliptical arc in world coordinates; parameters run counter-clockwise about `normal`. */
export interface CadEllipse extends EntityBase {
  readonly kind: 'ellipse';
  readonly center: Point2;
  /** End of the major axis, relative to the centre. */
  readonly majorAxis: Vector3;
  readonly ratio: number;
  readonly startParam: number;
  readonly endParam: number;
}

/** A B-spline (NURBS when `weights` is given) in world coordinates, or a curve through fit points. */
export interface CadSpline extends EntityBase {
  readonly kind: 'spline';
  readonly degree: number;
  readonly controlPoints: readonly Point2[];
  readonly knots: readonly number[];
  readonly weights?: readonly number[];
  readonly fitPoints: readonly Point2[];
  readonly closed: boolean;
}

export type TextAnchor = 'start' | 'middle' | 'end';
export type TextBaseline = 'baseline' | 'bottom' | 'middle' | 'top';

/** Single- or multi-line text; `text` is plain (formatting codes already removed), lines split on "\n". */
export interface CadText extends EntityBase {
  readonly kind: 'text';
  readonly position: Point2;
  readonly height: number;
  readonly rotation: number;
  readonly text: string;
  readonly anchor: TextAnchor;
  readonly baseline: TextBaseline;
}

/** One edge of a hatch boundary path. */
export type HatchEdge =
  | { readonly type: 'line'; readonly start: Point2; readonly end: Point2 }
  | {
      readonly type: 'arc';
      readonly center: Point2;
      readonly radius: number;
      readonly startAngle: number;
      readonly endAngle: number;
      readonly ccw: boolean;
    }
  | {
      readonly type: 'ellipse';
      readonly center: Point2;
      readonly majorAxis: Point2;
      readonly ratio: number;
      readonly startParam: number;
      readonly endParam: number;
      readonly ccw: boolean;
    }
  | {
      readonly type: 'spline';
      readonly degree: number;
      readonly controlPoints: readonly Point2[];
      readonly knots: readonly number[];
      readonly weights?: readonly number[];
      readonly fitPoints: readonly Point2[];
    };

export type HatchLoop =
  | { readonly type: 'polyline'; readonly vertices: readonly BulgeVertex[] }
  | { readonly type: 'edges'; readonly edges: readonly HatchEdge[] };

/** A filled region: every loop is a boundary, holes included (drawn with the even-odd rule). */
export interface CadHatch extends EntityBase {
  readonly kind: 'hatch';
  readonly loops: readonly HatchLoop[];
}

/** SOLID (filled) and 3DFACE (outline): three or four corners in drawing order. */
export interface CadSolid extends EntityBase {
  readonly kind: 'solid';
  readonly corners: readonly Point2[];
  readonly filled: boolean;
}

/** A block reference; DIMENSION entities become one too (their geometry is an anonymous block). */
export interface CadInsert extends EntityBase {
  readonly kind: 'insert';
  readonly block: string;
  readonly position: Point2;
  readonly xScale: number;
  readonly yScale: number;
  readonly rotation: number;
  readonly columns: number;
  readonly rows: number;
  readonly columnSpacing: number;
  readonly rowSpacing: number;
}

export type CadEntity =
  | CadLine
  | CadPolyline
  | CadArc
  | CadCircle
  | CadEllipse
  | CadSpline
  | CadText
  | CadHatch
  | CadSolid
  | CadInsert;

/**
 * A linear DIMENSION (rotated, horizontal, vertical or aligned), kept apart from what is drawn to
 * check the units the file declares against the lengths it states (dimensionUnits.ts).
 */
export interface CadDimension {
  /** Its definition points (DXF 13 and 14), where the two extension lines start, in world coordinates. */
  readonly from: Point2;
  readonly to: Point2;
  /** The unit direction a rotated dimension measures along; null for an aligned one (along from → to). */
  readonly along: Point2 | null;
  /** The measured value the file stores (42), in drawing units; null when it has none. */
  readonly measurement: number | null;
  /** The text as entered (1): empty or holding "<>" for the measured value, else an override. */
  readonly text: string;
  /** The text drawn in its block, raw (MTEXT codes included), or null when it has none. */
  readonly drawnText: string | null;
}

export interface CadBlock {
  readonly name: string;
  readonly basePoint: Point2;
  readonly entities: readonly CadEntity[];
}

export interface CadModel {
  /** Model-space entities. */
  readonly entities: readonly CadEntity[];
  readonly blocks: ReadonlyMap<string, CadBlock>;
  /** The header's $INSUNITS, or null when the file has none (R12 and older). */
  readonly insUnits: number | null;
  /** Layers switched off or frozen: nothing on them is drawn. */
  readonly hiddenLayers: ReadonlySet<string>;
  /** The linear dimensions among the drawn entities, with what they state. */
  readonly dimensions: readonly CadDimension[];
}
