/**
 * The constrained-line instrument: the straight-line gesture whose lines the editor turns to the
 * nearest 15-degree step (spec drawing-core §5 "constrained lines snap to 15-degree steps").
 */
import { createStraightMachine } from '../straight/straightMachine';

export const constrainedMachine = createStraightMachine('constrained');
