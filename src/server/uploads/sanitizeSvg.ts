/**
 * Turns an uploaded SVG into one that can only draw: it is parsed strictly (parseXml), then
 * written out again keeping only drawing elements and attributes. Scripts, event handlers,
 * `<foreignObject>`, animation, metadata and editor extensions are dropped; references survive
 * only when they point inside the document (`#id`) or are embedded PNG, JPEG or GIF data.
 * Entity declarations are refused rather than expanded.
 */
import { cleanCss } from './cleanCss';
import { parseXml, XmlError, type XmlAttribute, type XmlElement, type XmlNode } from './parseXml';
import { UploadError } from './UploadError';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/** Elements that draw or define what is drawn. Anything else is dropped with its content. */
const DRAWING_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'switch', 'a',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'image', 'style',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA',
  'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode',
  'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]);

/**
 * How many elements the drawing may become once every `<use>` is expanded. Nested `<use>` can
 * multiply a small file into billions of elements (the SVG twin of "billion laughs").
 */
export const SVG_MAX_EXPANDED_ELEMENTS = 1_000_000;

/** Is this reference safe to keep: a fragment of this document or embedded raster data? */
export function isSafeReference(value: string): boolean {
  const target = value.trim();
  return /^#[^\s]*$/.test(target) || /^data:image\/(?:png|jpeg|jpg|gif)[;,]/i.test(target);
}

/**
 * Returns the sanitised SVG text. Throws UploadError 415 when the file is not an SVG (no `<svg>`
 * root) and 422 when it is not well-formed XML, declares entities or expands too far.
 */
export function sanitizeSvg(source: string): string {
  let root: XmlElement;
  try {
    root = parseXml(source);
  } catch (error) {
    if (!(error instanceof XmlError)) throw error;
    if (error.refusedDeclarations) {
      throw new UploadError(`SVG files that declare entities are not accepted: the file has ${error.message}`, 422);
    }
    throw new UploadError(`The file is not well-formed XML: ${error.message}`, 422);
  }
  if (root.name !== 'svg') throw new UploadError(`The file is not an SVG: its root element is <${root.name}>, not <svg>`, 415);
  const clean = cleanElement(root);
  checkExpansion(clean);
  const namespaces = ` xmlns="${SVG_NAMESPACE}" xmlns:xlink="${XLINK_NAMESPACE}"`;
  return serialize(clean, namespaces);
}

interface CleanElement {
  readonly name: string;
  readonly attributes: XmlAttribute[];
  readonly children: (CleanElement | string)[];
}

function cleanElement(element: XmlElement): CleanElement {
  const children: (CleanElement | string)[] = [];
  for (const child of element.children) {
    const kept = cleanChild(child, element.name);
    if (kept !== undefined) children.push(kept);
  }
  return { name: element.name, attributes: element.attributes.flatMap(cleanAttribute), children };
}

function cleanChild(child: XmlNode, parentName: string): CleanElement | string | undefined {
  if (child.kind === 'text') return parentName === 'style' ? cleanCss(child.text) : child.text;
  return DRAWING_ELEMENTS.has(child.name) ? cleanElement(child) : undefined;
}

/** Keeps an attribute, rewritten if need be, or drops it (an empty list). */
function cleanAttribute({ name, value }: XmlAttribute): XmlAttribute[] {
  if (name === 'href' || name === 'xlink:href') return isSafeReference(value) ? [{ name: 'xlink:href', value }] : [];
  if (name === 'xml:space') return [{ name, value }];
  // Namespace declarations are written afresh on the root; editor attributes (inkscape:*,
  // sodipodi:*) and any other prefixed name mean nothing to the renderer.
  if (name.includes(':') || name === 'xmlns') return [];
  if (/^on/i.test(name)) return [];
  if (name === 'style') {
    const css = cleanCss(value);
    return css.trim() ? [{ name, value: css }] : [];
  }
  if (/url\(/i.test(value) && cleanCss(value) !== value) return [];
  return [{ name, value }];
}

/**
 * Counts the elements the renderer would build with every `<use>` replaced by its target, and
 * refuses a reference cycle or a count over SVG_MAX_EXPANDED_ELEMENTS.
 */
function checkExpansion(root: CleanElement): void {
  const byId = new Map<string, CleanElement>();
  const index = (element: CleanElement): void => {
    const id = element.attributes.find((each) => each.name === 'id')?.value;
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
    for (const child of element.children) if (typeof child !== 'string') index(child);
  };
  index(root);
  const sizes = new Map<CleanElement, number>();
  const visiting = new Set<CleanElement>();
  const size = (element: CleanElement): number => {
    const known = sizes.get(element);
    if (known !== undefined) return known;
    if (visiting.has(element)) throw new UploadError('The SVG is refused: a <use> element refers to itself', 422);
    visiting.add(element);
    let total = 1;
    if (element.name === 'use') {
      const href = element.attributes.find((each) => each.name === 'xlink:href')?.value.trim();
      const target = href?.startsWith('#') ? byId.get(href.slice(1)) : undefined;
      if (target) total += size(target);
    }
    for (const child of element.children) if (typeof child !== 'string') total += size(child);
    visiting.delete(element);
    if (total > SVG_MAX_EXPANDED_ELEMENTS) {
      throw new UploadError(`The SVG is refused: its <use> references expand to more than ${SVG_MAX_EXPANDED_ELEMENTS} elements`, 422);
    }
    sizes.set(element, total);
    return total;
  };
  size(root);
}

function serialize(element: CleanElement, extraAttributes = ''): string {
  const attributes = element.attributes.map(({ name, value }) => ` ${name}="${escapeXml(value)}"`).join('');
  if (element.children.length === 0) return `<${element.name}${extraAttributes}${attributes}/>`;
  const content = element.children.map((child) => (typeof child === 'string' ? escapeXml(child) : serialize(child))).join('');
  return `<${element.name}${extraAttributes}${attributes}>${content}</${element.name}>`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
}
