/**
 * The saved state the documents routes are tested with (src/server/documents/testing/
 * squarePlotState.json) is made here by the real editor: a slanted known-length scale line and a
 * closed square. Server code may not import the engine, so the state lives as JSON; this test
 * keeps that JSON honest. `UPDATE_FIXTURES=1 npx vitest run tests/unit/squarePlotState.test.ts`
 * rewrites it after a deliberate change of the saved state.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATE_VERSION, parseDocumentState, type DocumentState } from '../../src/shared/documentState';
import { savedInstrument } from '../../src/engine/document/restoredInstrument';
import { layerResults } from '../../src/engine/measure/measureSketch';
import { createEditorDriver } from '../../src/engine/testing/editorDriver';

const FIXTURE = new URL('../../src/shared/testing/squarePlotState.json', import.meta.url);

function drawSquarePlot(): { state: DocumentState; results: { perimeter: number; area: number | null } } {
  const driver = createEditorDriver({ measure: 'm' });
  driver.choose('scale_line');
  driver.drag([13, 17], [290.5, 211.25]);
  driver.send({ type: 'scale.knownLength', length: 7, unit: 'm' });
  driver.send({ type: 'scale.addToCanvas' });
  driver.clickPath([[100, 100], [400, 100], [400, 400], [100, 400], [100, 100]]);
  const document = driver.document();
  const state: DocumentState = {
    version: DOCUMENT_STATE_VERSION,
    drawArea: driver.viewport().stage,
    image: document.image,
    instrument: savedInstrument(driver.instrument() as Parameters<typeof savedInstrument>[0]),
    layers: { showAllLayers: document.showAllLayers, currentIndex: document.currentIndex, list: [...document.layers] },
    map: null,
    scale: document.scale,
    zoom: driver.viewport().zoom,
    offset: driver.viewport().offset,
    label: { showSumLabels: false },
  };
  const { perimeter, area } = layerResults(document.layers[0]!, document.scale);
  return { state: JSON.parse(JSON.stringify(state)) as DocumentState, results: { perimeter, area } };
}

describe('the square-plot saved state used by the server tests', () => {
  it('is what the editor saves for a closed square under a known-length scale', () => {
    const made = drawSquarePlot();
    if (process.env.UPDATE_FIXTURES === '1') writeFileSync(FIXTURE, `${JSON.stringify(made, null, 2)}\n`);
    const stored = JSON.parse(readFileSync(FIXTURE, 'utf8')) as typeof made;
    expect(stored).toEqual(made);
    expect(parseDocumentState(stored.state)).toEqual(made.state);
  });

  it('measures the same from the stored JSON as from the live drawing, to the last digit', () => {
    const stored = JSON.parse(readFileSync(FIXTURE, 'utf8')) as ReturnType<typeof drawSquarePlot>;
    const restored = parseDocumentState(stored.state);
    expect(layerResults(restored.layers.list[0]!, restored.scale)).toMatchObject(stored.results);
    // Not round numbers: a lost digit anywhere in the state would show here.
    expect(Number.isInteger(stored.results.area)).toBe(false);
  });
});
