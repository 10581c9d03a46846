import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { imageDataUrl } from '../../app/print/pageImages';
import { installPrintHooks } from '../../app/print/printHooks';
import { printResults } from '../../app/print/printResults';
import { useServices } from '../AppServices';
import './print.css';

const today = () => new Date().toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The print view (spec drawing-core §4 "Print"): the picture of the drawing, its results as text,
 * and Print (the browser's print dialog, once the view is ready) and Close. It covers the page,
 * and the print styles leave only the sheet on paper. While it is open the print hooks are on
 * `window` (app/print/printHooks.ts); a phantom (headless) print shows no buttons.
 */
export default function PrintView() {
  const { print } = useServices();
  const { view } = print;
  const image = useSelector(view, (snapshot) => snapshot.context.image);
  const request = useSelector(view, (snapshot) => snapshot.context.request);
  const layer = useSelector(view, (snapshot) => snapshot.context.layer);
  const isReady = useSelector(view, (snapshot) => snapshot.context.isReady);
  const isPhantomJs = useSelector(view, (snapshot) => snapshot.context.isPhantomJs);
  const onMap = request?.state.map != null;
  const results = useMemo(() => (request ? printResults(request, layer, today()) : null), [request, layer]);
  // A column for the perimeter with cutouts only when a printed layer has cutouts.
  const withCutouts = results?.rows.some((row) => row.perimeterWithCutouts !== null) ?? false;
  const withCounts = results?.rows.some((row) => row.count !== null) ?? false;
  const close = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => installPrintHooks(window, view, imageDataUrl), [view]);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // The page behind takes no focus, clicks or keys while the view covers it.
    const behind = Array.from(document.body.children).filter((element) => !element.classList.contains('print-view') && !element.hasAttribute('inert'));
    for (const element of behind) element.setAttribute('inert', '');
    // A phantom view has no Close button: the view itself takes the focus.
    (close.current ?? container.current)?.focus();
    return () => {
      for (const element of behind) element.removeAttribute('inert');
      previous?.focus();
    };
  }, []);

  const deactivate = () => view.send({ type: 'print.deactivate' });

  return createPortal(
    <div
      ref={container}
      className="print-view"
      role="dialog"
      aria-modal="true"
      aria-label="Print view"
      data-ready={isReady}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        deactivate();
      }}
    >
      {!isPhantomJs && (
        <div className="print-view-bar">
          <p className="print-view-status" role="status">
            {isReady ? 'Ready to print' : 'Preparing the page…'}
          </p>
          <button type="button" className="dialog-button dialog-button-primary" disabled={!isReady} onClick={() => window.print()}>
            Print
          </button>
          <button ref={close} type="button" className="dialog-button" onClick={deactivate}>
            Close
          </button>
        </div>
      )}
      <article className="print-sheet">
        <h2 className="print-title">
          {results?.title ?? 'Print'}
        </h2>
        {image && (
          <img
            className="print-picture"
            src={image}
            alt="The drawing as it prints"
            // On the map the picture holds the map's tiles: the view is ready a moment after it loads.
            onLoad={() => onMap && view.send({ type: 'print.tilesLoaded' })}
          />
        )}
        {results && (
          <section className="print-results" aria-label="Print results">
            <p className="print-meta">
              {results.date} · {results.scale} · {results.method}
            </p>
            {results.rows.length > 0 && (
              <table className="print-table">
                <thead>
                  <tr>
                    <th scope="col">Layer</th>
                    <th scope="col">Perimeter</th>
                    {withCutouts && <th scope="col">Perimeter with cutouts</th>}
                    <th scope="col">Area</th>
                    {withCounts && <th scope="col">Count</th>}
                  </tr>
                </thead>
                <tbody>
                  {results.rows.map((row) => (
                    <tr key={row.layer}>
                      <th scope="row">{row.layer}</th>
                      <td>{row.perimeter}</td>
                      {withCutouts && <td>{row.perimeterWithCutouts ?? '—'}</td>}
                      <td>{row.area}</td>
                      {withCounts && <td>{row.count ?? ''}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )}
      </article>
    </div>,
    document.body,
  );
}
