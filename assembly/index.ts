// The kernels module: typed data in through linear memory, numbers out. The host copies its
// input into the region returned by `reserve`, then calls a kernel with that pointer.
export { reserve } from './reserve';
export { polygonArea } from './polygonArea';
export { pathLength } from './pathLength';
export { segmentCrossesPolyline } from './segmentCrossesPolyline';
