import { memo, useState } from 'react';
import { Modal } from '../modals/Modal';
import type { PdfPageChoice } from '../../app/modals/modalMachine';
import { parsePageRange } from '../../app/import/pageRange';

/**
 * One page: its button (its thumbnail once drawn, a placeholder until then, aria-busy while
 * drawing), which imports that page alone, and its tick for "Add pages as sheets".
 */
const PdfPageEntry = memo(function PdfPageEntry(props: { page: PdfPageChoice; ticked: boolean; onChoose: (page: number) => void; onTick: (page: number, ticked: boolean) => void }) {
  const { page } = props;
  const { thumbnail } = page;
  const drawing = !thumbnail && !page.failed;
  return (
    <li>
      <button type="button" className="pdf-page" aria-busy={drawing} onClick={() => props.onChoose(page.number)}>
        {thumbnail ? (
          <img src={thumbnail.url} alt="" width={thumbnail.width} height={thumbnail.height} />
        ) : (
          <span className={page.failed ? 'pdf-page-placeholder pdf-page-failed' : 'pdf-page-placeholder'} aria-hidden="true" />
        )}
        <span>Page {page.number}</span>
      </button>
      <label className="pdf-page-tick">
        <input type="checkbox" checked={props.ticked} onChange={(event) => props.onTick(page.number, event.target.checked)} />
        Add page {page.number} as a sheet
      </label>
    </li>
  );
});

/**
 * "Select PDF page": one button per page, named "Page N", with its thumbnail (200 px on the
 * longest side) as it is drawn; a page can be chosen before its thumbnail is there, and choosing
 * one imports that page. Or "Add pages as sheets" (issue 38): the pages ticked, all of them, or
 * a range typed as 1-3, 7, each becomes a sheet of the document. Cancel or Escape imports nothing.
 */
export function PdfPagePicker(props: {
  pages: readonly PdfPageChoice[];
  onChoose: (page: number) => void;
  onAddSheets: (pages: readonly number[]) => void;
  onCancel: () => void;
}) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [range, setRange] = useState('');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const drawn = props.pages.filter((page) => page.thumbnail || page.failed).length;
  const tick = (page: number, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(page);
      else next.delete(page);
      return next;
    });
  const tickRange = () => {
    const read = parsePageRange(range, props.pages.length);
    if ('error' in read) {
      setRangeError(read.error);
      return;
    }
    setRangeError(null);
    setTicked(new Set(read.pages));
  };
  const chosen = [...ticked].sort((a, b) => a - b);
  return (
    <Modal title="Select PDF page" onClose={props.onCancel} className="dialog-pdf-pages">
      {drawn < props.pages.length && (
        <p className="pdf-pages-progress">
          {drawn} of {props.pages.length} thumbnails drawn
        </p>
      )}
      <ul className="pdf-pages">
        {props.pages.map((page) => (
          <PdfPageEntry key={page.number} page={page} ticked={ticked.has(page.number)} onChoose={props.onChoose} onTick={tick} />
        ))}
      </ul>
      <fieldset className="pdf-sheets">
        <legend>Add pages as sheets</legend>
        <div className="pdf-sheets-row">
          <button type="button" className="dialog-button" onClick={() => setTicked(new Set(props.pages.map((page) => page.number)))}>
            Tick all pages
          </button>
          <label>
            Pages
            <input
              className="pdf-sheets-range"
              value={range}
              placeholder="1-3, 7"
              aria-invalid={rangeError !== null}
              aria-describedby={rangeError ? 'pdf-sheets-range-error' : undefined}
              onChange={(event) => setRange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') tickRange();
              }}
            />
          </label>
          <button type="button" className="dialog-button" onClick={tickRange}>
            Tick these pages
          </button>
        </div>
        {rangeError && (
          <p id="pdf-sheets-range-error" className="form-error" role="alert">
            {rangeError}
          </p>
        )}
      </fieldset>
      <div className="dialog-actions">
        <button type="button" className="dialog-button" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="button" className="dialog-button" disabled={chosen.length === 0} onClick={() => props.onAddSheets(chosen)}>
          {chosen.length === 1 ? 'Add 1 page as a sheet' : `Add ${chosen.length} pages as sheets`}
        </button>
      </div>
    </Modal>
  );
}
