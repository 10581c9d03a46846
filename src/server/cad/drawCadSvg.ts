/**
 * The CAD model drawn as one self-contained SVG at a known pixel scale (see CadPixelMapping):
 * white background, light grey hatches, black 1 px strokes through pixel centres, text.
 */
import { CAD_RENDER_LONGEST_SIDE } from '../../shared/constants';
import type { CadModel, Point2 } from './cadModel';
import { cadPixelX, cadPixelY, type CadPixelMapping, type CadSvg } from './cadDrawing';
import { declaredUnitsOf } from './cadUnits';
import { suggestedUnits } from './dimensionUnits';
import { flattenCad, type FlatDrawing, type PlacedText } from './flattenCad';

/** White space around the drawing, in pixels. */
export const CAD_MARGIN = 20;
/** Largest distance, in pixels, between a curve and the segments drawn for it. */
const CHORD_TOLERANCE_PX = 0.2;
/** Coordinates beyond this (in drawing units) are taken for a corrupt or absurd drawing. */
const MAX_COORDINATE = 1e12;
// Lines of multi-line text sit this many text heights apart (AutoCAD's default spacing).
const LINE_SPACING = 5 / 3;
// Text is not measured; a glyph is taken as this wide for the extents.
const GLYPH_WIDTH = 0.6;
const HATCH_FILL = '#e0e0e0';
const SUBPATHS_PER_PATH = 5000;

export interface CadSvgDrawing extends CadSvg {
  readonly mapping: CadPixelMapping;
}

