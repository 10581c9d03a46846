import { useSelector } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import type { DrawingDocument } from '../engine/document/drawingDocument';
import { documentLayerResults, documentVertexAngles, resultUnits } from '../engine/map/mapResults';
import { drawnWithAngleTool, formatAngle } from '../engine/print/angleLabelPlacement';
import type { SketchResults } from '../engine/measure/measureSketch';
import { formatArea, formatLength, localizeNumbers } from '../shared/format';
import { spokenUncertainty } from '../shared/formatUncertainty';
import { NO_UNCERTAINTY, uncertaintyTexts, type LengthDisplay, type UncertaintyTexts } from '../engine/print/resultUncertainty';
import { useServices } from './AppServices';
import { totalResults } from '../engine/measure/layerTotals';
import { useSketchResults } from './useSketchResults';
import { currentSketch } from '../engine/document/drawingDocument';
import { countOf } from '../engine/document/counts';
import { layerName } from '../shared/layerName';

/**
 * One result as a term and its definition of a description list, so a screen reader reads the
 * label and the value apart ("Total perimeter", "76.37 m"), and the value is named by its label.
 * Its "±" (issue 23), when it has one, is a second definition of the same term beside the value,
 * named "<label> uncertainty" and read out in words ("plus or minus 0.05 m²"): the value keeps
 * its own text, and "±" is a sign some readers skip. Not live: the value already announces a change.
 * Numbers take the thousands separators of the user's locale (`localizeNumbers`).
 */
function ResultRow({ label, value, uncertainty = null }: { label: string; value: string; uncertainty?: string | null }) {
  const id = useId();
  const shown = uncertainty === null ? null : localizeNumbers(uncertainty);
  return (
    <div className="result-row">
      <dt id={id} className="result-label">
        {label}
      </dt>
      <dd aria-labelledby={id} aria-live="polite" className="result-value">
        {localizeNumbers(value)}
      </dd>
      {shown !== null && (
        <dd aria-label={`${label} uncertainty`} className="result-uncertainty">
          <span aria-hidden="true">{shown}</span>
          <span className="visually-hidden">{spokenUncertainty(shown)}</span>
        </dd>
      )}
    </div>
  );
}

/** "…" while the measure is on its way. */
const perimeterText = (results: SketchResults | null, { imperial, inchFraction }: LengthDisplay): string =>
  results ? formatLength(results.perimeter, results.lengthUnit, imperial, inchFraction) : '…';

/** The outline's perimeter and every cutout's together, for a sketch with cutouts. */
const perimeterWithCutoutsText = (results: SketchResults, { imperial, inchFraction }: LengthDisplay): string =>
  formatLength(results.perimeterWithCutouts ?? results.perimeter, results.lengthUnit, imperial, inchFraction);

/** An open sketch has no area yet. */
const areaText = (results: SketchResults | null): string =>
  !results ? '…' : results.area === null ? '—' : formatArea(results.area, results.areaUnit, results.approximate);

interface LayerResults {
  number: number;
  /** The layer's name as shown: its own, or "Layer N" (layerName). */
  name: string;
  results: SketchResults;
  /** The layer's count markers; a count layer shows its count instead of a perimeter and an area. */
  count: number;
}

/** A count layer's result, "Count: 5" (issue 22). */
function CountRow({ prefix, count }: { prefix?: string; count: number }) {
  return (
    <p className="results-count" aria-live="polite">
      {prefix}Count: {count}
    </p>
  );
}

/** In all-layers mode, the visible layers' results, measured again only when the document changes. */
function useVisibleLayerResults(document: DrawingDocument): LayerResults[] {
  return useMemo(
    () =>
      document.showAllLayers
        ? document.layers.flatMap((layer, index) =>
            layer.visible
              ? [{ number: index + 1, name: layerName(layer, index), results: documentLayerResults(document, layer), count: countOf(layer.sketch) }]
              : [],
          )
        : [],
    [document],
  );
}

/**
 * Perimeter and area of the current layer (a count layer's "Count: N" instead), in the scale's
 * unit; in all-layers mode also each visible layer's and the totals of the measured layers (the
 * area sums closed layers only, "~" when any is approximate).
 * On a phone, a bottom sheet that opens from its "Results" button.
 */
