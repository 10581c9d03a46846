/**
 * Detect rooms as an OpenCV.js user would write it, on the plan already in its heap as RGB: grey,
 * walls by threshold, distanceTransform (chessboard), cores beyond half the door width,
 * connectedComponents (4-connected), the cores grown over the paper by watershed with the walls
 * as one more marker, then each room not touching the edge traced (findContours in its core's
 * box grown by the door width, approxPolyDP at tolerance 2). Every Mat made here is deleted.
 */
import type { Cv } from '../../src/engine/kernels/testing/opencv';

type Mat = InstanceType<Cv['Mat']>;

export function cvDetectRooms(cv: Cv, rgb: Mat, gapPx: number, minAreaPx: number): number {
  const reach = Math.ceil(gapPx / 2);
  const made: Mat[] = [];
  const mat = (): Mat => {
    const created = new cv.Mat();
    made.push(created);
    return created;
  };
  try {
    const grey = mat();
    cv.cvtColor(rgb, grey, cv.COLOR_RGB2GRAY);
    const paper = mat();
    cv.threshold(grey, paper, 127, 255, cv.THRESH_BINARY);
    const distance = mat();
    cv.distanceTransform(paper, distance, cv.DIST_C, 3);
    const coreFloat = mat();
    cv.threshold(distance, coreFloat, reach, 255, cv.THRESH_BINARY);
    const core = mat();
    coreFloat.convertTo(core, cv.CV_8U);
    const markers = mat();
    const stats = mat();
    const centroids = mat();
    const labels = cv.connectedComponentsWithStats(core, markers, stats, centroids, 4, cv.CV_32S);
    // The walls are one more marker, so no room floods over them.
    const wallLabel = labels;
    const walls = mat();
    cv.threshold(grey, walls, 127, 1, cv.THRESH_BINARY_INV);
    const wallMarkers = mat();
    walls.convertTo(wallMarkers, cv.CV_32S, wallLabel);
    cv.add(markers, wallMarkers, markers);
    cv.watershed(rgb, markers);
    let rooms = 0;
    const { cols, rows } = rgb;
    for (let label = 1; label < labels; label++) {
      const [x, y, w, h] = [0, 1, 2, 3].map((k) => stats.intAt(label, k));
      const box = new cv.Rect(
        Math.max(0, x! - reach - 2),
        Math.max(0, y! - reach - 2),
        Math.min(cols, x! + w! + reach + 2) - Math.max(0, x! - reach - 2),
        Math.min(rows, y! + h! + reach + 2) - Math.max(0, y! - reach - 2),
      );
      if (box.x === 0 || box.y === 0 || box.x + box.width === cols || box.y + box.height === rows) continue;
      const region = markers.roi(box);
      const low = new cv.Mat(region.rows, region.cols, cv.CV_32S, new cv.Scalar(label));
      const high = new cv.Mat(region.rows, region.cols, cv.CV_32S, new cv.Scalar(label));
      const selected = new cv.Mat();
      cv.inRange(region, low, high, selected);
      const contours = new cv.MatVector();
      const hierarchy = new cv.Mat();
      cv.findContours(selected, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_NONE);
      if (contours.size() > 0 && cv.countNonZero(selected) >= minAreaPx) {
        const simplified = new cv.Mat();
        cv.approxPolyDP(contours.get(0), simplified, 2, true);
        simplified.delete();
        rooms++;
      }
      for (const item of [region, low, high, selected, contours, hierarchy]) item.delete();
    }
    return rooms;
  } finally {
    for (const item of made) item.delete();
  }
}
