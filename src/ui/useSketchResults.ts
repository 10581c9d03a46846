import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { currentSketch } from '../engine/document/drawingDocument';
import { sketchVertices } from '../engine/document/sketch';
import { resultsFromPixels, type SketchResults } from '../engine/measure/measureSketch';
import { useServices } from './AppServices';

/**
 * The current layer's results. The pixel perimeter and area come from the measurer (the WASM
 * kernel in its worker); the scale is applied here, so changing the scale needs no new measure.
 */
export function useSketchResults(): SketchResults | null {
  const { editor, measurer } = useServices();
  const sketch = useSelector(editor, (snapshot) => currentSketch(snapshot.context.document));
  const scale = useSelector(editor, (snapshot) => snapshot.context.document.scale);
  const [pixels, setPixels] = useState<{ sketch: typeof sketch; perimeter: number; area: number } | null>(null);

  useEffect(() => {
    let current = true;
    measurer.measure(sketchVertices(sketch), sketch.closed).then(
      (measured) => current && setPixels({ sketch, ...measured }),
      (error: unknown) => console.error('Measuring failed', error),
    );
    return () => {
      current = false;
    };
  }, [measurer, sketch]);

  // Until the measure for this very sketch arrives, show nothing rather than a stale number.
  if (!pixels || pixels.sketch !== sketch) return null;
  return resultsFromPixels(sketch, pixels, scale);
}
