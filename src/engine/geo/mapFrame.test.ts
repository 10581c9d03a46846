import { describe, expect, it } from 'vitest';
import { screenPoint, type LatLng } from '../../shared/geometry';
import { MAP_MAX_LATITUDE, MAP_WORLD_SIZE, type MapFrame } from '../../shared/map';
import { toCanvas } from '../viewport/viewport';
import { cameraOfViewport, canvasToLatLng, continuousLongitudes, fitBounds, latLngToCanvas, viewportOfCamera, wrapLongitude } from './mapFrame';

const frame = (lat: number, lng: number, zoom: number): MapFrame => ({ origin: { lat, lng }, zoom });
const FRAMES = [frame(0, 0, 0), frame(38.754083, -101.337891, 6), frame(-33.9, 151.2, 17.5), frame(64.1, -21.9, 20)];
/** Frames whose world is at least twice the stage's width, where every viewport has its own camera. */
const WIDE_FRAMES = FRAMES.filter((at) => 512 * 2 ** at.zoom >= 2 * 1280);
const stage = { width: 1280, height: 800 };

describe('the Web Mercator frame', () => {
  it('puts the origin at canvas 0,0 and one tile east at the world size over 2^z pixels', () => {
    for (const zoom of [0, 3, 6, 12.5]) {
      const at = frame(0, 0, zoom);
      expect(latLngToCanvas(at, { lat: 0, lng: 0 })).toEqual({ x: 0, y: 0 });
      // At zoom z the world is 512·2^z px wide; the tile east of the origin at zoom z spans 360/2^z degrees.
      const east = latLngToCanvas(at, { lat: 0, lng: 360 / 2 ** zoom });
      expect(east.x).toBeCloseTo(MAP_WORLD_SIZE, 9);
      expect(east.y).toBeCloseTo(0, 9);
    }
  });

  it('puts the edge of the square world half a world north of the equator, y down', () => {
    const north = latLngToCanvas(frame(0, 0, 2), { lat: MAP_MAX_LATITUDE, lng: 0 });
    expect(north.y).toBeCloseTo((-MAP_WORLD_SIZE * 4) / 2, 6);
    expect(latLngToCanvas(frame(0, 0, 2), { lat: -10, lng: 0 }).y).toBeGreaterThan(0);
  });

  it('goes from latitude and longitude to canvas and back', () => {
    const points: LatLng[] = [
      { lat: 39.7392, lng: -104.9903 },
      { lat: -45.5, lng: 170.25 },
      { lat: 84.9, lng: -179.99 },
      { lat: 0.000001, lng: 0.000001 },
    ];
    for (const at of FRAMES) {
      for (const point of points) {
        const back = canvasToLatLng(at, latLngToCanvas(at, point));
        expect(back.lat).toBeCloseTo(point.lat, 10);
        expect(back.lng).toBeCloseTo(point.lng, 10);
      }
    }
  });

  it('clamps latitude to the square world and keeps longitude running past 180', () => {
    const at = frame(60, 170, 4);
    expect(canvasToLatLng(at, { x: 0, y: -1e9 }).lat).toBe(MAP_MAX_LATITUDE);
    expect(canvasToLatLng(at, { x: 0, y: 1e9 }).lat).toBe(-MAP_MAX_LATITUDE);
    const eastOfTheAntimeridian = canvasToLatLng(at, latLngToCanvas(at, { lat: 60, lng: 190 }));
    expect(eastOfTheAntimeridian.lng).toBeCloseTo(190, 10);
    expect(wrapLongitude(eastOfTheAntimeridian.lng)).toBeCloseTo(-170, 10);
  });

  it('wraps longitudes into -180..180 and leaves those inside alone', () => {
    expect([0, 180, -180, 179.5, 190, -190, 540, -540, 725].map(wrapLongitude)).toEqual([0, 180, -180, 179.5, -170, 170, 180, -180, 5]);
  });

  it('makes a ring across the antimeridian continuous', () => {
    const ring = continuousLongitudes([
      { lat: -17, lng: 179 },
      { lat: -18, lng: -179 },
      { lat: -19, lng: -179.5 },
      { lat: -18, lng: 178 },
    ]);
    expect(ring.map((point) => point.lng)).toEqual([179, 181, 180.5, 178]);
  });
});

