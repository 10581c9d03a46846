/**
 * The takeoff table (issue 38 item 6): 1,000 layers over 50 sheets (engine/takeoff/testing/
 * manySheets.ts), every layer measured into its item, the sheets and costs summed: the whole
 * table as the panel computes it on a change. Its goal is one frame, 16 ms. The baseline is the
 * least any takeoff must do, the same 1,000 layers measured one by one (documentLayerResults, as
 * the results panel measures each layer) with nothing summed.
 */
import { documentLayerResults } from '../../../src/engine/map/mapResults';
import { takeoffTable } from '../../../src/engine/takeoff/takeoffTable';
import { manySheets } from '../../../src/engine/takeoff/testing/manySheets';
import type { Bench } from '../bench';
import { OURS_APP } from '../../report.mjs';

const KERNEL = 'takeoff table';
const SHEETS = 50;
const LAYERS_PER_SHEET = 20;

export async function runTakeoff(bench: Bench): Promise<void> {
  const sheets = manySheets(SHEETS, LAYERS_PER_SHEET);
  const input = `${(SHEETS * LAYERS_PER_SHEET).toLocaleString('en-US')} layers over ${SHEETS} sheets`;
  const rows = takeoffTable(sheets).rows.length;
  bench.time(KERNEL, input, OURS_APP, () => takeoffTable(sheets), { note: `${rows} items; goal: one frame, 16 ms` });
  bench.time(
    KERNEL,
    input,
    'the layers measured alone',
    () => {
      let perimeter = 0;
      for (const { document } of sheets) for (const layer of document.layers) perimeter += documentLayerResults(document, layer).perimeter;
      return perimeter;
    },
    { note: 'the least any takeoff does: each layer measured once, nothing summed' },
  );
  await Promise.resolve();
}
