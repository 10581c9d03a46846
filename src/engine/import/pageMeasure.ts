/**
 * The scale a PDF page declares itself (ISO 32000 §12.9 "Measurement properties"): a page's
 * /VP array lists viewports, each with a /Measure dictionary whose /X number format gives /C, the
 * factor from user-space units (points) to the unit /U, and /R, the scale as text ("1:100",
 * "1 in = 10 ft"). Best effort: the first usable format of the largest viewport stands for the
 * whole page.
 */
import type { LengthUnit } from '../../shared/units';
import type { ScaleHint } from './scaleHint';
import { isDict, isString, PdfObjects, type PdfDict, type PdfValue } from './pdfObjects';

export interface PageMeasure {
  readonly unit: LengthUnit;
  /** World units per PDF point on the page. */
  readonly unitsPerPoint: number;
  /** The scale as the file writes it, when it does. */
  readonly ratioText: string | null;
}

const UNIT_WORDS: Record<string, LengthUnit> = {
  mm: 'mm',
  millimeter: 'mm',
  millimetre: 'mm',
  cm: 'cm',
  centimeter: 'cm',
  centimetre: 'cm',
  m: 'm',
  meter: 'm',
  metre: 'm',
  km: 'km',
  kilometer: 'km',
  kilometre: 'km',
  in: 'in',
  inch: 'in',
  inches: 'in',
  '"': 'in',
  ft: 'ft',
  foot: 'ft',
  feet: 'ft',
  "'": 'ft',
  yd: 'yd',
  yard: 'yd',
  mi: 'mi',
  mile: 'mi',
};

/** The length unit a /U label names ("ft", "Meters", "mm"), or null. */
export function unitOfLabel(label: string): LengthUnit | null {
  const word = label.trim().toLowerCase().replace(/\.$/, '');
  return UNIT_WORDS[word] ?? UNIT_WORDS[word.replace(/s$/, '')] ?? null;
}

const area = (bbox: PdfValue): number => {
  if (!Array.isArray(bbox) || bbox.length !== 4 || !bbox.every((value) => typeof value === 'number')) return 0;
  const [x1, y1, x2, y2] = bbox as number[];
  return Math.abs((x2! - x1!) * (y2! - y1!));
};

async function measureOf(objects: PdfObjects, viewport: PdfDict): Promise<PageMeasure | null> {
  const measure = await objects.resolve(viewport.get('Measure'));
  if (!isDict(measure)) return null;
  const formats = await objects.resolve(measure.get('X'));
  const first = Array.isArray(formats) ? await objects.resolve(formats[0]) : null;
  if (!isDict(first)) return null;
  const factor = await objects.resolve(first.get('C'));
  const label = await objects.resolve(first.get('U'));
  const unit = isString(label) ? unitOfLabel(label.text) : null;
  if (typeof factor !== 'number' || !(factor > 0) || !Number.isFinite(factor) || !unit) return null;
  const ratio = await objects.resolve(measure.get('R'));
  return { unit, unitsPerPoint: factor, ratioText: isString(ratio) && ratio.text.trim() ? ratio.text.trim() : null };
}

/**
 * The measure declared by page object `pageObject` (pdf.js's `page.ref.num`) of the PDF in
 * `bytes`, or null when it declares none or the file cannot be read that far.
 */
export async function findPageMeasure(bytes: Uint8Array, pageObject: number): Promise<PageMeasure | null> {
  try {
    const objects = new PdfObjects(bytes);
    const page = await objects.get(pageObject);
    if (!isDict(page)) return null;
    const list = await objects.resolve(page.get('VP'));
    if (!Array.isArray(list)) return null;
    const viewports: PdfDict[] = [];
    for (const item of list) {
      const viewport = await objects.resolve(item);
      if (isDict(viewport)) viewports.push(viewport);
    }
    viewports.sort((a, b) => area(b.get('BBox') ?? null) - area(a.get('BBox') ?? null));
    for (const viewport of viewports) {
      const measure = await measureOf(objects, viewport);
      if (measure) return measure;
    }
    return null;
  } catch {
    return null;
  }
}

/** The scale hint of a declared measure on a page rendered at `pixelsPerPoint`; offered, not applied. */
export function pageMeasureHint(measure: PageMeasure, pixelsPerPoint: number): ScaleHint {
  return {
    unit: measure.unit,
    unitsPerPixel: measure.unitsPerPoint / pixelsPerPoint,
    label: measure.ratioText ? `Scale ${measure.ratioText}` : `Scale in ${measure.unit}`,
    apply: 'offer',
  };
}
