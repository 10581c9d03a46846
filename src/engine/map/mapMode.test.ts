import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, MESSAGES } from '../../shared/constants';
import { MAP_DEFAULT_MAX_ZOOM, MAP_WHEEL_DEBOUNCE_MS } from '../../shared/map';
import { parseDocumentState } from '../../shared/documentState';
import { createEditorDriver } from '../testing/editorDriver';
import { toDocumentState } from '../document/savedDocument';
import { activeInstrument } from '../editor/selectors';
import { canvasToLatLng } from '../geo/mapFrame';
import { geodesicPolygon } from '../geo/geodesic';
import { screenPoint } from '../../shared/geometry';
import { convertLength } from '../../shared/units';
import { shownLayers } from '../document/shownLayers';
import { documentLayerResults, documentLineLabels } from './mapResults';
import { mapCamera, mapScaleValue, viewSquareValue } from './mapMode';
import { geodesicDistance } from '../geo/geodesic';

const stage = { width: 1000, height: 800 };
/** A 4 km square of ground near Denver, corner by corner. */
const DENVER_SQUARE = [
  { lat: 39.72, lng: -105.0 },
  { lat: 39.72, lng: -104.953 },
  { lat: 39.756, lng: -104.953 },
  { lat: 39.756, lng: -105.0 },
];

const camera = (driver: ReturnType<typeof createEditorDriver>) => mapCamera(driver.document(), driver.viewport())!;

