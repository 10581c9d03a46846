// Exports of the raster kernels; see assembly/index.ts.
