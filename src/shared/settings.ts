/** Canvas settings (spec drawing-core §2 "Canvas-related settings", §3 "Settings"). */
import { z } from 'zod';
import { DEFAULT_INCH_FRACTION, INCH_FRACTIONS } from './format';
import { drawingColorSchema } from './schemas';

/** Sliders run 1 to 4: line weight light…heavy, grid full…25%, angles off…large. */
const sliderSchema = z.number().int().min(1).max(4);

export const settingsSchema = z.object({
  displayLineLength: z.boolean(),
  displayAngles: sliderSchema,
  gridTransparency: sliderSchema,
  drawingColor: drawingColorSchema,
  lineWeight: sliderSchema,
  measurementSystem: z.enum(['metric', 'imperial']),
  imperial: z.enum(['decimals', 'fractions']),
  /**
   * The inch step of fractions mode, as a denominator (16 is 1/16 in). Not in the spec's list; a
   * record stored before it existed, or sent by an older client, gets the default.
   */
  inchFraction: z.literal(INCH_FRACTIONS).default(DEFAULT_INCH_FRACTION),
  marketingCookiesOn: z.boolean(),
  cookiesAccepted: z.boolean(),
  /**
   * Whether results show their "± x" (issue 23). Not in the spec's list; a record stored before
   * it existed, or sent by an older client, gets the default: shown.
   */
  showUncertainty: z.boolean().default(true),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  displayLineLength: true,
  displayAngles: 1,
  gridTransparency: 1,
  drawingColor: 'pink',
  lineWeight: 2,
  measurementSystem: 'metric',
  imperial: 'decimals',
  inchFraction: DEFAULT_INCH_FRACTION,
  marketingCookiesOn: false,
  cookiesAccepted: false,
  showUncertainty: true,
};

export const LINE_WEIGHT_LABELS = ['light', 'regular', 'medium', 'heavy'] as const;
export const GRID_TRANSPARENCY_LABELS = ['Full', '75%', '50%', '25%'] as const;
/** Angle label sizes: off, small 10, medium 12, large 14. */
export const ANGLE_LABEL_SIZES = [0, 10, 12, 14] as const;
export const ANGLE_LABELS = ['off', 'small', 'medium', 'large'] as const;
