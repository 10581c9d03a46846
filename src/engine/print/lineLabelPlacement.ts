/** Where a line's length label sits on screen: shared by the DOM labels and the printed drawing. */
import type { LineLabel } from '../measure/measureSketch';
import { toScreen, type Viewport } from '../viewport/viewport';
import type { ScreenPoint } from '../../shared/geometry';

/** How far a label's centre sits from its line, in screen px whatever the zoom. */
export const LABEL_OFFSET = 14;

/** The label's centre: beside the middle of its line, on the outside of the shape. */
export function labelScreenPoint(label: Pick<LineLabel, 'at' | 'outward'>, viewport: Viewport): ScreenPoint {
  const away = LABEL_OFFSET / viewport.zoom;
  return toScreen(viewport, { x: label.at.x + label.outward.x * away, y: label.at.y + label.outward.y * away });
}
