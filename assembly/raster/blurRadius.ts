// The outline blur's box radius: the same f64 steps as blurRadius in
// src/engine/kernels/raster/blurRadius.ts, so both sides blur with the same box.

/** Pixels either side of the centre for a blur `value` of 0 to 100; 0 means no blur. */
export function rasterBlurRadius(value: f64, width: i32, height: i32): i32 {
  if (value == 0) return 0;
  const radius = <i32>Math.floor((value * <f64>min(width, height)) / 5000 + 0.5);
  return max(1, radius);
}
