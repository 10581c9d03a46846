/**
 * The resident image's brightness at points between pixels, shared by the TypeScript and WASM
 * mask kernels (each reads its own copy of the pixels). Pure.
 */

/**
 * Brightness (the mean of red, green and blue, 0 to 255) at each x,y point, bilinear between
 * pixel centres: pixel (i, j) covers [i, i + 1) × [j, j + 1), so its centre is (i + 0.5, j + 0.5).
 * A point beyond the image reads the nearest edge pixels. `rgbSum(index)` is the sum of red,
 * green and blue of the pixel at y × width + x.
 */
export function imageBrightness(points: Float64Array, width: number, height: number, rgbSum: (index: number) => number): Float32Array {
  const count = points.length >> 1;
  const out = new Float32Array(count);
  for (let k = 0; k < count; k++) {
    // Centre-based coordinates, clamped so that both neighbours of a point lie inside.
    const fx = Math.min(Math.max(points[2 * k]! - 0.5, 0), width - 1);
    const fy = Math.min(Math.max(points[2 * k + 1]! - 0.5, 0), height - 1);
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(x0 + 1, width - 1);
    const y1 = Math.min(y0 + 1, height - 1);
    const ax = fx - x0;
    const ay = fy - y0;
    // A neighbour of no weight is not read: on a pixel centre's row or column, half the reads.
    const row = (y: number): number => {
      const left = rgbSum(y * width + x0);
      return ax === 0 ? left : left * (1 - ax) + rgbSum(y * width + x1) * ax;
    };
    const top = row(y0);
    out[k] = (ay === 0 ? top : top * (1 - ay) + row(y1) * ay) / 3;
  }
  return out;
}
