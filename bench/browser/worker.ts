/**
 * The benchmark worker: runs the subject it is sent, with OpenCV.js loaded from the runner's
 * server. A module worker has no importScripts, so opencv.js (a classic UMD script) is fetched
 * and run as a function body, where its `this` is the global scope it attaches `cv` to.
 */
import type { Cv } from '../../src/engine/kernels/testing/opencv';
import { runSubject } from '../suite/runSubject';
import type { SubjectConfig } from '../suite/types';
import type { WorkerMessage } from './messages';

/** Where the runner's server serves node_modules/@techstark/opencv-js/dist/opencv.js. */
const OPENCV_URL = '/opencv.js';

type CvModule = Cv & { onRuntimeInitialized?: () => void; then?: unknown };

async function loadOpenCvInWorker(): Promise<Cv> {
  const source = await (await fetch(OPENCV_URL)).text();
  new Function(source).call(globalThis);
  const cv = (globalThis as unknown as { cv: CvModule }).cv;
  await new Promise<void>((resolve) => {
    if (typeof cv.Mat === 'function') resolve();
    else cv.onRuntimeInitialized = resolve;
  });
  // The module is a thenable resolving to itself; awaiting it would never settle.
  delete cv.then;
  return cv;
}

const post = (message: WorkerMessage): void => self.postMessage(message);

self.onmessage = async (event: MessageEvent<SubjectConfig>) => {
  await runSubject(
    event.data,
    loadOpenCvInWorker,
    (row) => post({ type: 'row', row }),
    (text) => post({ type: 'log', text }),
  );
  post({ type: 'done' });
};
