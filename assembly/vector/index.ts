// Exports of the vector kernels; see assembly/index.ts.