describe('the drawing on the map', () => {
  it('turns the map on at the default centre and zoom, clears the drawing and locks the grid scale to the map', () => {
    const driver = createEditorDriver({ stage });
    driver.clickPath([[100, 100], [200, 100], [200, 200]]);
    driver.send({ type: 'map.show' });
    expect(driver.sketch().lines).toHaveLength(0);
    expect(driver.messages()).toContain(MESSAGES.gridLockedToMap);
    const { center, zoom } = camera(driver);
    expect(center.lat).toBeCloseTo(DEFAULT_MAP_CENTER.lat, 9);
    expect(center.lng).toBeCloseTo(DEFAULT_MAP_CENTER.lng, 9);
    expect(zoom).toBeCloseTo(DEFAULT_MAP_ZOOM, 12);
    expect(driver.document().map?.maxZoom).toBe(MAP_DEFAULT_MAX_ZOOM);
    // cm becomes km on the map, and one grid square measures what 15 map pixels measure.
    expect(driver.document().scale.measure).toBe('km');
    expect(driver.document().scale.value).toBeCloseTo(mapScaleValue(driver.document().map!.frame, 'km'), 12);
  });

  it('keeps the scale locked to the map when the default system is switched, and the drawing its real size', () => {
    const driver = createEditorDriver({ stage });
    driver.send({ type: 'map.show', camera: { center: { lat: 39.74, lng: -104.99 }, zoom: 12 } });
    driver.choose('rectangle_tool');
    driver.drag([300, 200], [600, 450]);
    const kilometres = documentLayerResults(driver.document(), driver.layer()).perimeter;
    driver.send({ type: 'system.switched', system: 'imperial' });
    expect(driver.document().scale.measure).toBe('mi');
    expect(driver.document().scale.value).toBe(mapScaleValue(driver.document().map!.frame, 'mi'));
    const miles = documentLayerResults(driver.document(), driver.layer()).perimeter;
    expect(convertLength(miles, 'mi', 'km')).toBeCloseTo(kilometres, 9);
    expect(driver.notices.at(-1)).toMatchObject({ kind: 'info', message: expect.stringContaining('1 square =') });
  });

  it('turns the map off again back to the grid at zoom 1', () => {
    const driver = createEditorDriver({ stage });
    driver.send({ type: 'map.show' });
    driver.send({ type: 'map.hide' });
    expect(driver.document().map).toBeNull();
    expect(driver.viewport()).toMatchObject({ zoom: 1, free: null });
  });

  it('refuses the magic wand and the rule tool on the map', () => {
    const driver = createEditorDriver({ stage });
    driver.send({ type: 'map.show' });
    driver.choose('magic_wand');
    expect(driver.messages()).toContain(MESSAGES.wandOnMap);
    expect(activeInstrument(driver.actor.getSnapshot())).not.toBe('magic_wand');
    driver.choose('scale_line');
    expect(activeInstrument(driver.actor.getSnapshot())).not.toBe('scale_line');
  });

  it('jumps to a place; a latitude outside -90..90 or a longitude outside -180..180 is ignored', () => {
    const driver = createEditorDriver({ stage });
    driver.send({ type: 'map.show' });
    driver.send({ type: 'map.jump', center: { lat: 39.7392, lng: -104.9903 }, zoom: 11 });
    expect(camera(driver).center.lat).toBeCloseTo(39.7392, 9);
    expect(camera(driver).center.lng).toBeCloseTo(-104.9903, 9);
    expect(camera(driver).zoom).toBeCloseTo(11, 9);

    const before = driver.viewport();
    for (const center of [
      { lat: 90.000001, lng: 0 },
      { lat: -91, lng: 0 },
      { lat: 0, lng: 180.5 },
      { lat: 0, lng: -181 },
      { lat: Number.NaN, lng: 0 },
      { lat: 0, lng: Number.POSITIVE_INFINITY },
    ]) {
      driver.send({ type: 'map.jump', center, zoom: 3 });
      expect(driver.viewport()).toBe(before);
    }
    // The bounds themselves are valid places.
    driver.send({ type: 'map.jump', center: { lat: -90, lng: 180 } });
    expect(camera(driver).center.lng).toBeCloseTo(180, 6);
  });

  it('measures a rectangle drawn on the map along geodesics, the same after panning and zooming', () => {
    const driver = createEditorDriver({ stage });
    driver.send({ type: 'map.show', camera: { center: { lat: 39.74, lng: -104.99 }, zoom: 12 } });
    driver.choose('rectangle_tool');
    driver.drag([300, 200], [600, 450]);
    const document = driver.document();
    const frame = document.map!.frame;
    const results = documentLayerResults(document, driver.layer());
    // The frame's origin sits at the stage's centre (500, 400) at view zoom 1.
    const [a, b] = [canvasToLatLng(frame, { x: 300 - 500, y: 200 - 400 }), canvasToLatLng(frame, { x: 600 - 500, y: 450 - 400 })];
    const expected = geodesicPolygon([a, { lat: a.lat, lng: b.lng }, b, { lat: b.lat, lng: a.lng }], true);
    expect(results.area! * 1e6).toBeCloseTo(expected.area, -2);
    expect(results.perimeter * 1000).toBeCloseTo(expected.perimeter, 3);

    driver.choose('pan_move');
    driver.drag([500, 400], [350, 300]);
    driver.send({ type: 'zoom.step', direction: 1 });
    expect(camera(driver).zoom).toBeCloseTo(13, 9);
    expect(documentLayerResults(driver.document(), driver.layer()).area).toBe(results.area);
  });

  describe('wheel zoom', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('waits until the wheel has been still for 100 ms, then zooms one level about the pointer', () => {
      const driver = createEditorDriver({ stage });
      driver.send({ type: 'map.show' });
      for (let i = 0; i < 5; i++) {
        driver.send({ type: 'zoom.wheel', deltaY: -40, screen: { x: 200, y: 300 } });
        vi.advanceTimersByTime(MAP_WHEEL_DEBOUNCE_MS - 10);
      }
      expect(camera(driver).zoom).toBeCloseTo(DEFAULT_MAP_ZOOM, 9);
      vi.advanceTimersByTime(20);
      expect(camera(driver).zoom).toBeCloseTo(DEFAULT_MAP_ZOOM + 1, 9);
    });
  });

  it('imports polygons as layers and fits the view to them; they save with their latitudes and longitudes and reopen the same', () => {
    const driver = createEditorDriver({ stage });
    driver.send({ type: 'map.show' });
    const shifted = DENVER_SQUARE.map(({ lat, lng }) => ({ lat: lat + 0.1, lng }));
    driver.send({ type: 'map.importPolygons', polygons: [DENVER_SQUARE, shifted] });
    const document = driver.document();
    expect(document.layers).toHaveLength(2);
    const expected = geodesicPolygon(DENVER_SQUARE, true).area;
    expect(documentLayerResults(document, document.layers[0]!).area! * 1e6).toBeCloseTo(expected, -1);
    // Both squares are in view.
    const { center } = camera(driver);
    expect(center.lat).toBeGreaterThan(39.72);
    expect(center.lat).toBeLessThan(39.856);

    const state = parseDocumentState(JSON.parse(JSON.stringify(toDocumentState({ document, viewport: driver.viewport(), instrument: 'select_tool' }))));
    expect(state.map).toMatchObject({ visible: true, type: 'map' });
    const saved = state.layers.list[0]!.sketch.lines[0]!.latLngPoints!;
    expect(saved[0]!.lat).toBeCloseTo(DENVER_SQUARE[0]!.lat, 9);
    expect(saved[0]!.lng).toBeCloseTo(DENVER_SQUARE[0]!.lng, 9);

    const reopened = createEditorDriver({ stage: { width: 1200, height: 700 } });
    reopened.send({ type: 'document.restore', state, file: { id: 'x', name: 'Map' } });
    const restored = reopened.document();
    expect(documentLayerResults(restored, restored.layers[0]!).area).toBe(documentLayerResults(document, document.layers[0]!).area);
    expect(camera(reopened).center.lat).toBeCloseTo(center.lat, 9);
    expect(camera(reopened).zoom).toBeCloseTo(camera(driver).zoom, 9);
  });
  it('shows an imported polygon at once when the current layer already holds a drawing: its new layer becomes the current one', () => {
    const driver = createEditorDriver({ stage });
    driver.send({ type: 'map.show' });
    driver.clickPath([[100, 100], [200, 100], [200, 200]]);
    driver.send({ type: 'map.importPolygons', polygons: [DENVER_SQUARE] });
    const document = driver.document();
    expect(document.layers).toHaveLength(2);
    expect(document.currentIndex).toBe(1);
    expect(shownLayers(document).map(({ index }) => index)).toEqual([1]);
    expect(documentLayerResults(document, document.layers[1]!).area! * 1e6).toBeCloseTo(geodesicPolygon(DENVER_SQUARE, true).area, -1);
  });

  it('shows every polygon of a file with several at once, in all-layers mode, the first one current', () => {
    const driver = createEditorDriver({ stage });
    driver.send({ type: 'map.show' });
    const shifted = DENVER_SQUARE.map(({ lat, lng }) => ({ lat: lat + 0.1, lng }));
    driver.send({ type: 'map.importPolygons', polygons: [DENVER_SQUARE, shifted] });
    const document = driver.document();
    expect(document.currentIndex).toBe(0);
    expect(document.showAllLayers).toBe(true);
    expect(shownLayers(document).map(({ index }) => index)).toEqual([0, 1]);
  });
});

