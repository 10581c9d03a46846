/**
 * The circle instrument: press at one point of the circle and drag to the opposite point; the two
 * points span the diameter.
 */
import { createTwoPointMachine } from '../twoPointDrag';

export const circleMachine = createTwoPointMachine('circle', (from, to) => ({ type: 'circle.commit', from, to }));
