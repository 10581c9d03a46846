import { useServices } from '../AppServices';
import { Modal } from '../modals/Modal';

/** Clear canvas (spec accounts §2 "Other modals"): Clear All also removes the image; Clear Drawing Only keeps it. */
export function ClearCanvasChoice() {
  const { documents, modals } = useServices();
  const clear = (removeImage: boolean) => {
    modals.send({ type: 'modal.close' });
    void documents.clear(removeImage);
  };
  return (
    <Modal title="Clear canvas" onClose={() => modals.send({ type: 'modal.close' })} className="dialog-confirm">
      <p>Everything on every layer will be deleted. The scale stays as it is.</p>
      <div className="dialog-actions">
        <button type="button" className="dialog-button dialog-button-danger" onClick={() => clear(true)}>
          Clear All
        </button>
        <button type="button" className="dialog-button dialog-button-danger" onClick={() => clear(false)}>
          Clear Drawing Only
        </button>
        <button type="button" className="dialog-button" data-autofocus onClick={() => modals.send({ type: 'modal.close' })}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
