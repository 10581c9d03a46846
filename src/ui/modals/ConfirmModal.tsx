import { Modal } from './Modal';

/** A yes-or-no question: the confirming button names the action ("Clear", "Delete"); Cancel has the focus. */
export function ConfirmModal(props: { title: string; text: string; confirmLabel: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal title={props.title} onClose={props.onCancel} className="dialog-confirm">
      <p>{props.text}</p>
      <div className="dialog-actions">
        <button type="button" className="dialog-button dialog-button-danger" onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button type="button" className="dialog-button" data-autofocus onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
