/**
 * The angle instrument: the straight-line gesture drawing angle lines, each valid when longer
 * than 10/zoom px; the angle at every joint is labelled.
 */
import { createStraightMachine } from '../straight/straightMachine';

export const angleMachine = createStraightMachine('angle');
