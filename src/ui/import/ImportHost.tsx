import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { scaleFromImageUnits } from '../../engine/document/image';
import type { ScaleHint } from '../../engine/import/scaleHint';
import { MESSAGES, NOTIFICATION_MS } from '../../shared/constants';
import { acceptAttribute, acceptedImportTypes } from '../../shared/importTypes';
import { useServices } from '../AppServices';
import { isTypingTarget } from '../commands/isTypingTarget';
import { dragHasFiles, firstFile, IMPORT_INPUT_ID } from './importFilePicker';
import type { Importer } from './useImporter';
import './import.css';
import { Link } from 'react-router';

/**
 * The import's parts of the drawing screen: the hidden "Import file" input the menu opens, the
 * paste listener, the offer of a PDF page's own scale (stated, read from its dimensions, or both) and the trial refusal with its View Plans
 * link. A file dropped anywhere but on the canvas is ignored rather than opened by the browser
 * in place of the app.
 */
export function ImportHost({ importer }: { importer: Importer }) {
  const { editor, notify } = useServices();
  const { importFile, offer, dismissOffer } = importer;
  const image = useSelector(editor, (snapshot) => snapshot.context.document.image);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target)) return;
      const file = firstFile(event.clipboardData);
      if (!file) return;
      event.preventDefault();
      importFile(file, 'clipboard');
    };
    const ignoreStrayDrop = (event: DragEvent) => {
      if (dragHasFiles(event.dataTransfer)) event.preventDefault();
    };
    window.addEventListener('paste', onPaste);
    window.addEventListener('dragover', ignoreStrayDrop);
    window.addEventListener('drop', ignoreStrayDrop);
    return () => {
      window.removeEventListener('paste', onPaste);
      window.removeEventListener('dragover', ignoreStrayDrop);
      window.removeEventListener('drop', ignoreStrayDrop);
    };
  }, [importFile]);

  // An offer belongs to the image it was read from; a cleared or replaced image withdraws it.
  const shownOffer = offer && offer.image === image ? offer : null;
  const useScale = (hint: ScaleHint) => {
    if (!shownOffer) return;
    const { value, measure } = scaleFromImageUnits(shownOffer.image, hint);
    editor.send({ type: 'scale.set', value, measure });
    notify({ kind: 'success', message: `${hint.label} applied`, durationMs: NOTIFICATION_MS.scaleSet });
    dismissOffer();
  };

  return (
    <>
      <input
        id={IMPORT_INPUT_ID}
        type="file"
        aria-label="Import file"
        accept={acceptAttribute(acceptedImportTypes({ trial: importer.trial }))}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again still imports it.
          event.currentTarget.value = '';
          if (file) importFile(file, 'file');
        }}
      />
      {shownOffer && (
        <section className="import-bar" role="region" aria-label="Scale from the PDF">
          <span>{shownOffer.message}</span>
          {shownOffer.choices.map((hint) => (
            <button key={hint.label} type="button" className="dialog-button" onClick={() => useScale(hint)}>
              Use {hint.label.charAt(0).toLowerCase() + hint.label.slice(1)}
            </button>
          ))}
          <button type="button" className="import-bar-close" aria-label="Dismiss the PDF scale" onClick={dismissOffer}>
            ×
          </button>
        </section>
      )}
      {importer.trialRefused && (
        <section className="import-bar import-bar-warning" role="alert" aria-label="Import refused">
          <span>{MESSAGES.trialImportOnly}</span>
          <Link to="/subscription">View Plans</Link>
          <button type="button" className="import-bar-close" aria-label="Dismiss" onClick={importer.dismissTrialRefusal}>
            ×
          </button>
        </section>
      )}
    </>
  );
}
