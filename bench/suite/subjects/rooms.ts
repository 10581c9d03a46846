/**
 * Detect rooms on a 24 MP line-drawing plan (rooms/testing/syntheticPlan.ts: 6 × 4 rooms, 12 px
 * walls, 60 px doors, furniture and labels), doors of 80 px closed: ours reads the dark pixels
 * from the kernel set's resident image (the WASM set in WASM) and runs the rooms pipeline in
 * TypeScript; OpenCV.js runs its own pipeline (opencvRooms.ts) on the plan already in its heap.
 */
import { detectRooms } from '../../../src/engine/kernels/rooms/detectRooms';
import { planWalls } from '../../../src/engine/kernels/rooms/wallThreshold';
import { syntheticPlan } from '../../../src/engine/kernels/rooms/testing/syntheticPlan';
import type { Bench } from '../bench';
import { importRgb } from '../opencvWand';
import { cvDetectRooms } from '../opencvRooms';
import { OURS_TS, OURS_WASM, type Contenders } from '../types';

export const ROOMS = 'detect rooms';
const GAP_PX = 80;
const MIN_AREA_PX = 20_000;

export async function runRooms(bench: Bench, contenders: Contenders): Promise<void> {
  const size = bench.config.quick ? { width: 1500, height: 1000, label: '1.5 MP plan' } : { width: 6000, height: 4000, label: '24 MP plan' };
  const plan = syntheticPlan({ width: size.width, height: size.height, columns: 6, rows: 4, wall: 12, door: 60 });
  const input = `${size.label}, ${plan.rooms.length} rooms`;
  for (const [implementation, set] of [
    [OURS_WASM, contenders.wasm],
    [OURS_TS, contenders.typescript],
  ] as const) {
    const ready = bench.prepare(ROOMS, input, implementation, () => {
      set.raster.setImage(plan.image);
      return true;
    });
    if (!ready) continue;
    const found = bench.prepare(ROOMS, input, implementation, () => detectRooms(planWalls(set.raster), { gapPx: GAP_PX, minAreaPx: MIN_AREA_PX }, set.vector.simplify).length);
    bench.time(ROOMS, input, implementation, () => detectRooms(planWalls(set.raster), { gapPx: GAP_PX, minAreaPx: MIN_AREA_PX }, set.vector.simplify), {
      note: `${found} rooms found; dark pixels ${implementation === OURS_WASM ? 'by the WASM kernel (SIMD over the resident planes)' : 'from the TS image copy'}, rooms in TypeScript`,
    });
  }
  const { cv } = contenders;
  const name = `OpenCV.js ${bench.config.versions.opencv}`;
  const rgb = bench.prepare(ROOMS, input, name, () => importRgb(cv, plan.image));
  if (!rgb) return;
  try {
    const found = bench.prepare(ROOMS, input, name, () => cvDetectRooms(cv, rgb, GAP_PX, MIN_AREA_PX));
    bench.time(ROOMS, input, name, () => cvDetectRooms(cv, rgb, GAP_PX, MIN_AREA_PX), { note: `${found} rooms found; watershed growth, image in its heap` });
  } finally {
    rgb.delete();
  }
}
