import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATE_VERSION, migratedDocumentStateSchema, parseDocumentState } from './documentState';
import { EMPTY_SKETCH } from './testing/documentStates';
import { layerName } from './layerName';

const emptySketch = EMPTY_SKETCH;

const layer = {
  id: 1, color: 'pink', sketch: emptySketch, notes: [],
  history: { entries: [emptySketch], currentPosition: 0 }, visible: true, pinned: false,
};

const stateWithoutVersion = {
  drawArea: { width: 1000, height: 800 },
  image: null,
  instrument: 'straight',
  layers: { showAllLayers: false, currentIndex: 0, list: [layer] },
  map: null,
  scale: { value: 2, text: '2', measure: 'm', lineReady: false, manual: false },
  zoom: 1.5,
  offset: { x: -10, y: 4 },
  label: { showSumLabels: false },
};

describe('saved document state', () => {
  it('reads a state of the current version', () => {
    const state = parseDocumentState({ ...stateWithoutVersion, version: DOCUMENT_STATE_VERSION });
    expect(state.scale).toMatchObject({ value: 2, measure: 'm' });
    expect(state.layers.list[0]!.history.entries).toHaveLength(1);
  });

  it('keeps a known-length scale with its reference line, ready flag and manual flag', () => {
    const scale = { value: 0.525, text: '0.525', measure: 'ft', line: [{ x: 100, y: 100 }, { x: 400, y: 100 }], lineReady: true, manual: true };
    const state = parseDocumentState(JSON.parse(JSON.stringify({ ...stateWithoutVersion, scale })));
    expect(state.scale).toEqual(scale);
  });

  it('migrates a state saved before versions existed', () => {
    expect(parseDocumentState(stateWithoutVersion).version).toBe(DOCUMENT_STATE_VERSION);
  });

  it('opens a version-1 state unchanged as the current version: no sketch has count markers', () => {
    const state = parseDocumentState({ ...stateWithoutVersion, version: 1 });
    expect(state.version).toBe(DOCUMENT_STATE_VERSION);
    expect(state.layers.list[0]!.sketch).toEqual(emptySketch);
    expect(state.layers.list[0]!.sketch.count).toBeUndefined();
    expect(state.instrument).toBe('straight');
  });

  it('keeps a layer\'s count markers, their symbol and the count instrument', () => {
    const count = { symbol: 'triangle', markers: [{ x: 10, y: 20 }, { x: 30, y: 40 }] };
    const sketch = { ...emptySketch, count };
    const counted = { ...layer, sketch, history: { entries: [sketch], currentPosition: 0 } };
    const state = parseDocumentState({ ...stateWithoutVersion, version: 2, instrument: 'count_tool', layers: { ...stateWithoutVersion.layers, list: [counted] } });
    expect(state.layers.list[0]!.sketch.count).toEqual(count);
    expect(state.instrument).toBe('count_tool');
    const unknown = { ...sketch, count: { ...count, symbol: 'star' } };
    expect(() => parseDocumentState({ ...stateWithoutVersion, version: 2, layers: { ...stateWithoutVersion.layers, list: [{ ...counted, sketch: unknown }] } })).toThrow(/symbol/);
  });

  it('opens a version-2 state unchanged: no sketch has cutouts', () => {
    const state = parseDocumentState({ ...stateWithoutVersion, version: 2 });
    expect(state.version).toBe(DOCUMENT_STATE_VERSION);
    expect(state.layers.list[0]!.sketch).toEqual(emptySketch);
    expect(state.layers.list[0]!.sketch).not.toHaveProperty('cutouts');
  });

  it('keeps a sketch\'s cutouts and the Cutout instrument, and refuses a cutout of two points', () => {
    const hole = [{ x: 10, y: 10 }, { x: 20, y: 10 }, { x: 20, y: 20 }];
    const sketch = { ...emptySketch, closed: true, cutouts: [hole] };
    const cut = { ...layer, sketch, history: { entries: [sketch], currentPosition: 0 } };
    const layers = { ...stateWithoutVersion.layers, list: [cut] };
    const state = parseDocumentState({ ...stateWithoutVersion, version: 3, instrument: 'cutout_tool', layers });
    expect(state.layers.list[0]!.sketch.cutouts).toEqual([hole]);
    expect(state.instrument).toBe('cutout_tool');
    const twoPoints = { ...sketch, cutouts: [hole.slice(0, 2)] };
    expect(() => parseDocumentState({ ...stateWithoutVersion, version: 3, layers: { ...layers, list: [{ ...cut, sketch: twoPoints }] } })).toThrow(/cutouts/);
  });

  it('opens a version-3 state unchanged as the current version: its layers have no names, so they read "Layer N" as before', () => {
    const state = parseDocumentState({ ...stateWithoutVersion, version: 3, layers: { ...stateWithoutVersion.layers, list: [layer, { ...layer, id: 2 }] } });
    expect(state.version).toBe(DOCUMENT_STATE_VERSION);
    expect(state.layers.list.map((each) => 'name' in each)).toEqual([false, false]);
    expect(state.layers.list.map((each, index) => layerName(each, index))).toEqual(['Layer 1', 'Layer 2']);
  });

  it('keeps a layer\'s name, trimmed, and refuses an empty one, one too long, and one with a control or bidi-override character', () => {
    const named = (name: unknown) => ({ ...stateWithoutVersion, version: DOCUMENT_STATE_VERSION, layers: { ...stateWithoutVersion.layers, list: [{ ...layer, name }] } });
    expect(parseDocumentState(named('Kitchen')).layers.list[0]!.name).toBe('Kitchen');
    expect(parseDocumentState(named('  Room 3 ')).layers.list[0]!.name).toBe('Room 3');
    expect(parseDocumentState(named('x'.repeat(60))).layers.list[0]!.name).toHaveLength(60);
    for (const bad of ['', '   ', 'x'.repeat(61), 'Kit\u0000chen', 'Line\nbreak', 'Ann\u202Egpj.exe', 'C1\u009b', 42]) {
      expect(() => parseDocumentState(named(bad)), JSON.stringify(bad)).toThrow(/name/);
    }
    // A print or export request carries the same state: its names pass the same schema.
    expect(migratedDocumentStateSchema.safeParse(named('Ann\u202Egpj.exe')).success).toBe(false);
  });

  it('refuses a state from a newer app, a wrong type, and a zoom out of range, saying why', () => {
    expect(() => parseDocumentState({ ...stateWithoutVersion, version: 99 })).toThrow(/newer than this app/);
    expect(() => parseDocumentState('not a document')).toThrow(/must be an object/);
    // A version that is no number is not taken for a state from before versions.
    expect(() => parseDocumentState({ ...stateWithoutVersion, version: 'three' })).toThrow(/version/);
    expect(migratedDocumentStateSchema.safeParse({ ...stateWithoutVersion, version: 'three' }).success).toBe(false);
    expect(migratedDocumentStateSchema.safeParse({ ...stateWithoutVersion, version: 0.5 }).success).toBe(false);
    expect(migratedDocumentStateSchema.safeParse({ ...stateWithoutVersion, version: 2 }).data?.version).toBe(DOCUMENT_STATE_VERSION);
    expect(() => parseDocumentState({ ...stateWithoutVersion, zoom: 11 })).toThrow(/zoom/);
    expect(() => parseDocumentState({ ...stateWithoutVersion, layers: { ...stateWithoutVersion.layers, list: [] } })).toThrow(/list/);
  });
});
