/**
 * The layer item dialog's workflow (issue 38 item 2): what the form starts with for a layer, and
 * the item its typed fields make, or the first thing wrong with them in words a person can act on.
 * Pure, so the dialog only shows and sends.
 */
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '../../shared/billing';
import { cleanLayerName, LAYER_NAME_MAX } from '../../shared/layerName';
import { minorUnitsText, parseMinorUnits } from '../../shared/money';
import type { Layer } from '../../shared/schemas';
import { takeoffItemSchema, WALL_HEIGHT_MAX, WASTE_PERCENT_MAX, type TakeoffItem, type TakeoffMeasure } from '../../shared/takeoffItem';
import type { LengthUnit } from '../../shared/units';

/** The form's fields, as typed. */
export interface ItemForm {
  readonly name: string;
  readonly measure: TakeoffMeasure;
  readonly unit: LengthUnit;
  readonly price: string;
  readonly currency: Currency;
  readonly waste: string;
  readonly height: string;
}

/** Whether a measure can take a wall height (a length or a perimeter times a height is a wall's area). */
export const takesHeight = (measure: TakeoffMeasure): boolean => measure === 'length' || measure === 'perimeter';

/**
 * The currency a new price is typed in: that of the drawing's other priced items (one estimate,
 * one currency), else the account's (the plans page's chosen one), else the default.
 */
export function itemCurrency(layers: readonly Layer[], accountCurrency: string | null): Currency {
  const priced = layers.find((layer) => layer.item?.unitPrice)?.item?.unitPrice?.currency;
  return priced ?? CURRENCIES.find((currency) => currency === accountCurrency) ?? DEFAULT_CURRENCY;
}

/**
 * The form for `layer`: its item as it is, or a new item named after the layer, measuring what
 * the layer holds (a count layer counts, a closed shape its area, an open one its length) in the
 * drawing's unit.
 */
export function itemFormFor(layer: Layer, layerName: string, drawingUnit: LengthUnit, currency: Currency): ItemForm {
  const item = layer.item;
  if (item) {
    const price = item.unitPrice;
    return {
      name: item.name,
      measure: item.measure,
      unit: item.unit,
      price: price ? minorUnitsText(price.minor, price.currency) : '',
      currency: price?.currency ?? currency,
      waste: item.wastePercent === undefined ? '' : String(item.wastePercent),
      height: item.height === undefined ? '' : String(item.height),
    };
  }
  const measure: TakeoffMeasure = layer.sketch.count?.markers.length ? 'count' : layer.sketch.closed ? 'area' : 'length';
  return { name: layerName, measure, unit: drawingUnit, price: '', currency, waste: '', height: '' };
}

/** A typed number: null for an empty field, NaN for one that is not a plain decimal. */
function typedNumber(text: string): number | null {
  const plain = text.trim();
  if (plain === '') return null;
  return /^\d+(\.\d+)?$|^\.\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The item the form makes, or the first thing wrong with it. */
export function itemFromForm(form: ItemForm): { item: TakeoffItem } | { error: string } {
  const name = cleanLayerName(form.name);
  if (!name) return { error: `Give the item a name of 1 to ${LAYER_NAME_MAX} characters.` };
  let unitPrice: TakeoffItem['unitPrice'];
  if (form.price.trim() !== '') {
    const minor = parseMinorUnits(form.price, form.currency);
    if (minor === null) return { error: `The unit price is not an amount of ${form.currency}: type it as 25 or 25.50.` };
    unitPrice = { minor, currency: form.currency };
  }
  const waste = typedNumber(form.waste);
  if (waste !== null && !(waste <= WASTE_PERCENT_MAX)) return { error: `Waste is a percentage from 0 to ${WASTE_PERCENT_MAX}.` };
  const height = takesHeight(form.measure) ? typedNumber(form.height) : null;
  if (height !== null && !(height > 0 && height <= WALL_HEIGHT_MAX)) return { error: 'The wall height is a length greater than 0.' };
  const item: TakeoffItem = {
    name,
    measure: form.measure,
    unit: form.unit,
    ...(unitPrice ? { unitPrice } : {}),
    ...(waste !== null && waste > 0 ? { wastePercent: waste } : {}),
    ...(height !== null ? { height } : {}),
  };
  // The schema the server keeps it by has the last word.
  const checked = takeoffItemSchema.safeParse(item);
  return checked.success ? { item: checked.data } : { error: checked.error.issues[0]?.message ?? 'The item is not valid.' };
}
