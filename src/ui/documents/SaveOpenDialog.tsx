import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { ACCOUNT_MESSAGES, LOCK_MESSAGES, type DocumentSummaryResponse } from '../../shared/accounts';
import { previewUrl } from '../../net/documentsApi';
import { ApiRequestError } from '../../net/apiClient';
import { useServices } from '../AppServices';
import { Modal } from '../modals/Modal';
import { SMALL_ICONS } from '../icons';
import { documentDate } from './documentDate';
import { saveRefusal } from '../../app/documents/documentSession';
import './documents.css';

/** Dialog messages vanish after 1 s (spec §8 "Save/open"); a lock message stays until dismissed. */
const MESSAGE_MS = 1000;

/** What the dialog asks before going on: overwrite a taken name, or save the changes first. */
type Question = { kind: 'overwrite'; id: string; message: string } | { kind: 'unsavedOpen'; id: string } | null;

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : 'Something went wrong');

/**
 * The Save / Open dialog: a file name, the saved documents (name, modified date, preview, and a
 * lock on those open somewhere), and Save, Open and Archive, or for archived ones Restore and
 * Delete. A refusal because the file is open ("File currently open", "File is open by other
 * user", "…by a team member") stays until the person dismisses it.
 */
export function SaveOpenDialog({ onClose }: { onClose: () => void }) {
  const { editor, documents, documentsApi, onDocumentsChanged } = useServices();
  const file = useSelector(editor, (snapshot) => snapshot.context.file);
  const [name, setName] = useState(file?.name ?? '');
  const [list, setList] = useState<DocumentSummaryResponse[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [archivedView, setArchivedView] = useState(false);
  const [message, setMessage] = useState('');
  const [question, setQuestion] = useState<Question>(null);
  const [lockNotice, setLockNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const say = useCallback((text: string, sticky = false) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage(text);
    if (!sticky) timer.current = setTimeout(() => setMessage(''), MESSAGE_MS);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const refresh = useCallback(() => {
    documentsApi.list().then(setList, (error: unknown) => say(errorMessage(error)));
  }, [documentsApi, say]);
  useEffect(refresh, [refresh]);
  useEffect(() => onDocumentsChanged(refresh), [onDocumentsChanged, refresh]);

  /** Shows a failed call: a 423 is the lock message (the server's words for who holds it), kept until dismissed. */
  const fail = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 423) {
      setLockNotice(error.message || LOCK_MESSAGES['same-account-device']);
      refresh();
      return;
    }
    if (error instanceof ApiRequestError && error.status === 404) return say(ACCOUNT_MESSAGES.documentNotFound);
    say(errorMessage(error));
  };

  const shown = list.filter((each) => each.archived === archivedView);
  const chosen = shown.find((each) => each.id === selected) ?? null;

  const save = async (overwriteId?: string) => {
    const refusal = saveRefusal(editor, name);
    if (refusal) return say(refusal);
    say(ACCOUNT_MESSAGES.saving, true);
    try {
      const result = await documents.save(name, overwriteId);
      if ('nameExists' in result) {
        say('');
        setQuestion({ kind: 'overwrite', id: result.nameExists.id, message: result.nameExists.message });
        return;
      }
      say(ACCOUNT_MESSAGES.saved);
      refresh();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 423) say('');
      fail(error);
    }
  };

  const open = async (id: string, saveFirst = false) => {
    const target = list.find((each) => each.id === id);
    if (!target) return say(ACCOUNT_MESSAGES.documentNotFound);
    if (target.id === file?.id) return setLockNotice(LOCK_MESSAGES['this-device']);
    if (!saveFirst && documents.needsSave() && !question) return setQuestion({ kind: 'unsavedOpen', id });
    try {
      if (saveFirst && file) await documents.save(file.name);
      await documents.open(id);
      onClose();
    } catch (error) {
      fail(error);
    }
  };

  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      setSelected(null);
      refresh();
    } catch (error) {
      fail(error);
    }
  };

  if (question?.kind === 'overwrite') {
    return (
      <Modal title="Save / Open" onClose={() => setQuestion(null)} className="dialog-confirm">
        <p>{question.message}</p>
        <div className="dialog-actions">
          <button type="button" className="dialog-button dialog-button-danger" onClick={() => { setQuestion(null); void save(question.id); }}>
            Overwrite
          </button>
          <button type="button" className="dialog-button" data-autofocus onClick={() => setQuestion(null)}>
            Cancel
          </button>
        </div>
      </Modal>
    );
  }
  if (question?.kind === 'unsavedOpen') {
    const id = question.id;
    return (
      <Modal title="Save / Open" onClose={() => setQuestion(null)} className="dialog-confirm">
        <p>You have unsaved changes.</p>
        <div className="dialog-actions">
          {file && (
            <button type="button" className="dialog-button" onClick={() => { setQuestion(null); void open(id, true); }}>
              Save changes and open
            </button>
          )}
          <button type="button" className="dialog-button dialog-button-danger" onClick={() => { setQuestion(null); void documents.open(id).then(onClose, fail); }}>
            Open without saving
          </button>
          <button type="button" className="dialog-button" data-autofocus onClick={() => setQuestion(null)}>
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
        <input type="text" value={name} maxLength={200} data-autofocus onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="switch">
        <input type="checkbox" checked={archivedView} onChange={(event) => { setArchivedView(event.target.checked); setSelected(null); }} />
        Show archived documents
      </label>
      <ul className="document-list" role="listbox" aria-label="Documents">
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
              onClick={() => { setSelected(each.id); setName(each.name); }}
              onDoubleClick={() => !archivedView && void open(each.id)}
              onKeyDown={(event) => event.key === 'Enter' && setSelected(each.id)}
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
          <button type="button" className="dialog-lock-dismiss" aria-label="Dismiss lock message" onClick={() => setLockNotice(null)}>
            {SMALL_ICONS.close}
          </button>
        </div>
      )}
      <div className="dialog-actions">
        {archivedView ? (
          <>
            <button type="button" className="dialog-button" disabled={!chosen} onClick={() => chosen && void act(() => documentsApi.setArchived(chosen.id, false))}>
              Restore
            </button>
            <button type="button" className="dialog-button dialog-button-danger" disabled={!chosen} onClick={() => chosen && void act(() => documentsApi.remove(chosen.id))}>
              Delete
            </button>
          </>
        ) : (
          <>
            <button type="button" className="dialog-button" onClick={() => void save()}>
              Save
            </button>
            <button type="button" className="dialog-button" disabled={!chosen} onClick={() => chosen && void open(chosen.id)}>
              Open
            </button>
            <button type="button" className="dialog-button" disabled={!chosen} onClick={() => chosen && void act(() => documentsApi.setArchived(chosen.id, true))}>
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
