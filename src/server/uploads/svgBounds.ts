/**
 * Bounding boxes and filter regions in resvg's normalised SVG (Resvg#toString()), where every
 * shape is a `<path>` of absolute M, L, Q, C and Z commands (text and markers already turned into
 * paths), every group a `<g>`, and every image an `<image>` with x, y, width and height. The boxes
 * are generous (strokes count with their miters), so a region computed from them is never smaller
 * than the one resvg allocates.
 */
import type { XmlElement } from './parseXml';
import { addPoint, EMPTY_BOX, inflateBox, isEmptyBox, parseTransform, transformBox, unionBox, type Box } from './svgMatrix';

export const attributeOf = (element: XmlElement, name: string): string | undefined =>
  element.attributes.find((each) => each.name === name)?.value;

const numberOf = (element: XmlElement, name: string, fallback: number): number => {
  const value = Number.parseFloat(attributeOf(element, name) ?? '');
  return Number.isFinite(value) ? value : fallback;
};

/** The id a `url(#id)` value names, or undefined. */
export function referencedId(value: string | undefined): string | undefined {
  return value === undefined ? undefined : /^\s*url\(\s*#([^)\s]+)\s*\)/.exec(value)?.[1];
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/** Every point of a path's data; Infinity when it holds commands the normalised form never has. */
function pathBox(d: string): Box {
  if (/[^MLQCZ\d\s.,eE+-]/.test(d)) return { minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity };
  const values = (d.match(NUMBER) ?? []).map(Number);
  let box = EMPTY_BOX;
  for (let index = 0; index + 1 < values.length; index += 2) box = addPoint(box, values[index]!, values[index + 1]!);
  return box;
}

/** Finds a `<filter>` by the id a `filter` attribute names. */
export type FilterLookup = (element: XmlElement) => XmlElement | undefined;

/**
 * The box around what `element` draws, in its own coordinates (inside its `transform`). A child
 * with a filter counts with its whole filter region, which is what it paints into.
 */
export function elementBox(element: XmlElement, filterOf: FilterLookup, known = new WeakMap<XmlElement, Box>()): Box {
  const cached = known.get(element);
  if (cached) return cached;
  let box = EMPTY_BOX;
  if (element.name === 'path') {
    box = pathBox(attributeOf(element, 'd') ?? '');
    const stroke = attributeOf(element, 'stroke');
    if (stroke !== undefined && stroke !== 'none') {
      const miter = Math.max(1, numberOf(element, 'stroke-miterlimit', 4));
      box = inflateBox(box, (Math.abs(numberOf(element, 'stroke-width', 1)) * miter) / 2);
    }
  } else if (element.name === 'image') {
    const x = numberOf(element, 'x', 0);
    const y = numberOf(element, 'y', 0);
    box = { minX: x, minY: y, maxX: x + numberOf(element, 'width', 0), maxY: y + numberOf(element, 'height', 0) };
  } else if (element.name === 'g' || element.name === 'svg') {
    for (const child of element.children) {
      if (child.kind !== 'element') continue;
      const filter = filterOf(child);
      const inner = filter ? filterRegion(filter, elementBox(child, filterOf, known)) : elementBox(child, filterOf, known);
      box = unionBox(box, transformBox(parseTransform(attributeOf(child, 'transform')), inner));
    }
  }
  known.set(element, box);
  return box;
}

/**
 * The region a filter paints into, in the filtered element's coordinates: its x, y, width and
 * height in user units, or (the default) as fractions of the element's box.
 */
export function filterRegion(filter: XmlElement, box: Box): Box {
  const userSpace = attributeOf(filter, 'filterUnits') === 'userSpaceOnUse';
  const x = numberOf(filter, 'x', userSpace ? 0 : -0.1);
  const y = numberOf(filter, 'y', userSpace ? 0 : -0.1);
  const width = numberOf(filter, 'width', userSpace ? 0 : 1.2);
  const height = numberOf(filter, 'height', userSpace ? 0 : 1.2);
  if (userSpace) return { minX: x, minY: y, maxX: x + width, maxY: y + height };
  if (isEmptyBox(box)) return EMPTY_BOX;
  const boxWidth = box.maxX - box.minX;
  const boxHeight = box.maxY - box.minY;
  const minX = box.minX + x * boxWidth;
  const minY = box.minY + y * boxHeight;
  return { minX, minY, maxX: minX + width * boxWidth, maxY: minY + height * boxHeight };
}
