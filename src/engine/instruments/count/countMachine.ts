/** The Count instrument: each click places the next numbered marker on the current layer. */
import { clickToPlaceMachine } from '../clickToPlace';

export const countMachine = clickToPlaceMachine('count', (point) => ({ type: 'count.place', point }));
