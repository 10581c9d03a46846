/** A stand-in for the kernel worker's wand whose steps a test answers (or fails) by hand. For tests. */
import type { Pixel } from '../../../kernels/kernelTypes';
import type { WandOperation, WandOptions, WandResult } from '../../../kernels/wandSession';
import type { WandPort } from '../wandStep';

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
    restore: async (maskId) => ({ maskId, polygons: [], areaPx: 0, enclosedAreaPx: 0, bounds: null }),
    clear: async () => undefined,
  };
  return { port, steps };
}
