/**
 * What one application of an SVG filter costs the renderer (resvg), per pixel of its region, in
 * units of one pixel of a simple primitive such as feFlood. The weights come from timing resvg
 * 2.6 on 2000 x 2000 px regions: a Gaussian blur costs about 12 units a pixel, feMorphology about
 * one sixteenth of a unit per pixel of its window (it visits the whole (2rx+1) x (2ry+1) window
 * around each pixel, so a radius of 400 px costs some 40,000 units a pixel), feConvolveMatrix
 * about half a unit per kernel cell, feTurbulence about 12 units per octave.
 */
import type { XmlElement } from './parseXml';

/** A filter's cost per pixel and the primitive that weighs most in it, to name in a refusal. */
export interface FilterCost {
  readonly perPixel: number;
  readonly costliest: { readonly name: string; readonly perPixel: number; readonly detail: string };
}

/** Where a filter is applied: the stretch of its user space on the canvas and its region's size in pixels. */
export interface FilterPlace {
  /** Canvas pixels per user unit, at most (see stretchOf). */
  readonly stretch: number;
  /** The element's bounding box size in user units, which objectBoundingBox primitive units refer to. */
  readonly boxWidth: number;
  readonly boxHeight: number;
  readonly regionWidth: number;
  readonly regionHeight: number;
}

/** Copying the source graphic in and the result out. */
const APPLICATION_COST = 2;

const SIMPLE_COSTS: Record<string, number> = {
  feGaussianBlur: 12,
  feDropShadow: 14,
  feDiffuseLighting: 4,
  feSpecularLighting: 4,
  feDisplacementMap: 2,
};

const numbers = (text: string | undefined): number[] =>
  (text ?? '').split(/[\s,]+/).filter(Boolean).map(Number).filter((value) => Number.isFinite(value));

const attribute = (element: XmlElement, name: string): string | undefined => element.attributes.find((each) => each.name === name)?.value;

/** The cost of one application of `filter` (a `<filter>` element) at `place`. */
export function filterCost(filter: XmlElement, place: FilterPlace): FilterCost {
  let perPixel = APPLICATION_COST;
  let costliest: FilterCost['costliest'] = { name: 'filter', perPixel: APPLICATION_COST, detail: '' };
  const boxUnits = attribute(filter, 'primitiveUnits') === 'objectBoundingBox';
  for (const primitive of filter.children) {
    if (primitive.kind !== 'element') continue;
    const { cost, detail } = primitiveCost(primitive, place, boxUnits);
    perPixel += cost;
    if (cost > costliest.perPixel) costliest = { name: primitive.name, perPixel: cost, detail };
  }
  return { perPixel, costliest };
}

function primitiveCost(primitive: XmlElement, place: FilterPlace, boxUnits: boolean): { cost: number; detail: string } {
  switch (primitive.name) {
    case 'feMorphology': {
      const [rx = 0, ry = rx] = numbers(attribute(primitive, 'radius'));
      const radiusX = Math.abs(rx) * place.stretch * (boxUnits ? place.boxWidth : 1);
      const radiusY = Math.abs(ry) * place.stretch * (boxUnits ? place.boxHeight : 1);
      const window = Math.min(2 * radiusX + 1, place.regionWidth) * Math.min(2 * radiusY + 1, place.regionHeight);
      return { cost: 1 + window / 16, detail: ` with a radius of ${Math.round(Math.max(radiusX, radiusY))} px` };
    }
    case 'feConvolveMatrix': {
      const [orderX = 3, orderY = orderX] = numbers(attribute(primitive, 'order'));
      return { cost: 1 + (orderX * orderY) / 2, detail: ` with a ${orderX} x ${orderY} kernel` };
    }
    case 'feTurbulence': {
      const octaves = Math.max(1, numbers(attribute(primitive, 'numOctaves'))[0] ?? 1);
      return { cost: 12 * octaves, detail: ` with ${octaves} octaves` };
    }
    case 'feMerge':
      return { cost: 1 + primitive.children.filter((child) => child.kind === 'element').length, detail: '' };
    default:
      return { cost: SIMPLE_COSTS[primitive.name] ?? 1, detail: '' };
  }
}
