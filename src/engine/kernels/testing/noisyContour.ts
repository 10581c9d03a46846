/**
 * A closed wobbly outline like one traced along a scanned region's pixel border: a smooth blob
 * with a few harmonics, sampled about one pixel apart, jittered and snapped to whole pixels. For
 * the simplify benchmarks and tests; the same for the same seed.
 */
import { seededRandom } from '../randomPolygon';

const HARMONICS = 6;

/** `count` points as interleaved x,y, the last not repeating the first. */
export function noisyContour(count: number, seed: number): Float64Array {
  const random = seededRandom(seed);
  // The wobble adds a little length; this radius keeps the steps near one pixel.
  const radius = count / (2 * Math.PI * 1.15);
  const amplitudes = Array.from({ length: HARMONICS }, (_, k) => (0.3 * random()) / (k + 1));
  const phases = Array.from({ length: HARMONICS }, () => random() * 2 * Math.PI);
  const center = radius * 1.6;
  const coords = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    const angle = (2 * Math.PI * i) / count;
    let r = 1;
    for (let k = 0; k < HARMONICS; k++) r += amplitudes[k]! * Math.sin((k + 2) * angle + phases[k]!);
    coords[2 * i] = Math.round(center + radius * r * Math.cos(angle) + (random() - 0.5) * 1.5);
    coords[2 * i + 1] = Math.round(center + radius * r * Math.sin(angle) + (random() - 0.5) * 1.5);
  }
  return coords;
}
