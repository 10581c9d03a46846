/**
 * A layer as an item of the takeoff (issue 38 item 2): what it is called, what it measures, the
 * unit its quantities are given in, and optionally a unit price, a waste percentage and, for a
 * wall measured by its length, a height (area = length × height). Layers with the same item name
 * add up (engine/takeoff/takeoffTable.ts).
 *
 * The price carries its currency: prices are typed in the account's currency, and a document
 * opened later by someone billed in another currency keeps reading them as typed, never
 * reinterpreted. Money is an integer of minor units (pence, cents; yen have none), so totals are
 * sums of integers and never drift.
 */
import { z } from 'zod';
import { CURRENCIES } from './billing';
import { layerNameSchema } from './layerName';
import { LENGTH_UNITS } from './units';

export const TAKEOFF_MEASURES = ['area', 'perimeter', 'length', 'count'] as const;
export type TakeoffMeasure = (typeof TAKEOFF_MEASURES)[number];

/** The largest unit price, in minor units: ten billion of the currency's major unit. */
export const UNIT_PRICE_MAX_MINOR = 1e12;
/** Waste is a percentage added on top of the measured quantity, up to doubling it. */
export const WASTE_PERCENT_MAX = 100;
/** The tallest wall height, in the item's unit: generous, and still a finite product. */
export const WALL_HEIGHT_MAX = 1e6;

export const unitPriceSchema = z.object({
  minor: z.number().int().min(0).max(UNIT_PRICE_MAX_MINOR),
  currency: z.enum(CURRENCIES),
});
export type UnitPrice = z.infer<typeof unitPriceSchema>;

export const takeoffItemSchema = z
  .object({
    /** The item's name: layers of the same name, on any sheet, add up. */
    name: layerNameSchema,
    measure: z.enum(TAKEOFF_MEASURES),
    /** The unit quantities are given in (an area's is its square; a count ignores it). */
    unit: z.enum(LENGTH_UNITS),
    unitPrice: unitPriceSchema.optional(),
    wastePercent: z.number().min(0).max(WASTE_PERCENT_MAX).optional(),
    /** A wall's height in `unit`: the length or perimeter times it is the item's area. */
    height: z.number().positive().max(WALL_HEIGHT_MAX).optional(),
  })
  .refine((item) => item.height === undefined || item.measure === 'length' || item.measure === 'perimeter', {
    error: 'Only a length or a perimeter has a wall height.',
    path: ['height'],
  });
export type TakeoffItem = z.infer<typeof takeoffItemSchema>;
