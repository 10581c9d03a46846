/**
 * The drawn layers as SVG, in the screen's order: outlines with their light fill and any wand
 * mask, then the count markers, the number badges, the angle labels and the length labels (the DOM labels sit above
 * the canvas on screen).
 */
import { formatLength } from '../../shared/format';
import { layerHex } from '../../shared/layerColour';
import { cutoutsOf } from '../document/cutouts';
import type { DrawingDocument } from '../document/drawingDocument';
import type { ShownLayer } from '../document/shownLayers';
import { sketchOutline } from '../geometry/outline';
import { documentLineLabels, documentVertexAngles } from '../map/mapResults';
import { toScreen, type Viewport } from '../viewport/viewport';
import type { PrintSettings } from '../../shared/print';
import { angleLabelSize, formatAngle, labelOffset } from './angleLabelPlacement';
import { layerBadgeAnchor } from './layerBadgeAnchor';
import { labelScreenPoint } from './lineLabelPlacement';
import {
  BADGE_FONT_SIZE,
  BADGE_HANDLE_CLEARANCE,
  BADGE_RADIUS,
  BADGE_RIM,
  FILL_ALPHA,
  INK,
  LENGTH_LABEL,
  LINE,
  MASK_ALPHA,
  MASK_STROKE_ALPHA,
  MUTED,
  strokeWidth,
} from './sceneStyle';
import { attrs, CENTRE_DY, escapeXml, hex, num, textWidth } from './svgMarkup';
import { COUNT_MARKER, placedMarkers, symbolShape } from './countMarkers';
import { outlinePathData, regionsPathData } from './svgOutline';

/** Pixi text is about this many times its font size tall; the angle label's clearance uses it. */
const TEXT_HEIGHT_EM = 1.2;

const colourOf = ({ layer, index }: ShownLayer): string => hex(layerHex(layer.color, index, false));

/**
 * One layer's outline (filled when closed) and its mask regions. A closed outline's cutouts are
 * subpaths of the same path, filled even-odd so the holes stay empty and stroked like the outline.
 */
function layerOutline(shown: ShownLayer, viewport: Viewport, lineWeight: number): string {
  const colour = colourOf(shown);
  const outline = sketchOutline(shown.layer.sketch);
  let svg = '';
  const holes = outline.closed ? regionsPathData(cutoutsOf(shown.layer.sketch), viewport) : '';
  const data = outlinePathData(outline.segments, outline.closed, viewport);
  if (data) {
    svg += `<path${attrs({
      d: holes ? `${data} ${holes}` : data,
      fill: outline.closed ? colour : 'none',
      'fill-opacity': outline.closed ? FILL_ALPHA : undefined,
      'fill-rule': holes ? 'evenodd' : undefined,
      stroke: colour,
      'stroke-width': strokeWidth(lineWeight),
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })}/>`;
  }
  const mask = shown.layer.sketch.mask;
  // The holes a compound or subtract selection keeps are subpaths too: the even-odd fill leaves them empty.
  const regions = mask ? regionsPathData([...mask.regions, ...mask.regionCutouts.flat()], viewport) : '';
  if (regions) {
    svg += `<path${attrs({ d: regions, fill: colour, 'fill-opacity': MASK_ALPHA, 'fill-rule': 'evenodd', stroke: colour, 'stroke-width': 1, 'stroke-opacity': MASK_STROKE_ALPHA })}/>`;
  }
  return svg;
}

/** Every shown layer's outline, in the layer's colour and the line weight setting's width. */
export const outlinesSvg = (layers: readonly ShownLayer[], viewport: Viewport, lineWeight: number): string =>
  `<g class="outlines">${layers.map((shown) => layerOutline(shown, viewport, lineWeight)).join('')}</g>`;

