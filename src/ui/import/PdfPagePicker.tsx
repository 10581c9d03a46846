import { memo } from 'react';
import { Modal } from '../modals/Modal';
import type { PdfPageChoice } from '../../app/modals/modalMachine';

/** One page's button: its thumbnail once drawn, a placeholder until then (aria-busy while drawing). */
const PdfPageEntry = memo(function PdfPageEntry({ page, onChoose }: { page: PdfPageChoice; onChoose: (page: number) => void }) {
  const { thumbnail } = page;
  const drawing = !thumbnail && !page.failed;
  return (
    <li>
      <button type="button" className="pdf-page" aria-busy={drawing} onClick={() => onChoose(page.number)}>
        {thumbnail ? (
          <img src={thumbnail.url} alt="" width={thumbnail.width} height={thumbnail.height} />
        ) : (
          <span className={page.failed ? 'pdf-page-placeholder pdf-page-failed' : 'pdf-page-placeholder'} aria-hidden="true" />
        )}
        <span>Page {page.number}</span>
      </button>
    </li>
  );
});

/**
 * "Select PDF page": one button per page, named "Page N", with its thumbnail (200 px on the
 * longest side) as it is drawn; a page can be chosen before its thumbnail is there, and choosing
 * one imports that page. Cancel or Escape imports nothing.
 */
export function PdfPagePicker(props: { pages: readonly PdfPageChoice[]; onChoose: (page: number) => void; onCancel: () => void }) {
  const drawn = props.pages.filter((page) => page.thumbnail || page.failed).length;
  return (
    <Modal title="Select PDF page" onClose={props.onCancel} className="dialog-pdf-pages">
      {drawn < props.pages.length && (
        <p className="pdf-pages-progress">
          {drawn} of {props.pages.length} thumbnails drawn
        </p>
      )}
      <ul className="pdf-pages">
        {props.pages.map((page) => (
          <PdfPageEntry key={page.number} page={page} onChoose={props.onChoose} />
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="dialog-button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
