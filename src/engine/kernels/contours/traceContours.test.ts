import { describe } from 'vitest';
import { contourConformance } from './testing/contourConformance';
import { traceContours } from './traceContours';

describe('plain TS contour tracing (Suzuki–Abe, against OpenCV.js)', () => {
  contourConformance(() => traceContours);
});
