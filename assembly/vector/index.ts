// Exports of the vector kernels; see assembly/index.ts.
export { allFinite } from './finite';
export { polygonArea } from './polygonArea';
export { pathLength } from './pathLength';
export { segmentCrossesPolyline } from './segmentCrossesPolyline';
export { selfCrossing } from './selfCrossing';
export { simplify } from './simplify';
export { outlineArea, outlineLength } from './measureOutline';
