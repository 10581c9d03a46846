/**
 * Snapping on a sheet of 500,000 segments (issue 38, item 6): our query (engine/snap's
 * snapTarget: the endpoint, crossing or midpoint within 10 px, exact) against the candidate lookup
 * alone of the two spatial indexes a snapping tool would start from, on the same seeded sheet
 * (snap/testing/planSheet.ts) and the same query points: flatbush's `neighbors(x, y, 48, 10)`
 * (the 48 nearest boxes within 10 px, as many as our crossings are sought among) and rbush's
 * `search` of the query's square. The baselines only list candidates; ours also picks the target
 * and computes crossings. Goal: at most 1 ms a query, and no slower than the faster baseline.
 * Then the index's build: ours (flatbush over the packed segments), flatbush alone on the same
 * boxes, and rbush's bulk `load` of ready box records.
 */
import Flatbush from 'flatbush';
import RBush from 'rbush';
import { seededRandom } from '../../../src/engine/kernels/randomPolygon';
import { buildSnapIndex } from '../../../src/engine/snap/snapIndex';
import { MAX_CROSSING_SEGMENTS, snapTarget, type SnapKind } from '../../../src/engine/snap/snapTarget';
import { planSheet } from '../../../src/engine/snap/testing/planSheet';
import { OURS_APP } from '../../report.mjs';
import type { Bench } from '../bench';
import { count } from '../inputs';

const QUERY = 'snap query';
const BUILD = 'snap index build';
const SHEET_SEED = 38;
const POINTS_SEED = 39;
/** 10 screen pixels at zoom 1: image pixels. */
const RADIUS = 10;
/** Query points of each kind (a power of 2: the cases step through them with a mask). */
const QUERIES = 1024;

interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly id: number;
}

function boxesOf(segments: Float64Array): Box[] {
  const boxes: Box[] = [];
  for (let offset = 0; offset < segments.length; offset += 4) {
    const x1 = segments[offset]!;
    const y1 = segments[offset + 1]!;
    const x2 = segments[offset + 2]!;
    const y2 = segments[offset + 3]!;
    boxes.push({ minX: Math.min(x1, x2), minY: Math.min(y1, y2), maxX: Math.max(x1, x2), maxY: Math.max(y1, y2), id: offset / 4 });
  }
  return boxes;
}

function flatbushOf(boxes: readonly Box[]): Flatbush {
  const tree = new Flatbush(boxes.length);
  for (const box of boxes) tree.add(box.minX, box.minY, box.maxX, box.maxY);
  tree.finish();
  return tree;
}

/** How long each query case runs untimed before it is timed. */
const WARM_MS = 300;

/**
 * `warm` runs `work` for WARM_MS (every contender's code optimised, the heap settled after
 * building three indexes over 500,000 boxes), then `settle` collects in full where the runtime
 * offers it (Node runs the bench with --expose-gc), so neither lands inside a case's samples.
 */
const settle = (): void => (globalThis as { gc?: () => void }).gc?.();

function warm(work: () => unknown): void {
  for (const until = performance.now() + WARM_MS; performance.now() < until; ) for (let i = 0; i < 64; i++) work();
  settle();
}

const percent = (part: number, whole: number): string => `${Math.round((100 * part) / whole)} %`;

/** Races no kernel set: our snapping is TypeScript over flatbush. */
export async function runSnap(bench: Bench): Promise<void> {
  const { versions, quick } = bench.config;
  const segmentCount = quick ? 100_000 : 500_000;
  const sheetName = `${count(segmentCount)}-segment plan sheet`;
  const sheet = bench.prepare(BUILD, sheetName, OURS_APP, () => planSheet(segmentCount, SHEET_SEED));
  if (!sheet) return;
  const boxes = boxesOf(sheet.segments);
  const index = buildSnapIndex(sheet.segments);
  const flatbush = flatbushOf(boxes);
  const rbush = new RBush<Box>().load(boxes);
  const flatbushName = `flatbush ${versions.flatbush} neighbors`;
  const rbushName = `rbush ${versions.rbush} search`;

  const random = seededRandom(POINTS_SEED);
  const anywhere = Array.from({ length: QUERIES }, () => ({ x: random() * sheet.width, y: random() * sheet.height }));
  const nearCorners = Array.from({ length: QUERIES }, () => {
    const corner = sheet.corners[Math.floor(random() * sheet.corners.length)]!;
    return { x: corner.x + (random() - 0.5) * RADIUS, y: corner.y + (random() - 0.5) * RADIUS };
  });
  const onHatching = Array.from({ length: QUERIES }, () => {
    const room = sheet.hatched[Math.floor(random() * sheet.hatched.length)]!;
    return { x: room.x + random() * room.width, y: room.y + random() * room.height };
  });

  for (const [where, points] of [
    ['anywhere on it', anywhere],
    ['up to 5 px across and down from wall corners', nearCorners],
    ['on brick hatching', onHatching],
  ] as const) {
    const input = `${sheetName}, ${QUERIES} points ${where}, r = ${RADIUS} px`;
    const kinds = new Map<SnapKind | 'none', number>();
    for (const point of points) {
      const kind = snapTarget(index, point, RADIUS)?.kind ?? 'none';
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const found = (['endpoint', 'intersection', 'midpoint', 'none'] as const).map((kind) => `${kind} ${percent(kinds.get(kind) ?? 0, QUERIES)}`).join(', ');
    const square = (point: { x: number; y: number }) => ({ minX: point.x - RADIUS, minY: point.y - RADIUS, maxX: point.x + RADIUS, maxY: point.y + RADIUS });
    // Counted untimed, for the notes.
    const neighbours = points.reduce((sum, point) => sum + flatbush.neighbors(point.x, point.y, MAX_CROSSING_SEGMENTS, RADIUS).length, 0);
    const hits = points.reduce((sum, point) => sum + rbush.search(square(point)).length, 0);
    // Each case one query a call, the points taken in turn, each with its own closure (one call
    // site per contender, so none pays for another's shape), warmed up before it is timed.
    let ours = 0;
    const oursQuery = () => snapTarget(index, points[ours++ & (QUERIES - 1)]!, RADIUS);
    let flat = 0;
    const flatbushQuery = () => {
      const point = points[flat++ & (QUERIES - 1)]!;
      return flatbush.neighbors(point.x, point.y, MAX_CROSSING_SEGMENTS, RADIUS);
    };
    let r = 0;
    const rbushQuery = () => rbush.search(square(points[r++ & (QUERIES - 1)]!));
    warm(oursQuery);
    bench.time(QUERY, input, OURS_APP, oursQuery, { note: `per query; ${found}` });
    warm(flatbushQuery);
    bench.time(QUERY, input, flatbushName, flatbushQuery, {
      note: `candidates only: ${(neighbours / QUERIES).toFixed(1)} boxes a query, at most ${MAX_CROSSING_SEGMENTS}`,
    });
    warm(rbushQuery);
    bench.time(QUERY, input, rbushName, rbushQuery, { note: `candidates only: ${(hits / QUERIES).toFixed(1)} boxes a query` });
    await Promise.resolve();
  }

  settle();
  bench.time(BUILD, sheetName, OURS_APP, () => buildSnapIndex(sheet.segments), { note: 'flatbush over the packed segments' });
  settle();
  bench.time(BUILD, sheetName, `flatbush ${versions.flatbush}`, () => flatbushOf(boxes), { note: 'the same boxes, from box records' });
  settle();
  bench.time(BUILD, sheetName, `rbush ${versions.rbush} load`, () => new RBush<Box>().load(boxes), { note: 'bulk load of ready box records' });
}
