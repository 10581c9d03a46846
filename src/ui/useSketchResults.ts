import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { currentSketch } from '../engine/document/drawingDocument';
import { sketchOutline } from '../engine/geometry/outline';
import { mapResults } from '../engine/map/mapResults';
import { measureSketchPixels, polygonVertices, resultsFromPixels, type SketchResults } from '../engine/measure/measureSketch';
import { planeResults } from '../engine/measure/planeScale';
import { useServices } from './AppServices';

/**
 * The current layer's results. A polygon (lines, angle lines, a rectangle) is measured by the
 * measurer, the WASM kernel in its worker; an outline with arcs or curves is measured exactly on
 * the spot from its segments. The scale is applied here, so changing the scale needs no new measure.
 * On the map the sketch is measured along geodesics on the ellipsoid, on the spot (a 10,000-vertex
 * outline takes a few milliseconds). Through a photo's perspective or axis scales (issue 23) it is
 * measured on the plane on the spot too, with its "±".
 */
export function useSketchResults(): SketchResults | null {
  const { editor, measurer } = useServices();
  const sketch = useSelector(editor, (snapshot) => currentSketch(snapshot.context.document));
  const scale = useSelector(editor, (snapshot) => snapshot.context.document.scale);
  const map = useSelector(editor, (snapshot) => snapshot.context.document.map);
  const onMap = useMemo(() => (map ? mapResults(sketch, map, scale.measure) : null), [sketch, map, scale.measure]);
  const onPlane = useMemo(() => (map ? null : planeResults(sketch, scale)), [sketch, map, scale]);
  const elsewhere = onMap !== null || onPlane !== null;
  const vertices = useMemo(() => (elsewhere ? null : polygonVertices(sketchOutline(sketch))), [sketch, elsewhere]);
  const inline = useMemo(() => (vertices || elsewhere ? null : measureSketchPixels(sketch)), [sketch, vertices, elsewhere]);
  const [measured, setMeasured] = useState<{ sketch: typeof sketch; perimeter: number; area: number } | null>(null);

  useEffect(() => {
    if (!vertices) return;
    let current = true;
    measurer.measure(vertices, sketch.closed).then(
      (pixels) => current && setMeasured({ sketch, ...pixels }),
      (error: unknown) => console.error('Measuring failed', error),
    );
    return () => {
      current = false;
    };
  }, [measurer, sketch, vertices]);

  if (onMap) return onMap;
  if (onPlane) return onPlane;
  if (inline) return resultsFromPixels(sketch, inline, scale);
  // Until the measure for this very sketch arrives, show nothing rather than a stale number.
  if (!measured || measured.sketch !== sketch) return null;
  return resultsFromPixels(sketch, measured, scale);
}
