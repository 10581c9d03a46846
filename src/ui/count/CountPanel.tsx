import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { COUNT_SYMBOLS, type CountSymbol } from '../../shared/schemas';
import { currentSketch } from '../../engine/document/drawingDocument';
import { countOf, countSymbolOf } from '../../engine/document/counts';
import { activeInstrument } from '../../engine/editor/selectors';
import { useServices } from '../AppServices';

const SYMBOL_NAMES: Record<CountSymbol, string> = { circle: 'Circle', cross: 'Cross', square: 'Square', triangle: 'Triangle' };

/**
 * The Count instrument's panel, shown while it is chosen: the current layer's marker symbol and
 * a button that removes the marker placed last (undo does the same).
 */
export function CountPanel() {
  const { editor } = useServices();
  const shown = useSelector(editor, (snapshot) => activeInstrument(snapshot) === 'count_tool');
  const symbol = useSelector(editor, (snapshot) => countSymbolOf(currentSketch(snapshot.context.document)));
  const count = useSelector(editor, (snapshot) => countOf(currentSketch(snapshot.context.document)));
  const selectId = useId();
  if (!shown) return null;

  return (
    <section className="count-panel" aria-label="Count">
      <h2 className="results-title">Count</h2>
      <label htmlFor={selectId}>Count symbol</label>
      <select id={selectId} value={symbol} onChange={(event) => editor.send({ type: 'count.setSymbol', symbol: event.target.value as CountSymbol })}>
        {COUNT_SYMBOLS.map((each) => (
          <option key={each} value={each}>
            {SYMBOL_NAMES[each]}
          </option>
        ))}
      </select>
      <button type="button" className="count-remove" disabled={count === 0} onClick={() => editor.send({ type: 'count.removeLast' })}>
        Remove last marker
      </button>
    </section>
  );
}
