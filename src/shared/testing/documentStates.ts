/**
 * Saved-document states as the server receives them (plain JSON of the current version), for tests
 * of the schemas, the API and the repositories, which may not reach into the engine to build one.
 */
import { DOCUMENT_STATE_VERSION } from '../documentState';

/** A sketch with nothing drawn on it. */
export const EMPTY_SKETCH = {
  closed: false, type: 'lines', angleClosed: false, hasCurved: false, labelsVisible: true,
  lines: [], angleLines: [], shapes: [], controlPoints: [], supportPoints: [],
};

/** One empty pink layer on an 800 × 600 area at zoom 1, scale 1 m, on the grid. */
export const EMPTY_DOCUMENT_STATE = {
  version: DOCUMENT_STATE_VERSION,
  drawArea: { width: 800, height: 600 },
  image: null,
  instrument: 'straight',
  layers: {
    showAllLayers: false,
    currentIndex: 0,
    list: [{ id: 1, color: 'pink', sketch: EMPTY_SKETCH, notes: [], history: { entries: [EMPTY_SKETCH], currentPosition: 0 }, visible: true, pinned: false }],
  },
  map: null,
  scale: { value: 1, text: '1', measure: 'm', lineReady: false, manual: false },
  zoom: 1,
  offset: { x: 0, y: 0 },
  label: { showSumLabels: false },
};
