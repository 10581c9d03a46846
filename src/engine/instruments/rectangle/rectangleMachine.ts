/**
 * The rectangle instrument: press at one corner, drag to the opposite corner, release. With Shift
 * held at the release the editor turns the rectangle into four lines at once.
 */
import { createTwoPointMachine } from '../twoPointDrag';

export const rectangleMachine = createTwoPointMachine('rectangle', (from, to, shift) => ({ type: 'rectangle.commit', from, to, shift }));
