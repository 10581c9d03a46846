// The kernels module: typed data in through linear memory, numbers out. The host allocates its
// input in the arena, copies it there, calls a kernel with the pointer, reads the result, then
// resets the arena to where it was. Each area of kernels exports from its own folder.
export { arenaTop, arenaReset, arenaAlloc } from './arena';
export * from './raster/index';
export * from './contours/index';
export * from './vector/index';
export * from './probe/index';
