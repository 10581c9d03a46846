import { describe, expect, it } from 'vitest';
import { testMapConfig } from '../../render/map/testing/mapConfig';
import { PMTILES_PATH } from '../../shared/map';
import { MAP_IMAGERY_HELP_PATH, basemapContents, lacksImagery } from './basemapNote';

const config = testMapConfig;

describe('basemapContents', () => {
  it('says plainly what the default offline basemap holds, and what it does not', () => {
    expect(basemapContents(config())).toBe(
      'This offline map shows country and US state borders, and the names of places of 10,000 people or more. It has no streets, buildings or aerial photos to trace.',
    );
  });

  it('names the aerial photos when a satellite tile source is configured', () => {
    expect(basemapContents(config({ satelliteTiles: '/tiles/{z}/{x}/{y}.jpg' }))).toMatch(/and aerial photos under Satellite and Hybrid\.$/);
  });

  it("speaks of roads with the operator's pmtiles street map", () => {
    expect(basemapContents(config({ pmtiles: PMTILES_PATH }))).toBe(
      "This map shows land, water, roads and borders from this server's own map file. It has no aerial photos.",
    );
  });

  it('says nothing with Mapbox, whose maps have streets and imagery', () => {
    expect(basemapContents(config({ engine: 'mapbox', mapboxToken: 'pk.test' }))).toBeNull();
  });
});

describe('lacksImagery', () => {
  it('is true only without Mapbox and without a satellite tile source', () => {
    expect(lacksImagery(config())).toBe(true);
    expect(lacksImagery(config({ pmtiles: PMTILES_PATH }))).toBe(true);
    expect(lacksImagery(config({ satelliteTiles: '/tiles/{z}/{x}/{y}.jpg' }))).toBe(false);
    expect(lacksImagery(config({ engine: 'mapbox', mapboxToken: 'pk.test' }))).toBe(false);
  });

  it('points to the help page section on map imagery', () => {
    expect(MAP_IMAGERY_HELP_PATH).toBe('/help#map-imagery');
  });
});
