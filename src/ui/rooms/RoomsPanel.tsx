import { useSelector } from '@xstate/react';
import { roomRows, reviewCounts } from '../../app/rooms/detectRooms';
import { openRoomReview } from '../../engine/editor/editorRooms';
import { useServices } from '../AppServices';

/**
 * Rooms found: Detect rooms' review (engine/editor/editorRooms.ts holds it and says what each
 * ending adds). Each room with its area and an Accept and a Reject toggle; Accept all, Add the
 * accepted rooms, or Cancel. The rooms stay highlighted on the plan while this is shown.
 */
export function RoomsPanel() {
  const { editor } = useServices();
  const review = useSelector(editor, (snapshot) => openRoomReview(snapshot.context));
  const scale = useSelector(editor, (snapshot) => snapshot.context.document.scale);
  if (!review) return null;

  const rows = roomRows(review, scale);
  const { accepted, notRejected } = reviewCounts(review);
  const decide = (index: number, decision: 'accepted' | 'rejected') => editor.send({ type: 'rooms.decide', index, decision });

  return (
    <section className="rooms-panel" aria-label="Rooms found">
      <h2 className="results-title">Rooms found ({rows.length})</h2>
      <ul className="rooms-list">
        {rows.map((row) => (
          <li key={row.index} className={`rooms-row rooms-${row.decision}`} aria-label={row.name}>
            <span className="rooms-name">{row.name}</span>
            <span className="rooms-area" aria-label={`${row.name} area`}>
              {row.area}
            </span>
            <span className="rooms-marks">
              <button type="button" aria-label={`Accept ${row.name}`} aria-pressed={row.decision === 'accepted'} onClick={() => decide(row.index, 'accepted')}>
                ✓
              </button>
              <button type="button" aria-label={`Reject ${row.name}`} aria-pressed={row.decision === 'rejected'} onClick={() => decide(row.index, 'rejected')}>
                ✕
              </button>
            </span>
          </li>
        ))}
      </ul>
      <div className="rooms-actions">
        <button type="button" disabled={notRejected === 0} onClick={() => editor.send({ type: 'rooms.finish', all: true })}>
          Accept all
        </button>
        <button type="button" disabled={accepted === 0} onClick={() => editor.send({ type: 'rooms.finish', all: false })}>
          {accepted === 1 ? 'Add 1 room' : `Add ${accepted} rooms`}
        </button>
        <button type="button" onClick={() => editor.send({ type: 'rooms.cancel' })}>
          Cancel
        </button>
      </div>
    </section>
  );
}