describe('the map camera and the canvas viewport', () => {
  it('centres the camera on the ground under the stage centre, zoomed by log2 of the viewport zoom', () => {
    const at = frame(38.754083, -101.337891, 6);
    expect(cameraOfViewport(at, { zoom: 1, offset: { x: stage.width / 2, y: stage.height / 2 }, stage })).toEqual({
      center: at.origin,
      zoom: 6,
    });
    const viewport = { zoom: 4, offset: screenPoint(-300, 120), stage, free: null };
    const camera = cameraOfViewport(at, viewport);
    expect(camera.zoom).toBeCloseTo(8, 12);
    const under = toCanvas(viewport, { x: stage.width / 2, y: stage.height / 2 });
    const centre = latLngToCanvas(at, camera.center);
    expect(centre.x).toBeCloseTo(under.x, 8);
    expect(centre.y).toBeCloseTo(under.y, 8);
  });

  it('turns a camera back into the viewport it came from', () => {
    expect(WIDE_FRAMES.length).toBeGreaterThan(2);
    for (const at of WIDE_FRAMES) {
      for (const viewport of [
        { zoom: 1, offset: { x: 0, y: 0 }, stage },
        { zoom: 2.5, offset: { x: -1234.5, y: -987.25 }, stage },
        { zoom: 10, offset: { x: -11000, y: -6800 }, stage },
      ]) {
        const back = viewportOfCamera(at, cameraOfViewport(at, viewport), stage);
        expect(back.zoom).toBeCloseTo(viewport.zoom, 10);
        expect(back.offset.x).toBeCloseTo(viewport.offset.x, 5);
        expect(back.offset.y).toBeCloseTo(viewport.offset.y, 5);
      }
    }
  });

  it('shows the same ground when the world is narrower than the stage', () => {
    const at = FRAMES[0]!;
    const viewport = { zoom: 1, offset: { x: 100, y: 0 }, stage };
    const camera = cameraOfViewport(at, viewport);
    const again = cameraOfViewport(at, { ...viewportOfCamera(at, camera, stage), stage });
    expect(again.center.lat).toBeCloseTo(camera.center.lat, 10);
    expect(wrapLongitude(again.center.lng - camera.center.lng)).toBeCloseTo(0, 10);
  });

  it('finds the viewport of a camera stored with its longitude wrapped', () => {
    const at = frame(-17, 179, 8);
    const viewport = { zoom: 1, offset: { x: -2000, y: 100 }, stage };
    const camera = cameraOfViewport(at, viewport);
    expect(camera.center.lng).toBeGreaterThan(180);
    const back = viewportOfCamera(at, { ...camera, center: { ...camera.center, lng: wrapLongitude(camera.center.lng) } }, stage);
    expect(back.offset.x).toBeCloseTo(viewport.offset.x, 5);
  });
});

describe('fitting points into the stage', () => {
  const colorado: LatLng[] = [
    { lat: 41, lng: -109.05 },
    { lat: 37, lng: -109.05 },
    { lat: 37, lng: -102.04 },
    { lat: 41, lng: -102.04 },
  ];

  it('shows every point inside the padding and touches it on one side', () => {
    for (const at of FRAMES) {
      const padding = 40;
      const { zoom, offset } = fitBounds(at, colorado, stage, padding);
      const screens = colorado.map((point) => {
        const canvas = latLngToCanvas(at, point);
        return { x: canvas.x * zoom + offset.x, y: canvas.y * zoom + offset.y };
      });
      for (const screen of screens) {
        expect(screen.x).toBeGreaterThanOrEqual(padding - 1e-6);
        expect(screen.x).toBeLessThanOrEqual(stage.width - padding + 1e-6);
        expect(screen.y).toBeGreaterThanOrEqual(padding - 1e-6);
        expect(screen.y).toBeLessThanOrEqual(stage.height - padding + 1e-6);
      }
      const spanX = Math.max(...screens.map((s) => s.x)) - Math.min(...screens.map((s) => s.x));
      const spanY = Math.max(...screens.map((s) => s.y)) - Math.min(...screens.map((s) => s.y));
      const tight = Math.max(spanX / (stage.width - 2 * padding), spanY / (stage.height - 2 * padding));
      expect(tight).toBeCloseTo(1, 9);
    }
  });

  it('centres a single point at zoom 1', () => {
    const at = FRAMES[1]!;
    const { zoom, offset } = fitBounds(at, [colorado[0]!], stage, 20);
    const canvas = latLngToCanvas(at, colorado[0]!);
    expect(zoom).toBe(1);
    expect(canvas.x + offset.x).toBeCloseTo(stage.width / 2, 9);
    expect(canvas.y + offset.y).toBeCloseTo(stage.height / 2, 9);
  });
});
