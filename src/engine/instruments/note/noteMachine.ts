/** The note instrument: a click places a note whose arrow points at the clicked point. */
import { clickToPlaceMachine } from '../clickToPlace';

export const noteMachine = clickToPlaceMachine('note', (point) => ({ type: 'note.place', point }));
