// Exports of the raster kernels; see assembly/index.ts.
export { rasterBlurRadius } from './blurRadius';
export { rasterBlurOutline } from './blur';
export { rasterFloodFill } from './floodFill';
export { rasterArea, rasterBounds, rasterIntersects, rasterSubtract, rasterUnion } from './maskAlgebra';
export { rasterDarkPixels, rasterSplitChannels } from './channels';
export { rasterCloseGaps } from './closeGaps';
