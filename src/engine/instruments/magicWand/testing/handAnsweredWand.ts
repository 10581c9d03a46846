/** A stand-in for the kernel worker's wand whose steps a test answers (or fails) by hand. For tests. */
import type { Pixel } from '../../../kernels/kernelTypes';
import type { WandOperation, WandOptions, WandResult } from '../../../kernels/wandSession';
import type { WandPort } from '../wandStep';

/** Room A of a 200 × 100 px plan: x and y 10..89, as a wand step answers it. */
export const WAND_ROOM: WandResult = {
  maskId: 1,
  polygons: [new Float64Array([10, 10, 90, 10, 90, 90, 10, 90])],
  cutouts: [[]],
  areaPx: 6400,
  enclosedAreaPx: 6400,
  bounds: { minX: 10, minY: 10, maxX: 89, maxY: 89 },
};

export interface WandStepCall {
  operation: WandOperation;
  seed: Pixel;
  options: WandOptions;
  resolve: (result: WandResult) => void;
  reject: (error: unknown) => void;
}

/** Each call of a step waits in `steps` until the test resolves or rejects it, in any order. */
export function handAnsweredWand() {
  const steps: WandStepCall[] = [];
  const step = (operation: WandOperation) => (seed: Pixel, options: WandOptions) =>
    new Promise<WandResult>((resolve, reject) => steps.push({ operation, seed, options, resolve, reject }));
  const port: WandPort = {
    select: step('select'),
    add: step('add'),
    subtract: step('subtract'),
    restore: async (maskId) => ({ maskId, polygons: [], cutouts: [], areaPx: 0, enclosedAreaPx: 0, bounds: null }),
    clear: async () => undefined,
  };
  return { port, steps };
}
