/**
 * `BENCH_ONLY=photo npm run bench` (and the end of the default run), in Node: measuring a shape
 * drawn on a photo through its perspective rectangle (issue 23). A 10,000-vertex outline on the
 * issue's synthetic floor photo is mapped onto the floor's plane and measured:
 * - ours, the measure alone (homography.ts's map, then the shoelace sum), against OpenCV.js
 *   (getPerspectiveTransform, perspectiveTransform, contourArea and arcLength), which must agree;
 * - ours with its "±" (planeScale.ts: the result and its first-order uncertainty, 16 more
 *   measures), against sampling the corners 200 times (how the first version of the issue's
 *   engine gave its ±; written here, not in the app).
 * Prints the table and writes bench/results/photo.md. Runs with the repository root as cwd.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { Point } from '../../src/shared/geometry';
import type { Scale } from '../../src/shared/schemas';
import { closedPolygonSketch } from '../../src/engine/document/polygonLayers';
import type { Quad } from '../../src/engine/geometry/homography';
import { randomPolygon, seededRandom } from '../../src/engine/kernels/randomPolygon';
import { loadOpenCv } from '../../src/engine/kernels/testing/opencv';
import { UNCERTAINTY_SPREADS } from '../../src/engine/measure/firstOrderUncertainty';
import { measureThroughRectangle } from '../../src/engine/measure/perspectiveMeasure';
import { planeResults } from '../../src/engine/measure/planeScale';
import { measure } from '../suite/measure';

const VERTICES = 10_000;
/** The floor photo (measure/testing/tiledFloorPhoto.ts's camera): 4 × 3 m at an angle. */
const CORNERS: Quad = [{ x: 300, y: 1300 }, { x: 1700, y: 1300 }, { x: 1350, y: 500 }, { x: 650, y: 500 }];
const ZOOM = 1;
const version = (name: string): string => (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
const OPENCV = `OpenCV.js (@techstark/opencv-js ${version('@techstark/opencv-js')})`;

const outline = randomPolygon(seededRandom(23), VERTICES, { center: { x: 1000, y: 950 }, radius: 280, clockwise: false });
const sketch = closedPolygonSketch(outline, false);
const scale: Scale = {
  ...{ value: 1, text: '1', measure: 'm', lineReady: false, manual: true },
  plane: { kind: 'perspective', corners: [...CORNERS] as [Point, Point, Point, Point], width: 4, height: 3, unit: 'm', zoom: ZOOM },
};

const cv = await loadOpenCv();
/** OpenCV's map of the corners to the 4 × 3 m rectangle, then its area and length of the mapped outline. */
function openCvMeasure(): { area: number; perimeter: number } {
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, CORNERS.flatMap(({ x, y }) => [x, y]));
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, 4, 0, 4, 3, 0, 3]);
  const map = cv.getPerspectiveTransform(from, to);
  const points = cv.matFromArray(VERTICES, 1, cv.CV_64FC2, outline.flatMap(({ x, y }) => [x, y]));
  const mapped = new cv.Mat();
  cv.perspectiveTransform(points, mapped, map);
  const contour = new cv.Mat();
  mapped.convertTo(contour, cv.CV_32FC2);
  const result = { area: cv.contourArea(contour), perimeter: cv.arcLength(contour, true) };
  for (const mat of [from, to, map, points, mapped, contour]) mat.delete();
  return result;
}

const rectangle = { corners: CORNERS, width: 4, height: 3 };
const oursMeasure = () => measureThroughRectangle(rectangle, outline, true)!;
const oursWithUncertainty = () => planeResults(sketch, scale)!;
/** The first version's ±: 200 maps from corners moved at random within half a pixel, UNCERTAINTY_SPREADS deviations. */
function sampledUncertainty(): number {
  const random = seededRandom(11);
  const areas: number[] = [];
  for (let i = 0; i < 200; i++) {
    const corners = CORNERS.map((corner) => ({ x: corner.x + (0.5 / ZOOM) * (2 * random() - 1), y: corner.y + (0.5 / ZOOM) * (2 * random() - 1) })) as unknown as Quad;
    areas.push(measureThroughRectangle({ ...rectangle, corners }, outline, true)!.area!);
  }
  const mean = areas.reduce((sum, area) => sum + area, 0) / areas.length;
  return UNCERTAINTY_SPREADS * Math.sqrt(areas.reduce((sum, area) => sum + (area - mean) ** 2, 0) / (areas.length - 1));
}

const ms = (value: number): string => (value >= 1 ? value.toFixed(2) : value.toFixed(3));
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const ours = { result: oursMeasure(), timing: measure(oursMeasure) };
const opencv = { result: openCvMeasure(), timing: measure(openCvMeasure) };
const withPlusMinus = { result: oursWithUncertainty(), timing: measure(oursWithUncertainty) };
const sampled = { result: sampledUncertainty(), timing: measure(sampledUncertainty) };
const input = `${VERTICES.toLocaleString('en-US')}-vertex outline on the 4 × 3 m floor photo`;
const rows = [
  [input, 'map and measure', 'ours (homography.ts + shoelace)', ms(ours.timing.medianMs), String(ours.timing.runs), '1.00', `${ours.result.area!.toFixed(6)} m², ${ours.result.perimeter.toFixed(4)} m`],
  [input, 'map and measure', OPENCV, ms(opencv.timing.medianMs), String(opencv.timing.runs), (opencv.timing.medianMs / ours.timing.medianMs).toFixed(2), `${opencv.result.area.toFixed(6)} m², ${opencv.result.perimeter.toFixed(4)} m`],
  [input, 'result with its ±', 'ours (planeScale.ts, first order)', ms(withPlusMinus.timing.medianMs), String(withPlusMinus.timing.runs), '1.00', `± ${withPlusMinus.result.areaUncertainty!.toFixed(6)} m²`],
  [input, 'result with its ±', 'sampling the corners 200 times', ms(sampled.timing.medianMs), String(sampled.timing.runs), (sampled.timing.medianMs / withPlusMinus.timing.medianMs).toFixed(2), `± ${sampled.result.toFixed(6)} m²`],
];
const text = table(['input', 'what', 'implementation', 'median ms', 'runs', 'ratio (baseline/ours)', 'area, perimeter or ±'], rows);
const agreement = Math.abs(opencv.result.area - ours.result.area!) / ours.result.area!;
console.log(`\nphoto (node)\n${text}\n\nOpenCV.js's area differs from ours by ${(agreement * 100).toExponential(2)} % (it maps in doubles, measures in 32-bit floats).`);
const report = [
  '# Photo measuring benchmark (issue 23)',
  '',
  `- Date: ${new Date().toISOString()}`,
  `- CPU: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores; Node ${process.version}`,
  '- Median of one call after a warm-up (bench/suite/measure.ts). The ratio is the baseline\'s median over ours: above 1, ours is faster.',
  '',
  text,
  '',
  `OpenCV.js's area differs from ours by ${(agreement * 100).toExponential(2)} % (it maps in doubles, measures in 32-bit floats).`,
  '',
].join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/photo.md', report);
console.log('\nWrote bench/results/photo.md');
