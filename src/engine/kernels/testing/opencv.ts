/**
 * Loads OpenCV.js (@techstark/opencv-js, pinned 4.12.0-release.1) once in Node, for the tests
 * that hold our kernels to OpenCV's answers and for the benchmarks that race them. Never part of
 * the app.
 */
import { createRequire } from 'node:module';
import type * as OpenCv from '@techstark/opencv-js';

export type Cv = typeof OpenCv;

type EmscriptenModule = Cv & { onRuntimeInitialized?: () => void; then?: unknown };

let loading: Promise<Cv> | undefined;

/** The initialised OpenCV module; its WASM runtime compiles on first use (about 0.3 s). */
export function loadOpenCv(): Promise<Cv> {
  loading ??= new Promise<Cv>((resolve) => {
    // Required, not imported: the module is an Emscripten thenable that resolves to itself, so
    // `await import()` of it, or resolving a promise with it, would never settle.
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as EmscriptenModule;
    const ready = (): void => {
      delete cv.then;
      resolve(cv);
    };
    if (typeof cv.Mat === 'function') ready();
    else cv.onRuntimeInitialized = ready;
  });
  return loading;
}
