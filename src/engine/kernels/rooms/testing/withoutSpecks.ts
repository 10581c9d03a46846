/**
 * The walls as dark pixels without their specks, for the tests that compare steps with the first
 * implementation (which reads a DarkPixels); Detect rooms itself keeps the runs.
 */
import type { DarkPixels } from '../../kernelTypes';
import { wallRunsWithoutSpecks } from '../wallSpecks';

/** The walls without the dark pieces whose bounding box is smaller than `minExtentPx` both ways. */
export function withoutSpecks(walls: DarkPixels, minExtentPx: number): DarkPixels {
  const { runs } = wallRunsWithoutSpecks(walls, minExtentPx);
  const dark = new Uint8Array(walls.dark.length);
  for (let k = 0; k < runs.length; k += 2) dark.fill(1, runs.values[k]!, runs.values[k + 1]!);
  return { width: walls.width, height: walls.height, dark };
}
