import { useSelector } from '@xstate/react';
import { useServices } from '../AppServices';
import { layerCss } from '../../shared/layerColour';
import { layerSummaries, sameSummaries } from './layerSummary';

/** In all-layers mode: which colour is which layer, for every visible layer. */
export function LayersLegend() {
  const { editor } = useServices();
  const showAll = useSelector(editor, (snapshot) => snapshot.context.document.showAllLayers);
  const educatorColours = useSelector(editor, (snapshot) => snapshot.context.readOnly);
  const layers = useSelector(editor, (snapshot) => layerSummaries(snapshot.context.document), sameSummaries);
  if (!showAll) return null;
  return (
    // Focusable: with many layers it scrolls inside itself (drawingLayout.css), by the keys too.
    <section className="layers-legend" aria-label="Layer legend" tabIndex={0}>
      <ul>
        {layers.map((layer, index) =>
          layer.visible ? (
            <li key={layer.id}>
              <span className="layer-swatch" style={{ background: layerCss(layer.color, index, educatorColours) }} aria-hidden="true" />
              {layer.name}
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
