/**
 * The vector kernels in plain TypeScript, for when WebAssembly is unavailable, and the reference
 * the WASM kernels are tested against. Inputs are checked exactly as the WASM side checks them.
 */
import { douglasPeuckerIndices, pickVertices } from '../../geometry/douglasPeucker';
import { measureOutlineExactly } from '../../geometry/exactOutlineMeasure';
import { pathLengthFlat, pointsOf } from '../../geometry/flatPath';
import { shoelaceAreaFlat } from '../../geometry/polygon';
import { segmentCrossesPolyline } from '../../geometry/segments';
import { firstSelfCrossing } from '../../geometry/selfCrossing';
import type { VectorKernels } from '../kernelTypes';
import { allFinite, checkOutline, checkPath, checkPoints, checkTolerance, minimumPoints } from './vectorChecks';

export const typescriptVector: VectorKernels = {
  polygonArea(coords) {
    checkPath(coords, 0, allFinite);
    return shoelaceAreaFlat(coords);
  },
  pathLength(coords, closed) {
    checkPath(coords, 0, allFinite);
    return pathLengthFlat(coords, closed);
  },
  segmentCrossesPolyline(a, b, coords, options) {
    checkPoints(a, b);
    checkPath(coords, 0, allFinite);
    return segmentCrossesPolyline(a, b, pointsOf(coords), options);
  },
  selfCrossing(coords, closed) {
    checkPath(coords, minimumPoints(closed), allFinite);
    return firstSelfCrossing(coords, closed);
  },
  simplify(coords, tolerance, closed) {
    checkTolerance(tolerance);
    checkPath(coords, minimumPoints(closed), allFinite);
    return pickVertices(coords, douglasPeuckerIndices(coords, tolerance, closed));
  },
  measureOutline(outline) {
    checkOutline(outline);
    return measureOutlineExactly(outline);
  },
};
