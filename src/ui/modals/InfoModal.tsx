import { Modal } from './Modal';

/** A message with an Ok button. */
export function InfoModal(props: { title: string; message: string; onOk: () => void; onClose: () => void }) {
  return (
    <Modal title={props.title} onClose={props.onClose} className="dialog-confirm">
      <p>{props.message}</p>
      <div className="dialog-actions">
        <button type="button" className="dialog-button" onClick={props.onOk}>
          Ok
        </button>
      </div>
    </Modal>
  );
}
