import { useServices } from '../AppServices';
import { Modal } from '../modals/Modal';
import type { LogoutAnswer } from '../../app/documents/documentSession';

/** The logout's unsaved-changes question (spec accounts §2 "Other modals": "Save your work?"). */
export function SaveYourWork() {
  const { documents, modals } = useServices();
  const answer = (choice: LogoutAnswer) => {
    modals.send({ type: 'modal.close' });
    void documents.answerLogout(choice).then((loggedOut) => {
      // An unnamed drawing is saved through the dialog: the person names it, then logs out again.
      if (choice === 'save' && !loggedOut) modals.send({ type: 'modal.open', modal: 'saveOpen' });
    });
  };
  return (
    <Modal title="Save your work?" onClose={() => answer('stay')} className="dialog-confirm">
      <p>You have unsaved changes.</p>
      <div className="dialog-actions">
        <button type="button" className="dialog-button" data-autofocus onClick={() => answer('save')}>
          Save
        </button>
        <button type="button" className="dialog-button dialog-button-danger" onClick={() => answer('discard')}>
          Discard
        </button>
        <button type="button" className="dialog-button" onClick={() => answer('stay')}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
