/** Canvas settings (spec drawing-core §2 "Canvas-related settings", §3 "Settings"). */
import { z } from 'zod';
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
  marketingCookiesOn: z.boolean(),
  cookiesAccepted: z.boolean(),
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
  marketingCookiesOn: false,
  cookiesAccepted: false,
};

export const LINE_WEIGHT_LABELS = ['light', 'regular', 'medium', 'heavy'] as const;
export const GRID_TRANSPARENCY_LABELS = ['Full', '75%', '50%', '25%'] as const;
/** Angle label sizes: off, small 10, medium 12, large 14. */
export const ANGLE_LABEL_SIZES = [0, 10, 12, 14] as const;
export const ANGLE_LABELS = ['off', 'small', 'medium', 'large'] as const;
