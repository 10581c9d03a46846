import { Modal } from '../modals/Modal';
import type { PdfPageChoice } from '../../app/modals/modalMachine';

/**
 * "Select PDF page": one button per page, named "Page N", with its thumbnail (200 px on the
 * longest side); choosing one imports that page. Cancel or Escape imports nothing.
 */
export function PdfPagePicker(props: { pages: readonly PdfPageChoice[]; onChoose: (page: number) => void; onCancel: () => void }) {
  return (
    <Modal title="Select PDF page" onClose={props.onCancel} className="dialog-pdf-pages">
      <ul className="pdf-pages">
        {props.pages.map((page) => (
          <li key={page.number}>
            <button type="button" className="pdf-page" onClick={() => props.onChoose(page.number)}>
              <img src={page.thumbnail} alt="" width={page.width} height={page.height} />
              <span>Page {page.number}</span>
            </button>
          </li>
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
