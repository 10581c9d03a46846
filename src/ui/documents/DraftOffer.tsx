import { useSelector } from '@xstate/react';
import { draftOfferMessage } from '../../app/documents/draftOffer';
import { useServices } from '../AppServices';
import './documents.css';

/**
 * The offer of a drawing kept on this device after a crash or a closed tab: Restore or Discard.
 * It floats over the canvas, so the drawing area keeps its size, and leaves the rest of the
 * screen usable: nothing is written over the kept drawing until it is answered.
 */
export function DraftOffer() {
  const { drafts } = useServices();
  const draft = useSelector(drafts, (snapshot) => (snapshot.matches('offering') || snapshot.matches('restoring') ? snapshot.context.draft : null));
  const restoring = useSelector(drafts, (snapshot) => snapshot.matches('restoring'));
  if (!draft) return null;
  return (
    <section className="draft-offer" role="region" aria-label="Unsaved drawing">
      <p>{draftOfferMessage(draft)}</p>
      <div className="draft-offer-buttons">
        <button type="button" className="dialog-button dialog-button-primary" disabled={restoring} onClick={() => drafts.send({ type: 'draft.restore' })}>
          Restore
        </button>
        <button type="button" className="dialog-button" disabled={restoring} onClick={() => drafts.send({ type: 'draft.discard' })}>
          Discard
        </button>
      </div>
    </section>
  );
}
