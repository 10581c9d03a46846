/**
 * Refuses an SVG whose embedded images or filters would cost the renderer too much, before it
 * draws anything. It reads resvg's own normalised tree (Resvg#toString()), in which `<use>` is
 * expanded, CSS (`filter:` in a style sheet or a style attribute) is resolved into attributes,
 * markers and text are paths, CSS filter functions are `<filter>` elements, and every instance
 * of an image or a filtered element is written out: counting there counts what resvg will draw.
 *
 * Embedded images are decoded to 4 bytes a pixel each time they are drawn, so each may have at
 * most EMBEDDED_IMAGE_MAX_PIXELS and all of them, every use counted, EMBEDDED_IMAGES_MAX_PIXELS.
 * A filter works on its whole region, which resvg does not clip to the canvas: a region is its
 * element's box (or its own user-space rectangle) carried onto the canvas, and may cover at most
 * FILTER_REGION_MAX_PIXELS; the work of every filter application (region x per-pixel cost, see
 * filterCost.ts) together may be at most FILTER_WORK_BUDGET, some seconds of drawing.
 */
import { embeddedImageSize } from './embeddedImageSize';
import { filterCost } from './filterCost';
import { parseXml, type XmlElement } from './parseXml';
import { attributeOf, elementBox, filterRegion, referencedId } from './svgBounds';
import { isEmptyBox, multiply, parseTransform, stretchOf, transformBox, type Matrix } from './svgMatrix';
import { UploadError } from './UploadError';

/** An embedded image may have at most this many pixels (40 MP: 160 MB decoded). */
export const EMBEDDED_IMAGE_MAX_PIXELS = 40_000_000;
/** All embedded images together, each use counted, may have at most this many pixels. */
export const EMBEDDED_IMAGES_MAX_PIXELS = 100_000_000;
/** One filter application may cover at most this many canvas pixels (each buffer 4 bytes a pixel). */
export const FILTER_REGION_MAX_PIXELS = 32_000_000;
/** All filter applications together, in pixels of a simple primitive: about 4 s of drawing on a 2 GHz core. */
export const FILTER_WORK_BUDGET = 400_000_000;
/** Elements visited inside patterns, masks and feImage targets, every reference counted. */
const MAX_REFERENCE_VISITS = 200_000;

const megapixels = (pixels: number): string => `${Math.round(pixels / 1e5) / 10}`;
function refuse(reason: string): never {
  throw new UploadError(`The SVG is refused: ${reason}`, 422);
}

/** The output's size in pixels. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
}

/** Throws UploadError 422 when `normalizedSvg` (Resvg#toString()) would be too costly to draw on `canvas`. */
export function checkRenderCost(normalizedSvg: string, canvas: Canvas): void {
  const root = parseXml(normalizedSvg);
  new CostWalk(root).walk(root, canvasMatrix(root, canvas));
}

/** Maps the root's user units onto the canvas: the viewBox stretched to the output size. */
function canvasMatrix(root: XmlElement, canvas: Canvas): Matrix {
  const [x = 0, y = 0, width = canvas.width, height = canvas.height] = (attributeOf(root, 'viewBox') ?? '').split(/[\s,]+/).filter(Boolean).map(Number);
  const scaleX = canvas.width / (width || 1);
  const scaleY = canvas.height / (height || 1);
  return [scaleX, 0, 0, scaleY, -x * scaleX, -y * scaleY];
}

/** Definitions drawn only through a reference; their content is walked once per reference. */
const REFERENCED_ONLY = new Set(['defs', 'filter', 'pattern', 'mask', 'clipPath', 'linearGradient', 'radialGradient']);
const PAINT_REFERENCES = ['fill', 'stroke', 'mask', 'clip-path'];

class CostWalk {
  private readonly byId = new Map<string, XmlElement>();
  private readonly costly = new Map<XmlElement, boolean>();
  private readonly boxes = new WeakMap<XmlElement, ReturnType<typeof elementBox>>();
  private imagePixels = 0;
  private filterWork = 0;
  private referenceVisits = 0;
  private costliest = { work: 0, text: '' };

  constructor(root: XmlElement) {
    const index = (element: XmlElement): void => {
      const id = attributeOf(element, 'id');
      if (id !== undefined && !this.byId.has(id)) this.byId.set(id, element);
      for (const child of element.children) if (child.kind === 'element') index(child);
    };
    index(root);
  }

  private readonly filterOf = (element: XmlElement): XmlElement | undefined => {
    const target = this.target(attributeOf(element, 'filter'));
    return target?.name === 'filter' ? target : undefined;
  };

