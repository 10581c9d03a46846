/**
 * Memory-read bandwidth: our SIMD probe summing a block far larger than any cache, beside the same
 * sum in plain JS. Its GB/s gives the floor under the fill (see wand.ts).
 */
import { BANDWIDTH_KERNEL, PROBE_MIB } from '../../report.mjs';
import type { Bench } from '../bench';
import { OURS_WASM, type Contenders } from '../types';

const PROBE_BYTES = PROBE_MIB * 2 ** 20;
const INPUT = `${PROBE_MIB} MiB block`;

const gbps = (bytes: number, ms: number): string => `${(bytes / ms / 1e6).toFixed(1)} GB/s`;

/** The plain-JS rival: the same block as 32-bit words, summed in a simple loop. */
function sumWords(words: Int32Array): number {
  let a = 0;
  let b = 0;
  for (let i = 0; i < words.length; i += 2) {
    a = (a + words[i]!) | 0;
    b = (b + words[i + 1]!) | 0;
  }
  return (a + b) | 0;
}

export async function runBandwidth(bench: Bench, contenders: Contenders): Promise<void> {
  const probe = await contenders.loadReadProbe(PROBE_BYTES);
  try {
    bench.time(BANDWIDTH_KERNEL, INPUT, OURS_WASM, () => probe.read(), { note: (timing) => gbps(probe.bytes, timing.medianMs) });
  } finally {
    probe.release();
  }
  const words = new Int32Array(PROBE_BYTES / 4);
  for (let i = 0; i < words.length; i += 1024) words[i] = i;
  bench.time(BANDWIDTH_KERNEL, INPUT, 'plain JS (Int32Array sum)', () => sumWords(words), { note: (timing) => gbps(PROBE_BYTES, timing.medianMs) });
}
