/** The Cutout instrument: each click places the next point of a hole (the editor checks and keeps it). */
import { clickToPlaceMachine } from '../clickToPlace';

export const cutoutMachine = clickToPlaceMachine('cutout', (point) => ({ type: 'cutout.place', point }));