export function ResultsPanel() {
  const { editor, settings, modals } = useServices();
  const readOnly = useSelector(editor, (snapshot) => snapshot.context.readOnly);
  const imperial = useSelector(settings, (snapshot) => snapshot.context.settings.imperial);
  const inchFraction = useSelector(settings, (snapshot) => snapshot.context.settings.inchFraction);
  const showUncertainty = useSelector(settings, (snapshot) => snapshot.context.settings.showUncertainty);
  const display = useMemo(() => ({ imperial, inchFraction }), [imperial, inchFraction]);
  const document = useSelector(editor, (snapshot) => snapshot.context.document);
  const { showAllLayers } = document;
  const onMap = document.map !== null;
  const current = useSketchResults();
  const sketch = currentSketch(document);
  const currentCount = countOf(sketch);
  // A sketch drawn with the Angle instrument measures its angles first: they are named in the
  // results, and while it is open its length is a length, not a perimeter (issue 36).
  const angleSketch = drawnWithAngleTool(sketch);
  const angles = useMemo(() => (angleSketch ? documentVertexAngles(document, sketch).map((angle) => formatAngle(angle.degrees)) : []), [angleSketch, document, sketch]);
  const lengthLabel = angleSketch && !sketch.closed ? 'Length' : 'Perimeter';
  const perLayer = useVisibleLayerResults(document);
  const units = useMemo(() => resultUnits(document), [document]);
  const total = useMemo(() => {
    const measured = perLayer.filter((each) => each.count === 0).map((each) => each.results);
    return totalResults(measured, units);
  }, [perLayer, units]);
  // The ± of a result, or none when the setting hides them (or the result is still on its way).
  const plusMinus = (results: SketchResults | null): UncertaintyTexts =>
    showUncertainty && results ? uncertaintyTexts(results, display) : NO_UNCERTAINTY;
  const currentPlusMinus = plusMinus(current);
  const totalPlusMinus = plusMinus(total);

  // On a phone the panel is a bottom sheet that opens from its "Results" button (styles.css);
  // on a wide screen the button is not shown and the results always are.
  const [open, setOpen] = useState(false);
  const bodyId = useId();

  return (
    <section className="results" aria-label="Results" data-open={open}>
      <button type="button" className="results-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        Results
        <span className="results-toggle-mark" aria-hidden="true" />
      </button>
      <h2 className="results-title">Results</h2>
      {/* It scrolls inside itself with many layers (drawingLayout.css): focusable, so the keys scroll it too. */}
      <div id={bodyId} className="results-body" tabIndex={0}>
        {onMap && <p className="results-method">geodesic (WGS84)</p>}
        {currentCount > 0 ? (
          <CountRow count={currentCount} />
        ) : (
          <dl className="results-list">
            {angles.length > 0 && <ResultRow label={angles.length === 1 ? 'Angle' : 'Angles'} value={angles.join(', ')} />}
            <ResultRow label={lengthLabel} value={perimeterText(current, display)} uncertainty={currentPlusMinus.perimeter} />
            {current?.perimeterWithCutouts != null && (
              <ResultRow
                label="Perimeter with cutouts"
                value={perimeterWithCutoutsText(current, display)}
                uncertainty={currentPlusMinus.perimeterWithCutouts}
              />
            )}
            <ResultRow label="Area" value={areaText(current)} uncertainty={currentPlusMinus.area} />
          </dl>
        )}
        {/* The current layer as an item of the takeoff (issue 38): here, not in the layers bar, which
            on a phone would wrap over more of the canvas. */}
        {!readOnly && (
          <button type="button" className="results-item" onClick={() => modals.send({ type: 'modal.open', modal: 'layerItem' })}>
            Takeoff item
          </button>
        )}
        {showAllLayers && (
          <div className="results-all" role="group" aria-label="All layers">
            <h3 className="results-subtitle">All layers</h3>
            {perLayer.map(({ number, name, results, count }) => {
              if (count > 0) return <CountRow key={number} prefix={`${name} `} count={count} />;
              const layerPlusMinus = plusMinus(results);
              return (
                <dl key={number} className="results-list results-layer">
                  <ResultRow label={`${name} perimeter`} value={perimeterText(results, display)} uncertainty={layerPlusMinus.perimeter} />
                  <ResultRow label={`${name} area`} value={areaText(results)} uncertainty={layerPlusMinus.area} />
                </dl>
              );
            })}
            <dl className="results-list">
              <ResultRow label="Total perimeter" value={perimeterText(total, display)} uncertainty={totalPlusMinus.perimeter} />
              <ResultRow label="Total area" value={areaText(total)} uncertainty={totalPlusMinus.area} />
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
