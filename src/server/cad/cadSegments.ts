/**
 * A CAD drawing's strokes as the packed segments the snapping index takes (engine/snap), in the
 * pixels of the image the conversion draws: each stroke's consecutive points, and its closing
 * edge when it is closed, through the same CadPixelMapping the SVG's path data is written with.
 */
import type { PackedSegments } from '../../engine/snap/snapIndex';
import { cadPixelX, cadPixelY, type CadPixelMapping } from './cadDrawing';
import type { FlatDrawing } from './flattenCad';

/**
 * The segments of `drawing`'s strokes in image pixels (x1, y1, x2, y2 each), in stroke order. A
 * segment whose two ends land on the same pixel coordinates adds nothing its neighbours do not
 * and is left out; so is a stroke of one point. Fills and texts are not lines to snap to.
 */
export function cadSnapSegments(drawing: FlatDrawing, mapping: CadPixelMapping): PackedSegments {
  let count = 0;
  for (const { points, closed } of drawing.strokes) count += points.length < 2 ? 0 : closed && points.length > 2 ? points.length : points.length - 1;
  const packed = new Float64Array(4 * count);
  let at = 0;
  const add = (x1: number, y1: number, x2: number, y2: number): void => {
    if (x1 === x2 && y1 === y2) return;
    packed[at] = x1;
    packed[at + 1] = y1;
    packed[at + 2] = x2;
    packed[at + 3] = y2;
    at += 4;
  };
  for (const { points, closed } of drawing.strokes) {
    if (points.length < 2) continue;
    const xs = points.map((point) => cadPixelX(mapping, point.x));
    const ys = points.map((point) => cadPixelY(mapping, point.y));
    for (let i = 1; i < points.length; i++) add(xs[i - 1]!, ys[i - 1]!, xs[i]!, ys[i]!);
    if (closed && points.length > 2) add(xs[points.length - 1]!, ys[points.length - 1]!, xs[0]!, ys[0]!);
  }
  return at === packed.length ? packed : packed.slice(0, at);
}
