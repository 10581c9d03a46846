import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { formatArea, formatLength } from '../shared/format';
import { useServices } from './AppServices';
import { useSketchResults } from './useSketchResults';

function ResultRow({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="result-row">
      <span id={id} className="result-label">
        {label}
      </span>
      <output aria-labelledby={id} className="result-value">
        {value}
      </output>
    </div>
  );
}

/** Perimeter and area of the current layer, in the scale's unit. */
export function ResultsPanel() {
  const { settings } = useServices();
  const imperial = useSelector(settings, (snapshot) => snapshot.context.settings.imperial);
  const results = useSketchResults();
  const perimeter = results ? formatLength(results.perimeter, results.lengthUnit, imperial) : '…';
  const area = !results ? '…' : results.area === null ? '—' : formatArea(results.area, results.areaUnit, results.approximate);
  return (
    <section className="results" aria-label="Results">
      <h2 className="results-title">Results</h2>
      <ResultRow label="Perimeter" value={perimeter} />
      <ResultRow label="Area" value={area} />
    </section>
  );
}
