/** Where an angle label goes and what it says; pure, so it is tested without Pixi. */
import { ANGLE_LABEL_FONT_SIZES } from '../../shared/constants';
import type { Point } from '../../shared/geometry';
import type { Sketch } from '../../shared/schemas';
import { rotateVector } from '../geometry/vector';
import { WAND_LABELLED_EDGES_MAX } from '../document/mask';

/**
 * Whether a sketch's vertices show their angles: not on an outline of more edges than a traced
 * outline keeps its length labels for (WAND_LABELLED_EDGES_MAX), where dozens of angles of a
 * ragged tracing would bury the plan; a sketch of up to that many edges, open or closed, shows them.
 */
export const anglesLabelled = (sketch: Sketch): boolean => !(sketch.closed && sketch.lines.length > WAND_LABELLED_EDGES_MAX);

/** Whether the sketch was drawn with the Angle instrument: its angle is what it measures. */
export const drawnWithAngleTool = (sketch: Sketch): boolean => sketch.angleLines.length > 0;

/**
 * The font size of a sketch's angle labels for the Angles setting (1 off … 4 large), 0 for none.
 * A sketch drawn with the Angle instrument always shows its angles, at least small (issue 36:
 * the Angle tool showed no angle until the person found Settings → Angles).
 */
export function angleLabelSize(sketch: Sketch, displayAngles: number): number {
  if (!anglesLabelled(sketch)) return 0;
  const setting = drawnWithAngleTool(sketch) ? Math.max(displayAngles, 2) : displayAngles;
  return ANGLE_LABEL_FONT_SIZES[setting - 1] ?? 0;
}

export { formatAngle } from '../../shared/format';

/** Screen px between an angle label and the edges of its angle. */
const LABEL_GAP = 4;

/**
 * How far along the bisector a width × height label must sit to clear both edges of an angle of
 * `radians` by LABEL_GAP: its centre's distance from each edge, offset·sin(angle/2), must exceed
 * the label's half-extent across that edge. A sharp angle is capped so its label stays near; a
 * reflex angle's edges lie behind the label, so clearing the vertex is enough.
 */
export function labelOffset(bisector: Point, radians: number, width: number, height: number): number {
  const half = radians / 2;
  const sine = half >= Math.PI / 2 ? 1 : Math.max(Math.sin(half), 0.25);
  let offset = 0;
  for (const side of [1, -1]) {
    const edge = rotateVector(bisector, side * half);
    // Half the label's extent along the edge's normal (−edge.y, edge.x).
    const extent = (Math.abs(edge.y) * width + Math.abs(edge.x) * height) / 2;
    offset = Math.max(offset, (extent + LABEL_GAP) / sine);
  }
  return offset;
}
