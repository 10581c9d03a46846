import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { documentLineLabels } from '../../engine/map/mapResults';
import { formatLength } from '../../shared/format';
import { useServices } from '../AppServices';
import { labelScreenPoint } from '../../engine/print/lineLabelPlacement';
import { LineLengthEditor } from './LineLengthEditor';
import { shownLayers } from '../../engine/document/shownLayers';
import { layerName } from '../../shared/layerName';

/**
 * Line length labels as DOM over the canvas: one per edge of each layer on show (`shownLayers`),
 * while the Labels setting and the sketch's labels flag are both on. A current-layer label is a
 * button that opens the length editor in its place. The labels are measured when the document
 * changes; a pan or zoom only places them again.
 */
export function LineLabelsLayer() {
  const { editor, settings } = useServices();
  const document = useSelector(editor, (snapshot) => snapshot.context.document);
  const viewport = useSelector(editor, (snapshot) => snapshot.context.viewport);
  const editingLine = useSelector(editor, (snapshot) => snapshot.context.editingLine);
  const readOnly = useSelector(editor, (snapshot) => snapshot.context.readOnly);
  const displayLineLength = useSelector(settings, (snapshot) => snapshot.context.settings.displayLineLength);
  const imperial = useSelector(settings, (snapshot) => snapshot.context.settings.imperial);
  const inchFraction = useSelector(settings, (snapshot) => snapshot.context.settings.inchFraction);
  const layers = useMemo(
    () => shownLayers(document).map((shown) => ({ ...shown, labels: documentLineLabels(document, shown.layer.sketch) })),
    [document],
  );

  return (
    <div className="line-labels">
      {layers.flatMap(({ layer, index, current, labels }) => {
        const shown = displayLineLength && layer.sketch.labelsVisible;
        return labels.map(({ edge, ...label }) => {
          const key = `${layer.id}-${edge}`;
          const at = labelScreenPoint(label, viewport);
          if (current && editingLine === edge) return <LineLengthEditor key={`${key}-editor`} at={at} length={label.length} />;
          if (!shown) return null;
          const text = formatLength(label.length, document.scale.measure, imperial, inchFraction);
          const name = `Line ${edge + 1} length ${text}`;
          const style = { left: at.x, top: at.y };
          // The educator's read-only view shows every length as text: nothing to edit.
          if (!current || readOnly) {
            return (
              <span key={key} className="line-label line-label-other" role="note" aria-label={`${layerName(layer, index)} ${name}`} style={style}>
                {text}
              </span>
            );
          }
          return (
            <button
              key={key}
              type="button"
              className="line-label"
              aria-label={name}
              title="Select a length label to edit it"
              style={style}
              onClick={() => editor.send({ type: 'lineLength.edit', line: edge })}
            >
              {text}
            </button>
          );
        });
      })}
    </div>
  );
}
