import { Modal } from './Modal';

/**
 * A yes-or-no question: the confirming button names the action ("Clear", "Delete"); Cancel (or
 * the other answer it names: "Keep millimetres") has the focus. A `choice` between two ways to go
 * on shows neither button as dangerous.
 */
export function ConfirmModal(props: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  choice?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={props.title} onClose={props.onCancel} className="dialog-confirm">
      <p>{props.text}</p>
      <div className="dialog-actions">
        <button type="button" className={props.choice ? 'dialog-button' : 'dialog-button dialog-button-danger'} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button type="button" className="dialog-button" data-autofocus onClick={props.onCancel}>
          {props.cancelLabel ?? 'Cancel'}
        </button>
      </div>
    </Modal>
  );
}
