/**
 * The Node side of `npm run bench`: runs the one subject named in BENCH_CONFIG (JSON of a
 * SubjectConfig) and prints its rows, each on a line of its own after ROW_PREFIX.
 */
import { loadOpenCv } from '../../src/engine/kernels/testing/opencv';
import { ROW_PREFIX } from '../report.mjs';
import { runSubject } from '../suite/runSubject';
import type { SubjectConfig } from '../suite/types';

const config = JSON.parse(process.env.BENCH_CONFIG ?? '') as SubjectConfig;
await runSubject(
  config,
  loadOpenCv,
  (row) => console.log(ROW_PREFIX + JSON.stringify(row)),
  (text) => console.log(`  ${text}`),
);
// OpenCV's runtime keeps the event loop alive.
process.exit(0);