/** Each count marker: its layer's symbol in the layer's colour on a white fill, and its number beside it. */
export function countMarkersSvg(layers: readonly ShownLayer[], viewport: Viewport): string {
  const { stroke, fontSize } = COUNT_MARKER;
  const markers = placedMarkers(layers, viewport).map(({ shown, symbol, number, at, label }) => {
    const colour = colourOf(shown);
    const shape = symbolShape(symbol);
    const paint = { fill: shape.kind === 'segments' ? 'none' : '#ffffff', stroke: colour, 'stroke-width': stroke, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
    const onScreen = (p: { x: number; y: number }) => `${num(at.x + p.x)},${num(at.y + p.y)}`;
    const mark =
      shape.kind === 'circle'
        ? `<circle${attrs({ cx: at.x, cy: at.y, r: shape.radius, ...paint })}/>`
        : shape.kind === 'polygon'
          ? `<polygon${attrs({ points: shape.points.map(onScreen).join(' '), ...paint })}/>`
          : `<path${attrs({ d: shape.segments.map(([from, to]) => `M${onScreen(from)}L${onScreen(to)}`).join(''), ...paint })}/>`;
    const text = `<text${attrs({ x: label.x, y: label.y, 'font-size': fontSize, 'font-weight': 'bold', fill: colour, dy: CENTRE_DY * fontSize })}>${number}</text>`;
    return `<g class="count-marker">${mark}${text}</g>`;
  });
  return `<g class="count-markers">${markers.join('')}</g>`;
}

/** Each non-empty layer's 1-based number on a disc in its colour, where the screen puts it. */
export function badgesSvg(layers: readonly ShownLayer[], viewport: Viewport): string {
  const badges = layers.flatMap((shown) => {
    const anchor = layerBadgeAnchor(shown.layer.sketch);
    if (!anchor) return [];
    const at = toScreen(viewport, anchor.at);
    const away = anchor.away ?? { x: 0, y: 0 };
    const x = at.x + away.x * BADGE_HANDLE_CLEARANCE;
    const y = at.y + away.y * BADGE_HANDLE_CLEARANCE;
    return [
      `<g class="badge"><circle${attrs({ cx: x, cy: y, r: BADGE_RADIUS, fill: colourOf(shown), stroke: '#ffffff', 'stroke-width': BADGE_RIM })}/>` +
        `<text${attrs({ x, y, 'font-size': BADGE_FONT_SIZE, 'font-weight': 'bold', fill: '#ffffff', 'text-anchor': 'middle', dy: CENTRE_DY * BADGE_FONT_SIZE })}>${shown.index + 1}</text></g>`,
    ];
  });
  return `<g class="badges">${badges.join('')}</g>`;
}

/** The angle at each vertex, in the layer's colour, inside the angle along its bisector, as on screen (see `angleLabelSize`). */
export function anglesSvg(document: DrawingDocument, layers: readonly ShownLayer[], viewport: Viewport, displayAngles: number): string {
  const labels = layers.flatMap((shown) => {
    const fontSize = angleLabelSize(shown.layer.sketch, displayAngles);
    if (fontSize === 0) return [];
    return documentVertexAngles(document, shown.layer.sketch).map((angle) => {
      const text = formatAngle(angle.degrees);
      const offset = labelOffset(angle.bisector, (angle.degrees * Math.PI) / 180, textWidth(text, fontSize), fontSize * TEXT_HEIGHT_EM);
      const at = toScreen(viewport, angle.at);
      const x = at.x + angle.bisector.x * offset;
      const y = at.y + angle.bisector.y * offset;
      return `<text${attrs({ x, y, 'font-size': fontSize, fill: colourOf(shown), 'text-anchor': 'middle', dy: CENTRE_DY * fontSize })}>${escapeXml(text)}</text>`;
    });
  });
  // With the setting off and nothing drawn with the Angle instrument there is no group at all, as before.
  return labels.length === 0 && displayAngles <= 1 ? '' : `<g class="angles">${labels.join('')}</g>`;
}

/**
 * One length label per edge while the Labels setting and the layer's labels flag are on: the
 * formatted length in a white box beside the middle of its edge, outside the shape; the current
 * layer's in ink, the others muted, as on screen.
 */
export function lengthLabelsSvg(document: DrawingDocument, layers: readonly ShownLayer[], viewport: Viewport, settings: PrintSettings): string {
  if (!settings.displayLineLength) return '';
  const { fontSize, lineHeight, paddingX, paddingY, radius, backgroundAlpha } = LENGTH_LABEL;
  const height = fontSize * lineHeight + 2 * paddingY + 2;
  const labels = layers
    .filter(({ layer }) => layer.sketch.labelsVisible)
    .flatMap(({ layer, current }) =>
      documentLineLabels(document, layer.sketch).map((label) => {
        const text = formatLength(label.length, document.scale.measure, settings.imperial, settings.inchFraction);
        const at = labelScreenPoint(label, viewport);
        const width = textWidth(text, fontSize) + 2 * paddingX + 2;
        const box = attrs({ x: at.x - width / 2, y: at.y - height / 2, width, height, rx: radius, fill: '#ffffff', 'fill-opacity': backgroundAlpha, stroke: hex(LINE), 'stroke-width': 1 });
        const textAttrs = attrs({ x: at.x, y: at.y, 'font-size': fontSize, fill: hex(current ? INK : MUTED), 'text-anchor': 'middle', dy: CENTRE_DY * fontSize });
        return `<g class="length-label"><rect${box}/><text${textAttrs}>${escapeXml(text)}</text></g>`;
      }),
    );
  return `<g class="length-labels">${labels.join('')}</g>`;
}
