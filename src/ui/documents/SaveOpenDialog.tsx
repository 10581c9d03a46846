import { useEffect, useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { LOCK_MESSAGES } from '../../shared/accounts';
import { previewUrl } from '../../net/documentsApi';
import { useServices } from '../AppServices';
import { Modal } from '../modals/Modal';
import { SMALL_ICONS } from '../icons';
import { documentDate } from './documentDate';
import { chosenDocument, documentOpened, saveDisabledReason, saveOpenDialogMachine, shownDocuments } from '../../app/documents/saveOpenDialogMachine';
import type { StudentClassroomSnapshot } from '../../app/classroom/studentClassroomMachine';
import './documents.css';

/**
 * The Save / Open dialog: a file name, the saved documents (name, modified date, preview, and a
 * lock on those open somewhere), and Save, Open and Archive, or for archived ones Restore and
 * Delete. A refusal because the file is open ("File currently open", "File is open by other
 * user", "…by a team member") stays until the person dismisses it. The workflow is
 * saveOpenDialogMachine's; this renders its snapshot and sends it events. A student's dialog (spec
 * accounts §6) lists the documents of their classroom session under the session's name.
 */
export function SaveOpenDialog({ onClose }: { onClose: () => void }) {
  const { editor, documents, documentsApi, onDocumentsChanged, studentClassroom } = useServices();
  const file = useSelector(editor, (snapshot) => snapshot.context.file);
  const classroom = useSelector(studentClassroom, (snapshot?: StudentClassroomSnapshot) => snapshot?.context.classroom ?? null);
  const listHeading = useId();
  const dialog = useActorRef(saveOpenDialogMachine, { input: { editor, documents, documentsApi, sessionId: classroom?.id ?? null } });
  const name = useSelector(dialog, (snapshot) => snapshot.context.name);
  const selected = useSelector(dialog, (snapshot) => snapshot.context.selected);
  const archivedView = useSelector(dialog, (snapshot) => snapshot.context.archivedView);
  const message = useSelector(dialog, (snapshot) => snapshot.context.message);
  const question = useSelector(dialog, (snapshot) => snapshot.context.question);
  const lockNotice = useSelector(dialog, (snapshot) => snapshot.context.lockNotice);
  const shown = useSelector(dialog, (snapshot) => shownDocuments(snapshot.context), (a, b) => a.length === b.length && a.every((each, i) => each === b[i]));
  const chosen = useSelector(dialog, (snapshot) => chosenDocument(snapshot.context));
  const opened = useSelector(dialog, documentOpened);
  const saveDisabled = useSelector(dialog, saveDisabledReason);
  const listLoading = useSelector(dialog, (snapshot) => snapshot.matches({ list: 'loading' }));
  const saveHint = useId();

  useEffect(() => onDocumentsChanged(() => dialog.send({ type: 'list.refresh' })), [onDocumentsChanged, dialog]);
  useEffect(() => {
    if (opened) onClose();
  }, [opened, onClose]);

  const cancelQuestion = () => dialog.send({ type: 'question.cancel' });

  if (question?.kind === 'overwrite') {
    return (
      <Modal title="Save / Open" onClose={cancelQuestion} className="dialog-confirm">
        <p>{question.message}</p>
        <div className="dialog-actions">
          <button type="button" className="dialog-button dialog-button-danger" onClick={() => dialog.send({ type: 'overwrite' })}>
            Overwrite
          </button>
          <button type="button" className="dialog-button" data-autofocus onClick={cancelQuestion}>
            Cancel
          </button>
        </div>
      </Modal>
    );
  }
  if (question?.kind === 'unsavedOpen') {
    return (
      <Modal title="Save / Open" onClose={cancelQuestion} className="dialog-confirm">
        <p>You have unsaved changes.</p>
        <div className="dialog-actions">
          {file && (
            <button type="button" className="dialog-button" onClick={() => dialog.send({ type: 'open.saveFirst' })}>
              Save changes and open
            </button>
          )}
          <button type="button" className="dialog-button dialog-button-danger" onClick={() => dialog.send({ type: 'open.discard' })}>
            Open without saving
          </button>
          <button type="button" className="dialog-button" data-autofocus onClick={cancelQuestion}>
            Cancel
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="Save / Open" onClose={onClose} className="dialog-save-open">
      <label className="field">
        File name
        <input type="text" value={name} maxLength={200} data-autofocus onChange={(event) => dialog.send({ type: 'name.change', name: event.target.value })} />
      </label>
      {/* Why Save is disabled, in the spec's words for a missing name (AB5.15). */}
      <p id={saveHint} className="field-hint" aria-live="polite">
        {saveDisabled ?? ''}
      </p>
      <label className="switch">
        <input type="checkbox" checked={archivedView} onChange={(event) => dialog.send({ type: 'archived.toggle', archived: event.target.checked })} />
        Show archived documents
      </label>
      {classroom && (
        <h3 id={listHeading} className="document-session">
          {classroom.name}
        </h3>
      )}
      <ul
        className="document-list"
        role="listbox"
        aria-busy={listLoading}
        aria-label={classroom ? undefined : 'Documents'}
        aria-labelledby={classroom ? listHeading : undefined}
      >
        {shown.map((each) => {
          const preview = previewUrl(each);
          return (
            <li
              key={each.id}
              role="option"
              aria-label={each.name}
              aria-selected={each.id === selected}
              tabIndex={0}
              className={each.id === selected ? 'document-item selected' : 'document-item'}
              onClick={() => dialog.send({ type: 'document.select', id: each.id, name: each.name })}
              onDoubleClick={() => !archivedView && dialog.send({ type: 'open', id: each.id })}
              onKeyDown={(event) => event.key === 'Enter' && dialog.send({ type: 'document.select', id: each.id })}
            >
              {preview ? <img src={preview} alt="" width={80} /> : <span className="document-no-preview" />}
              <span className="document-name">{each.name}</span>
              <span className="document-date">{documentDate(each.updated_at)}</span>
              {each.lock_holder ? (
                <span className="document-lock" role="img" aria-label={LOCK_MESSAGES[each.lock_holder]} title={LOCK_MESSAGES[each.lock_holder]}>
                  {SMALL_ICONS.lock}
                </span>
              ) : (
                <span />
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" className="dialog-message">{message}</p>
      {lockNotice && (
        <div role="alert" className="dialog-lock-notice">
          {SMALL_ICONS.lock}
          <span>{lockNotice}</span>
          <button type="button" className="dialog-lock-dismiss" aria-label="Dismiss lock message" onClick={() => dialog.send({ type: 'lock.dismiss' })}>
            {SMALL_ICONS.close}
          </button>
        </div>
      )}
      <div className="dialog-actions">
        {archivedView ? (
          <>
            <button type="button" className="dialog-button" disabled={!chosen} onClick={() => dialog.send({ type: 'restore' })}>
              Restore
            </button>
            <button type="button" className="dialog-button dialog-button-danger" disabled={!chosen} onClick={() => dialog.send({ type: 'delete' })}>
              Delete
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="dialog-button"
              disabled={saveDisabled !== null}
              aria-describedby={saveDisabled === null ? undefined : saveHint}
              onClick={() => dialog.send({ type: 'save' })}
            >
              Save
            </button>
            <button type="button" className="dialog-button" disabled={!chosen} onClick={() => chosen && dialog.send({ type: 'open', id: chosen.id })}>
              Open
            </button>
            <button type="button" className="dialog-button" disabled={!chosen} onClick={() => dialog.send({ type: 'archive' })}>
              Archive
            </button>
          </>
        )}
        <button type="button" className="dialog-button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