describe('the map configuration', () => {
  it('limits the zoom to the configured deepest zoom once it arrives', () => {
    const driver = createEditorDriver({ stage });
    driver.send({ type: 'map.show' });
    driver.send({ type: 'map.maxZoom', maxZoom: 8 });
    for (let i = 0; i < 5; i++) driver.send({ type: 'zoom.step', direction: 1 });
    expect(camera(driver).zoom).toBeCloseTo(8, 9);
    expect(driver.document().map?.maxZoom).toBe(8);
  });
});

describe('the header\'s scale on the map', () => {
  /** What 15 screen pixels across the stage's centre measure along the ground, in metres. */
  const fifteenPixelsAtCentre = (driver: ReturnType<typeof createEditorDriver>): number => {
    const { zoom, offset } = driver.viewport();
    const frame = driver.document().map!.frame;
    const at = (x: number) => canvasToLatLng(frame, { x: (x - offset.x) / zoom, y: (stage.height / 2 - offset.y) / zoom });
    return geodesicDistance(at(stage.width / 2 - 7.5), at(stage.width / 2 + 7.5));
  };

  it('says what one square of the screen measures at the view\'s centre after zooming and panning, not at the frame\'s origin', () => {
    const driver = createEditorDriver({ stage });
    driver.send({ type: 'map.show', camera: { center: { lat: 39.74, lng: -104.99 }, zoom: 10 } });
    const square = () => convertLength(viewSquareValue(driver.document(), driver.viewport(), 'km')!, 'km', 'm');
    expect(Math.abs(square() / fifteenPixelsAtCentre(driver) - 1)).toBeLessThan(1e-4);
    // Four map levels deeper a square measures a sixteenth; the locked scale does not move.
    for (let i = 0; i < 4; i++) driver.send({ type: 'zoom.step', direction: 1 });
    expect(square() / convertLength(driver.document().scale.value, 'km', 'm')).toBeCloseTo(1 / 16, 3);
    expect(Math.abs(square() / fifteenPixelsAtCentre(driver) - 1)).toBeLessThan(1e-4);
    // Far to the north, Mercator's squares shrink on the ground.
    driver.send({ type: 'map.jump', center: { lat: 64.1, lng: -21.9 } });
    expect(Math.abs(square() / fifteenPixelsAtCentre(driver) - 1)).toBeLessThan(1e-4);
  });

  it('is not given off the map', () => {
    const driver = createEditorDriver({ stage });
    expect(viewSquareValue(driver.document(), driver.viewport(), 'm')).toBeNull();
  });
});

describe('typed lengths on the map', () => {
  /** The ground length of edge `edge` of the current sketch, in the scale's unit (km here). */
  const groundLength = (driver: ReturnType<typeof createEditorDriver>, edge: number) => {
    const { document } = driver.actor.getSnapshot().context;
    return documentLineLabels(document, driver.sketch()).find((label) => label.edge === edge)!.length;
  };

  it('are ground lengths, even far from the frame origin where Web Mercator stretches', () => {
    const driver = createEditorDriver({ stage });
    // The frame's origin is at 38.75° N; at zoom 3 the stage spans some 30° of latitude.
    driver.send({ type: 'map.show', camera: { center: DEFAULT_MAP_CENTER, zoom: 3 } });
    driver.clickPath([[500, 120]]);
    driver.send({ type: 'pointer.move', screen: screenPoint(700, 120), shift: false });
    driver.send({ type: 'vertex.typedLength', length: 500 });
    expect(groundLength(driver, 0)).toBeCloseTo(500, 6);

    driver.send({ type: 'lineLength.edit', line: 0 });
    driver.send({ type: 'lineLength.apply', length: 321.5 });
    expect(groundLength(driver, 0)).toBeCloseTo(321.5, 6);
  });
});
