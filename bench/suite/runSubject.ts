/**
 * Runs one subject of the suite in the current environment (Node or a browser worker), streaming
 * each row as it completes. The runner script starts a fresh process or worker per subject, so a
 * crash or an exhausted heap loses one subject, not the run.
 */
import { loadWasmKernels, typescriptKernels } from '../../src/engine/kernels/loadKernels';
import { loadReadProbe } from '../../src/engine/kernels/testing/memoryProbe';
import type { KernelSet, RasterKernels, VectorKernels } from '../../src/engine/kernels/kernelTypes';
import type { Cv } from '../../src/engine/kernels/testing/opencv';
import { createBench, errorText, type Bench } from './bench';
import { runArea } from './subjects/area';
import { runBandwidth } from './subjects/bandwidth';
import { runMasks } from './subjects/masks';
import { runRooms } from './subjects/rooms';
import { runSelfCrossing } from './subjects/selfCrossing';
import { runSimplify } from './subjects/simplify';
import { runSnap } from './subjects/snap';
import { runTakeoff } from './subjects/takeoff';
import { runWand } from './subjects/wand';
import type { Contenders, Row, Subject, SubjectConfig } from './types';

const RUNNERS: Record<Subject, (bench: Bench, contenders: Contenders) => Promise<void>> = {
  bandwidth: runBandwidth,
  wand: runWand,
  masks: runMasks,
  simplify: runSimplify,
  selfCrossing: runSelfCrossing,
  area: runArea,
  rooms: runRooms,
  snap: runSnap,
  takeoff: runTakeoff,
};

/**
 * A kernel set that failed to load: every method throws the load error, so each of its rows
 * becomes an error row while the baselines still run.
 */
function unavailable(implementation: KernelSet['implementation'], error: unknown): KernelSet {
  const failing = new Proxy(
    {},
    {
      get: () => () => {
        throw error;
      },
    },
  );
  return { implementation, raster: failing as RasterKernels, vector: failing as VectorKernels };
}

function loadTypescript(): KernelSet {
  try {
    return typescriptKernels();
  } catch (error) {
    return unavailable('typescript', error);
  }
}

export async function runSubject(config: SubjectConfig, loadCv: () => Promise<Cv>, emit: (row: Row) => void, log: (text: string) => void): Promise<void> {
  const bench = createBench(config, emit, log);
  try {
    const contenders: Contenders = {
      loadReadProbe,
      wasm: await loadWasmKernels().catch((error: unknown) => unavailable('wasm', error)),
      typescript: loadTypescript(),
      cv: await loadCv(),
    };
    await RUNNERS[config.subject](bench, contenders);
  } catch (error) {
    bench.record({ kernel: config.subject, input: '-', implementation: '-', median_ms: null, runs: 0, error: errorText(error) });
  }
}
