/** The shapes the benchmark suite shares between Node, the browser worker and the runner script. */
import type { KernelSet } from '../../src/engine/kernels/kernelTypes';
import type { ReadProbe } from '../../src/engine/kernels/testing/memoryProbe';
import type { Cv } from '../../src/engine/kernels/testing/opencv';

export type Environment = 'node' | 'chromium';

/** One line of the results: a kernel on one input by one implementation. */
export interface Row {
  readonly kernel: string;
  readonly input: string;
  readonly implementation: string;
  /** Median wall time of one call, or null when the case failed or was skipped. */
  readonly median_ms: number | null;
  /** Timed runs behind the median (the warm-up not counted); 0 for computed or skipped rows. */
  readonly runs: number;
  readonly environment: Environment;
  readonly note?: string;
  readonly error?: string;
}

export const SUBJECTS = ['bandwidth', 'wand', 'masks', 'simplify', 'selfCrossing', 'area', 'rooms', 'snap', 'takeoff'] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Versions of the baselines, read from node_modules by the runner script. */
export interface BaselineVersions {
  readonly opencv: string;
  readonly simplifyJs: string;
  readonly sweepline: string;
  readonly turfKinks: string;
  readonly turfArea: string;
  readonly flatbush: string;
  readonly rbush: string;
}

/** What one run of one subject is told. */
export interface SubjectConfig {
  readonly subject: Subject;
  readonly environment: Environment;
  /** Only the small inputs: no 96 MP image, no 1M-point contour, no 100k-vertex polygon. */
  readonly quick: boolean;
  readonly versions: BaselineVersions;
  /** Read bandwidth measured earlier in the same environment, GB/s, for the fill's lower bound. */
  readonly readGBps?: number;
}

/** Everything a subject can race: our two kernel sets, OpenCV and the bandwidth probe. */
export interface Contenders {
  readonly wasm: KernelSet;
  readonly typescript: KernelSet;
  readonly cv: Cv;
  readonly loadReadProbe: (bytes: number) => Promise<ReadProbe>;
}

/** Names of the implementations in the tables; ratios are taken against OURS_WASM. */
export const OURS_WASM = 'ours WASM';
export const OURS_TS = 'ours TS';

/** Our two kernel sets with their table names, WASM first. */
export const oursOf = (contenders: Contenders): readonly (readonly [string, KernelSet])[] => [
  [OURS_WASM, contenders.wasm],
  [OURS_TS, contenders.typescript],
];
