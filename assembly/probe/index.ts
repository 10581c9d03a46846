// Exports of the benchmark probes (memory bandwidth); see assembly/index.ts.