  private target(value: string | undefined): XmlElement | undefined {
    const id = referencedId(value);
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** Walks what `element` draws, its parent's coordinates mapped to the canvas by `outer`. */
  walk(element: XmlElement, outer: Matrix): void {
    const matrix = multiply(outer, parseTransform(attributeOf(element, 'transform')));
    if (element.name === 'image') this.countImage(attributeOf(element, 'xlink:href') ?? attributeOf(element, 'href'));
    for (const name of PAINT_REFERENCES) {
      const target = this.target(attributeOf(element, name));
      if (target && this.isCostly(target)) this.walkReferenced(target, matrix, element);
    }
    const filter = this.filterOf(element);
    if (filter) this.applyFilter(filter, element, matrix);
    if (element.name !== 'svg' && element.name !== 'g') return;
    for (const child of element.children) {
      if (child.kind === 'element' && !REFERENCED_ONLY.has(child.name)) this.walk(child, matrix);
    }
  }

  /** A pattern, mask or clip path drawn for `user`: its content, in its own units. */
  private walkReferenced(definition: XmlElement, matrix: Matrix, user: XmlElement): void {
    let inner = multiply(matrix, parseTransform(attributeOf(definition, 'patternTransform')));
    const contentUnits = attributeOf(definition, 'patternContentUnits') ?? attributeOf(definition, 'maskContentUnits') ?? attributeOf(definition, 'clipPathUnits');
    const box = this.box(user);
    if (contentUnits === 'objectBoundingBox' && !isEmptyBox(box)) {
      inner = multiply(inner, [box.maxX - box.minX, 0, 0, box.maxY - box.minY, box.minX, box.minY]);
    }
    for (const child of definition.children) if (child.kind === 'element') this.walkOnceMore(child, inner);
  }

  /** Walks an element drawn through a reference, counting it against MAX_REFERENCE_VISITS. */
  private walkOnceMore(element: XmlElement, matrix: Matrix): void {
    this.referenceVisits += 1;
    if (this.referenceVisits > MAX_REFERENCE_VISITS) {
      refuse(`its patterns, masks and filter images are drawn more than ${MAX_REFERENCE_VISITS} times`);
    }
    this.walk(element, matrix);
  }

  private box(element: XmlElement): ReturnType<typeof elementBox> {
    return elementBox(element, this.filterOf, this.boxes);
  }

  /** Whether drawing `element` involves a filter or an image, directly or through references. */
  private isCostly(element: XmlElement): boolean {
    const known = this.costly.get(element);
    if (known !== undefined) return known;
    // A reference cycle counts as not costly while it is being looked at; resvg drops cycles.
    this.costly.set(element, false);
    const direct = element.name === 'image' || element.name === 'feImage' || this.filterOf(element) !== undefined;
    const referenced = PAINT_REFERENCES.some((name) => {
      const target = this.target(attributeOf(element, name));
      return target !== undefined && this.isCostly(target);
    });
    const result = direct || referenced || element.children.some((child) => child.kind === 'element' && this.isCostly(child));
    this.costly.set(element, result);
    return result;
  }

  private countImage(href: string | undefined): void {
    if (href === undefined) return;
    const size = embeddedImageSize(href);
    if (!size || size.width === 0 || size.height === 0) refuse('an embedded image is not a PNG, JPEG or GIF whose size can be read');
    const pixels = size.width * size.height;
    if (pixels > EMBEDDED_IMAGE_MAX_PIXELS) {
      refuse(`it embeds a ${size.width} × ${size.height} px image (${megapixels(pixels)} megapixels); an embedded image may have at most ${megapixels(EMBEDDED_IMAGE_MAX_PIXELS)} megapixels`);
    }
    this.imagePixels += pixels;
    if (this.imagePixels > EMBEDDED_IMAGES_MAX_PIXELS) {
      refuse(`its embedded images come to more than ${megapixels(EMBEDDED_IMAGES_MAX_PIXELS)} megapixels as drawn (each use of an image counts)`);
    }
  }

  /** One application of `filter` to `element`, whose coordinates `matrix` maps to the canvas. */
  private applyFilter(filter: XmlElement, element: XmlElement, matrix: Matrix): void {
    const box = this.box(element);
    const region = transformBox(matrix, filterRegion(filter, box));
    if (isEmptyBox(region)) return;
    const width = Math.ceil(region.maxX - region.minX);
    const height = Math.ceil(region.maxY - region.minY);
    if (!(width * height <= FILTER_REGION_MAX_PIXELS)) {
      refuse(`a filter would cover ${width} × ${height} px; a filter may cover at most ${megapixels(FILTER_REGION_MAX_PIXELS)} megapixels`);
    }
    const stretch = stretchOf(matrix);
    const cost = filterCost(filter, {
      stretch: Math.max(stretch.x, stretch.y),
      boxWidth: isEmptyBox(box) ? 0 : box.maxX - box.minX,
      boxHeight: isEmptyBox(box) ? 0 : box.maxY - box.minY,
      regionWidth: width,
      regionHeight: height,
    });
    const work = width * height * cost.perPixel;
    if (work > this.costliest.work) {
      this.costliest = { work, text: `${cost.costliest.name}${cost.costliest.detail} over ${width} × ${height} px` };
    }
    this.filterWork += work;
    if (!(this.filterWork <= FILTER_WORK_BUDGET)) {
      const times = Math.ceil(this.filterWork / FILTER_WORK_BUDGET);
      refuse(`its filters would take too long to draw (${times} times the limit); the costliest is ${this.costliest.text}`);
    }
    for (const primitive of filter.children) {
      if (primitive.kind !== 'element' || primitive.name !== 'feImage') continue;
      const href = attributeOf(primitive, 'xlink:href') ?? attributeOf(primitive, 'href');
      const target = href?.startsWith('#') ? this.byId.get(href.slice(1)) : undefined;
      // feImage draws the element it names in the filtered element's user space.
      if (target) this.walkOnceMore(target, matrix);
      else this.countImage(href);
    }
  }
}
