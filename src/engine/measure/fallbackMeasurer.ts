/**
 * Keeps results on screen if the kernel worker fails (a browser without module workers, a WASM
 * load error): measurements fall back to the plain TS geometry, and the failure is logged so it
 * is seen rather than hidden.
 */
import type { Point } from '../../shared/geometry';
import { pathLength, polygonArea } from '../geometry/polygon';
import type { KernelClient, Measurement } from '../kernels/kernelClient';

/** Whatever measures polygons for the results: the kernel client, or this fallback around it. */
export type Measurer = Pick<KernelClient, 'measure'>;

/** Measures with plain TS on the calling thread, as the kernel does in its worker. */
export const measureInline = (points: readonly Point[], closed: boolean): Measurement => ({
  area: closed ? polygonArea(points) : 0,
  perimeter: pathLength(points, closed),
});

export function withFallback(primary: Measurer, log: (message: string, error: unknown) => void = console.error): Measurer {
  let failed = false;
  return {
    async measure(points, closed) {
      if (failed) return measureInline(points, closed);
      try {
        return await primary.measure(points, closed);
      } catch (error) {
        failed = true;
        log('The measuring worker failed; measuring on the main thread from now on.', error);
        return measureInline(points, closed);
      }
    },
  };
}
