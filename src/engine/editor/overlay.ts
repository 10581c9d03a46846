/**
 * What the instrument overlay shows: the line, curve, rectangle or circle in progress, as outline
 * segments in canvas px. The renderer draws whatever this returns; it knows no instrument.
 */
import { canvasPoint, type CanvasPoint, type Point } from '../../shared/geometry';
import { currentSketch } from '../document/drawingDocument';
import { shapeSketch } from '../document/shapes';
import { sketchStatus, sketchVertices } from '../document/sketch';
import { nextVertex } from '../document/straightRules';
import { circleFromDiameter } from '../geometry/circleShape';
import { sketchOutline, type OutlineSegment } from '../geometry/outline';
import { rectangleFromDiagonal } from '../geometry/rectangleShape';
import type { CurvedContext } from '../instruments/curved/curvedMachine';
import type { StraightContext } from '../instruments/straight/straightMachine';
import type { TwoPointContext } from '../instruments/twoPointDrag';
import type { EditorSnapshot } from './editorMachine';
import type { StraightKind } from '../instruments/instrumentCommands';

export interface OverlayShape {
  readonly segments: readonly OutlineSegment[];
  readonly closed: boolean;
  /** Corner handles to show (the rectangle's ♦). */
  readonly corners?: readonly Point[];
  /** The circle's diameter, drawn red while the circle is dragged out (spec §3 line entry `diameter`). */
  readonly diameter?: PreviewLine;
}

export interface PreviewLine {
  from: CanvasPoint;
  to: CanvasPoint;
}

const LINE_KINDS: Record<string, StraightKind> = { straight: 'straight', constrained: 'constrained', angle: 'angle' };

const toolContext = <T>(snapshot: EditorSnapshot): T | undefined =>
  (snapshot.children.tool?.getSnapshot() as { context?: T } | undefined)?.context;

/** The line a click would draw now: from the last vertex (or a drag's start) to the snapped pointer. */
export function previewLine(snapshot: EditorSnapshot): PreviewLine | null {
  const kind = LINE_KINDS[snapshot.value as string];
  if (!kind || !snapshot.context.pointer) return null;
  const sketch = currentSketch(snapshot.context.document);
  const pointer = snapshot.context.pointer;
  const status = sketchStatus(sketch);
  if (status === 'drawing') {
    const last = sketchVertices(sketch).at(-1);
    return last ? { from: last, to: nextVertex(sketch, pointer, kind) } : null;
  }
  if (status === 'empty') {
    const press = toolContext<StraightContext>(snapshot)?.press;
    return press ? { from: press, to: pointer } : null;
  }
  return null;
}

function twoPointPreview(snapshot: EditorSnapshot): OverlayShape | null {
  const context = toolContext<TwoPointContext>(snapshot);
  if (!context?.press || !context.current) return null;
  const { press, current } = context;
  if (snapshot.value === 'rectangle_tool') {
    const params = rectangleFromDiagonal(press, current, 'preview');
    const sketch = shapeSketch(true, { type: 'rectangle', params }, false);
    return { segments: sketchOutline(sketch).segments, closed: true, corners: [params.p1, params.p2, params.p3, params.p4] };
  }
  const sketch = shapeSketch(true, { type: 'circle_tool', params: circleFromDiameter(press, current) }, false);
  return { segments: sketchOutline(sketch).segments, closed: true, diameter: { from: press, to: current } };
}

/**
 * The circle being dragged out: its centre and the point of its rim under the pointer, so the
 * radius can be labelled (issue 36: the drag is the diameter, and nothing said how big it was).
 */
export function circleInProgress(snapshot: EditorSnapshot): { centre: CanvasPoint; rim: CanvasPoint } | null {
  if (snapshot.value !== 'circle_tool') return null;
  const context = toolContext<TwoPointContext>(snapshot);
  if (!context?.press || !context.current || (context.press.x === context.current.x && context.press.y === context.current.y)) return null;
  const { press, current } = context;
  return { centre: canvasPoint((press.x + current.x) / 2, (press.y + current.y) / 2), rim: current };
}

/** The cutout in progress: its points placed so far, and the edge a click at the pointer would add. */
function cutoutPreview(snapshot: EditorSnapshot): OverlayShape | null {
  const { cutoutDraft, pointer } = snapshot.context;
  if (cutoutDraft.length === 0) return null;
  const points = pointer ? [...cutoutDraft, pointer] : cutoutDraft;
  const segments = points.slice(1).map((to, i): OutlineSegment => ({ kind: 'line', from: points[i]!, to }));
  return { segments, closed: false, corners: cutoutDraft.slice(0, 1) };
}

/** The shape in progress, or null when no gesture draws anything. */
export function overlayShape(snapshot: EditorSnapshot): OverlayShape | null {
  const line = previewLine(snapshot);
  if (line) return { segments: [{ kind: 'line', from: line.from, to: line.to }], closed: false };
  if (snapshot.value === 'curved') {
    const points = toolContext<CurvedContext>(snapshot)?.points ?? [];
    if (points.length < 2) return null;
    const segments = points.slice(1).map((to, i): OutlineSegment => ({ kind: 'line', from: points[i]!, to }));
    return { segments, closed: false };
  }
  if (snapshot.value === 'rectangle_tool' || snapshot.value === 'circle_tool') return twoPointPreview(snapshot);
  if (snapshot.value === 'cutout_tool') return cutoutPreview(snapshot);
  return null;
}
