// Exports of the contours kernels; see assembly/index.ts.