interface Extents {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

interface TextLine {
  readonly at: Point2;
  readonly text: string;
}

/** Each line of a text with its baseline start point in drawing units. */
function textLines(text: PlacedText): TextLine[] {
  const { height, lines } = text;
  const count = lines.length;
  const up = { x: -Math.sin(text.rotation), y: Math.cos(text.rotation) };
  const block = height * (1 + LINE_SPACING * (count - 1));
  // Lines run downwards; the alignment says where the block of lines sits on the position.
  const firstBaselineRise =
    text.baseline === 'top'
      ? -height
      : text.baseline === 'middle'
        ? block / 2 - height
        : LINE_SPACING * height * (count - 1);
  return lines.map((line, i) => {
    const rise = firstBaselineRise - i * LINE_SPACING * height;
    return { at: { x: text.position.x + up.x * rise, y: text.position.y + up.y * rise }, text: line };
  });
}

/** The corners of a text line's estimated box, for the extents. */
function textBox(text: PlacedText, line: TextLine): Point2[] {
  const width = GLYPH_WIDTH * text.height * [...line.text].length;
  const shift = text.anchor === 'middle' ? -width / 2 : text.anchor === 'end' ? -width : 0;
  const cos = Math.cos(text.rotation);
  const sin = Math.sin(text.rotation);
  const corner = (u: number, v: number): Point2 => ({
    x: line.at.x + cos * u - sin * v,
    y: line.at.y + sin * u + cos * v,
  });
  return [corner(shift, 0), corner(shift + width, 0), corner(shift, text.height), corner(shift + width, text.height)];
}

function extentsOf(drawing: FlatDrawing): Extents {
  const extents = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (p: Point2): void => {
    if (p.x < extents.minX) extents.minX = p.x;
    if (p.x > extents.maxX) extents.maxX = p.x;
    if (p.y < extents.minY) extents.minY = p.y;
    if (p.y > extents.maxY) extents.maxY = p.y;
  };
  for (const stroke of drawing.strokes) stroke.points.forEach(add);
  for (const fill of drawing.fills) for (const loop of fill.loops) loop.forEach(add);
  for (const text of drawing.texts) for (const line of textLines(text)) textBox(text, line).forEach(add);
  return extents;
}

const isEmpty = (drawing: FlatDrawing): boolean =>
  drawing.strokes.length === 0 && drawing.fills.length === 0 && drawing.texts.length === 0;

function checkedSpan(extents: Extents): number {
  const { minX, minY, maxX, maxY } = extents;
  if (minX === Infinity) throw new Error('The drawing has nothing that can be drawn');
  if (![minX, minY, maxX, maxY].every(Number.isFinite)) {
    throw new Error('The drawing has invalid coordinates (not finite numbers)');
  }
  if (Math.max(Math.abs(minX), Math.abs(minY), Math.abs(maxX), Math.abs(maxY)) > MAX_COORDINATE) {
    throw new Error('The drawing extends too far to convert: coordinates beyond ±10¹² drawing units');
  }
  const span = Math.max(maxX - minX, maxY - minY);
  const magnitude = Math.max(Math.abs(minX), Math.abs(maxX), Math.abs(minY), Math.abs(maxY));
  if (!(span > 0) || span < magnitude * 1e-12) throw new Error('The drawing has no size: all of it lies on one point');
  return span;
}

const formatNumber = (value: number): string => {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

// Characters XML 1.0 does not allow, and markup characters, in text content.
const escapeXml = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

class SvgWriter {
  constructor(private readonly mapping: CadPixelMapping) {}

  private x(x: number): number {
    return cadPixelX(this.mapping, x);
  }

  private y(y: number): number {
    return cadPixelY(this.mapping, y);
  }

  subpath(points: readonly Point2[], closed: boolean): string {
    let d = '';
    for (let i = 0; i < points.length; i++) {
      const p = points[i]!;
      d += `${i === 0 ? 'M' : i === 1 ? 'L' : ' '}${formatNumber(this.x(p.x))} ${formatNumber(this.y(p.y))}`;
    }
    // A lone point still shows as one dark pixel (square caps).
    if (points.length === 1) d += 'h0';
    return closed ? `${d}Z` : d;
  }

  text(text: PlacedText, line: TextLine): string {
    const x = formatNumber(this.x(line.at.x));
    const y = formatNumber(this.y(line.at.y));
    const size = formatNumber(text.height * this.mapping.k);
    const degrees = formatNumber((-text.rotation * 180) / Math.PI);
    const rotate = degrees === '0' ? '' : ` transform="rotate(${degrees} ${x} ${y})"`;
    const anchor = text.anchor === 'start' ? '' : ` text-anchor="${text.anchor}"`;
    return `<text x="${x}" y="${y}" font-size="${size}"${anchor}${rotate}>${escapeXml(line.text)}</text>`;
  }
}

function pathElements(subpaths: readonly string[], attributes: string): string[] {
  const elements: string[] = [];
  for (let i = 0; i < subpaths.length; i += SUBPATHS_PER_PATH) {
    elements.push(`<path d="${subpaths.slice(i, i + SUBPATHS_PER_PATH).join('')}" ${attributes}/>`);
  }
  return elements;
}

function svgOf(drawing: FlatDrawing, mapping: CadPixelMapping, width: number, height: number): string {
  const writer = new SvgWriter(mapping);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    // Without anti-aliasing a 1 px stroke through pixel centres is one solid pixel wide, with no
    // grey fringe for the magic wand's tolerance to trip over.
    '<g shape-rendering="crispEdges">',
  ];
  for (const fill of drawing.fills.filter((f) => !f.solid)) {
    parts.push(`<path d="${fill.loops.map((loop) => writer.subpath(loop, true)).join('')}" fill="${HATCH_FILL}" fill-rule="evenodd"/>`);
  }
  const solids = drawing.fills.filter((f) => f.solid).flatMap((f) => f.loops.map((loop) => writer.subpath(loop, true)));
  parts.push(...pathElements(solids, 'fill="#000"'));
  const strokes = drawing.strokes.map((stroke) => writer.subpath(stroke.points, stroke.closed));
  parts.push(
    ...pathElements(strokes, 'fill="none" stroke="#000" stroke-width="1" stroke-linecap="square" stroke-linejoin="miter"'),
  );
  parts.push('</g>');
  if (drawing.texts.length > 0) {
    parts.push('<g font-family="sans-serif" fill="#000">');
    for (const text of drawing.texts) for (const line of textLines(text)) parts.push(writer.text(text, line));
    parts.push('</g>');
  }
  parts.push('</svg>');
  return parts.join('\n');
}

/**
 * Draws the model's model space. The extents are those of what is drawn (header extents are
 * often stale); k makes the longer side CAD_RENDER_LONGEST_SIDE pixels, and every vertex lands
 * on a pixel centre: (margin + 0.5 + (x − minX)·k, margin + 0.5 + (maxY − y)·k).
 */
export function drawCadSvg(model: CadModel): CadSvgDrawing {
  // Curves are sampled for the final scale, which needs the extents, which need the curves:
  // a coarse first pass finds the scale, the second samples finely and fixes the extents.
  let drawn = model;
  let coarse = flattenCad(model, Infinity);
  if (isEmpty(coarse) && model.hiddenLayers.size > 0) {
    // Everything sits on layers that are off: showing them beats an empty page.
    drawn = { ...model, hiddenLayers: new Set() };
    coarse = flattenCad(drawn, Infinity);
  }
  const rough = checkedSpan(extentsOf(coarse));
  const drawing = flattenCad(drawn, (CHORD_TOLERANCE_PX * rough) / CAD_RENDER_LONGEST_SIDE);
  const extents = extentsOf(drawing);
  const span = checkedSpan(extents);
  const k = CAD_RENDER_LONGEST_SIDE / span;
  const mapping: CadPixelMapping = { minX: extents.minX, maxY: extents.maxY, k, margin: CAD_MARGIN };
  // The far edge lands on a pixel centre too: ceil of the span in pixels, less rounding noise.
  const width = Math.ceil((extents.maxX - extents.minX) * k - 1e-6) + 2 * CAD_MARGIN + 1;
  const height = Math.ceil((extents.maxY - extents.minY) * k - 1e-6) + 2 * CAD_MARGIN + 1;
  const units = declaredUnitsOf(model.insUnits);
  const suggested = suggestedUnits(model.dimensions, units.unit);
  return {
    svg: svgOf(drawing, mapping, width, height),
    width,
    height,
    drawingScale: units.unit ? { unit: units.unit, unitsPerPixel: 1 / k } : null,
    declaredUnits: units.name,
    unitsSuggestion: suggested
      ? { drawingScale: { unit: suggested.unit, unitsPerPixel: 1 / k }, agreeing: suggested.agreeing, dimensions: suggested.read }
      : null,
    mapping,
  };
}
