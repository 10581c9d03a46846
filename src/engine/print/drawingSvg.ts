/**
 * The one renderer from a saved-document state to SVG (issue 20): the print, the per-layer
 * export, the report's picture and the saved document's preview all draw through it, in the
 * browser and on the server (resvg). Pure and deterministic: the same input gives the same text,
 * with no DOM, and nothing in it refers to an outside file but `backgroundHref`.
 */
import type { DocumentState } from '../../shared/documentState';
import type { PrintSettings } from '../../shared/print';
import { toScreen, type Viewport } from '../viewport/viewport';
import type { ImageState } from '../../shared/schemas';
import { gridLines } from './gridLines';
import { printScene } from './printScene';
import { GRID_MAJOR, GRID_MINOR, gridOpacity } from './sceneStyle';
import { attrs, FONT_FAMILY, hex, num } from './svgMarkup';
import { anglesSvg, badgesSvg, countMarkersSvg, lengthLabelsSvg, outlinesSvg } from './svgLayers';
import { notesSvg } from './svgNotes';
import { drawnScreenPoints } from './resultsPlacement';
import { resultsSvg } from './svgResults';

export interface DrawingSvgInput {
  /** The saved-document state (shared/documentState). */
  state: DocumentState;
  /** The drawing area the screen shows, CSS px: the SVG's size. */
  stage: { width: number; height: number };
  settings: PrintSettings;
  /** The background's href: a data URL (map snapshot / session image) or a URL the caller resolved. Omitted: none. */
  backgroundHref?: string;
  /** Only this layer (0-based index into state.layers.list), for the per-layer export; default: what the screen shows. */
  layer?: number;
  /** Draw the legend and results block (default true). */
  results?: boolean;
  /**
   * Paint the white page under everything (default true). False leaves it see-through, for a
   * caller that painted the background itself (the saved document's preview in the browser,
   * where an SVG drawn as an image cannot load outside hrefs).
   */
  page?: boolean;
}

/** The background: on the map the snapshot fills the stage; otherwise the image at its place through the view. */
function backgroundSvg(href: string | undefined, image: ImageState | null, onMap: boolean, viewport: Viewport): string {
  if (!href) return '';
  if (onMap) return `<image${attrs({ href, x: 0, y: 0, width: viewport.stage.width, height: viewport.stage.height, preserveAspectRatio: 'none' })}/>`;
  if (!image || !image.display) return '';
  const at = toScreen(viewport, image.position);
  const width = image.realSizes.width * viewport.zoom;
  const height = image.realSizes.height * viewport.zoom;
  return `<image${attrs({ href, x: at.x, y: at.y, width, height, preserveAspectRatio: 'none' })}/>`;
}

/** The 15 px grid, minor lines then the darker major ones, at the Grid setting's opacity. */
function gridSvg(viewport: Viewport, gridTransparency: number): string {
  const { width, height } = viewport.stage;
  const paths = [false, true].map((major) => {
    const { xs, ys } = gridLines(viewport, major);
    const data = [...xs.map((x) => `M ${num(x)} 0 V ${num(height)}`), ...ys.map((y) => `M 0 ${num(y)} H ${num(width)}`)].join(' ');
    return data ? `<path${attrs({ d: data, stroke: hex(major ? GRID_MAJOR : GRID_MINOR), 'stroke-width': 1, fill: 'none' })}/>` : '';
  });
  return `<g class="grid"${attrs({ opacity: gridOpacity(gridTransparency) })}>${paths.join('')}</g>`;
}

/**
 * The drawing as a complete SVG document of the stage's size, drawn as the screen shows it: the
 * white page, the background, the grid (not on the map), each shown layer's outline and mask,
 * the count markers, the layer badges, angle labels, length labels and notes, then the legend and results block.
 */
export function renderDrawingSvg(input: DrawingSvgInput): string {
  const { state, stage, settings } = input;
  const { document, viewport, layers } = printScene(state, stage, input.layer);
  const onMap = document.map !== null;
  const width = num(stage.width);
  const height = num(stage.height);
  const parts = [
    input.page === false ? '' : `<rect${attrs({ width: stage.width, height: stage.height, fill: '#ffffff' })}/>`,
    backgroundSvg(input.backgroundHref, document.image, onMap, viewport),
    onMap ? '' : gridSvg(viewport, settings.gridTransparency),
    outlinesSvg(layers, viewport, settings.lineWeight),
    countMarkersSvg(layers, viewport),
    badgesSvg(layers, viewport),
    anglesSvg(document, layers, viewport, settings.displayAngles),
    lengthLabelsSvg(document, layers, viewport, settings),
    notesSvg(layers, viewport),
    input.results === false
      ? ''
      : resultsSvg(document, layers, settings, document.showAllLayers && input.layer === undefined, stage, drawnScreenPoints(layers, viewport)),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ width, height, viewBox: `0 0 ${width} ${height}`, 'font-family': FONT_FAMILY })}>` +
    parts.join('') +
    '</svg>'
  );
}
