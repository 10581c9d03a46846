/**
 * Turns benchmark rows into the tables `npm run bench` prints and writes to bench/results/: one
 * table per environment, with each row's ratio to our WASM kernel (or, for an app workflow, our
 * row) on the same kernel and input (baseline / ours, so above 1 means ours is faster).
 */

/** @typedef {{ kernel: string, input: string, implementation: string, median_ms: number | null, runs: number, environment: string, note?: string, error?: string }} Row */

export const OURS_WASM = 'ours WASM';
/** Our row in the benches of an app workflow (the PDF page picker), which have no WASM kernel. */
export const OURS_APP = 'ours';

/** Marks a row in a subject's output stream: the rest of the line is the row as JSON. */
export const ROW_PREFIX = '@@row ';

/** The bandwidth probe's block, in MiB, and the kernel name of its rows. */
export const PROBE_MIB = 256;
export const BANDWIDTH_KERNEL = 'memory read bandwidth';

const formatMs = (ms) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms >= 0.01 ? ms.toFixed(3) : ms.toExponential(2));

/** baseline / ours for a row, as text; blank when either side has no time. */
function ratio(row, rows) {
  if (row.median_ms === null) return '';
  const ours = rows.find(
    (other) => (other.implementation === OURS_WASM || other.implementation === OURS_APP) && other.kernel === row.kernel && other.input === row.input && other.environment === row.environment,
  );
  if (!ours || ours.median_ms === null || ours.median_ms === 0) return '';
  return (row.median_ms / ours.median_ms).toFixed(2);
}

const HEADER = ['kernel', 'input', 'implementation', 'median ms', 'runs', 'ratio (baseline/ours)', 'note'];

/** The rows grouped by kernel and input, in the order each pair first appears, each group's order kept. */
function grouped(rows) {
  const groups = new Map();
  for (const row of rows) {
    const key = `${row.kernel}\u0000${row.input}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(row);
  }
  return [...groups.values()].flat();
}

/** The rows of one environment as a Markdown table, padded so it also reads in a terminal. */
export function table(rows) {
  const cells = grouped(rows).map((row) => [
    row.kernel,
    row.input,
    row.implementation,
    row.error ? 'error' : row.median_ms === null ? 'skipped' : formatMs(row.median_ms),
    row.median_ms === null ? '' : String(row.runs),
    ratio(row, rows),
    (row.error ? `${row.error}${row.note ? `; ${row.note}` : ''}` : (row.note ?? '')).replaceAll('|', '/'),
  ]);
  const widths = HEADER.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [line(HEADER), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

/**
 * The Markdown report: the machine, how to read the tables, one table per environment.
 * @param {Row[]} rows
 * @param {{ cpu: string, cores: number, node: string, chromium?: string, date: string, quick: boolean, subjects: string[], versions: Record<string, string> }} machine
 */
export function markdownReport(rows, machine) {
  const environments = [...new Set(rows.map((row) => row.environment))];
  return [
    '# Kernel benchmarks',
    '',
    `- Date: ${machine.date}`,
    `- CPU: ${machine.cpu}, ${machine.cores} cores`,
    `- Node ${machine.node}${machine.chromium ? `; Chromium ${machine.chromium} (headless, module worker)` : ''}`,
    `- Baselines: ${Object.entries(machine.versions).map(([name, version]) => `${name} ${version}`).join(', ')}`,
    `- Inputs: ${machine.quick ? 'quick (small inputs only: BENCH_QUICK=1)' : 'full'}; subjects: ${machine.subjects.join(', ')}`,
    '',
    'Median of one call in ms after a warm-up call; `runs` is the number of timed calls. The ratio is',
    "the row's median over our WASM kernel's on the same kernel and input: above 1, ours is faster.",
    'The read-bandwidth bound row is the least time any fill could take; its ratio is the fraction',
    'of that bound our fill reaches. See bench/README.md.',
    '',
    ...environments.flatMap((environment) => [`## ${environment}`, '', table(rows.filter((row) => row.environment === environment)), '']),
  ].join('\n');
}
