/**
 * The box radius of the outline blur, shared by the TypeScript kernels and (as the same f64
 * arithmetic) by assembly/raster/blurRadius.ts, so both blur with the same box.
 */

/** Pixels either side of the centre: 0 leaves the mask as it is; otherwise at least 1. */
export function blurRadius(value: number, width: number, height: number): number {
  if (value === 0) return 0;
  // floor(x + 0.5), not Math.round, so that the WASM side can repeat it bit for bit.
  return Math.max(1, Math.floor((value * Math.min(width, height)) / 5000 + 0.5));
}
