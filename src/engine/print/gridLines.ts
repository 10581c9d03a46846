/** Where the grid's lines fall on the stage, for the screen's grid and the printed one alike. */
import { GRID_SPACING } from '../../shared/constants';
import type { Viewport } from '../viewport/viewport';
import { GRID_MAJOR_EVERY } from './sceneStyle';

export interface GridLines {
  /** Screen x of each vertical line, on the pixel's centre so a 1 px line stays crisp. */
  readonly xs: number[];
  /** Screen y of each horizontal line. */
  readonly ys: number[];
}

/** Positions of the GRID_SPACING grid across the stage at the view's zoom and pan: the major (every fifth) or the minor lines. */
export function gridLines(viewport: Viewport, major: boolean): GridLines {
  const spacing = GRID_SPACING * viewport.zoom;
  const { width, height } = viewport.stage;
  const along = (offset: number, extent: number): number[] => {
    const positions: number[] = [];
    for (let i = Math.ceil(-offset / spacing), at = offset + i * spacing; at <= extent; i++, at += spacing) {
      if ((i % GRID_MAJOR_EVERY === 0) === major) positions.push(Math.round(at) + 0.5);
    }
    return positions;
  };
  return { xs: along(viewport.offset.x, width), ys: along(viewport.offset.y, height) };
}
