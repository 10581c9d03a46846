import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { BASEMAP_MIN_POPULATION, BASEMAP_PLACE_RANKS } from '../../shared/map';
import { gazetteerPlaces } from './gazetteer';

/** Population from which a place has rank 0, 1, 2…; the last rank takes every smaller place. */
const RANK_THRESHOLDS = BASEMAP_PLACE_RANKS.slice(0, -1).map((rank) => rank.minPopulation);
/** Five decimals of a degree is about a metre, finer than 1:10,000,000 data can say. */
const COORDINATE_SCALE = 1e5;

/** Natural Earth countries at 1:50m from npm `world-atlas`, each with its `name`. */
export function countriesGeoJson(): FeatureCollection {
  return namedFeatures('world-atlas/countries-50m.json', 'countries');
}

/** US states at 1:10m from npm `us-atlas`, each with its `name`. */
export function statesGeoJson(): FeatureCollection {
  return namedFeatures('us-atlas/states-10m.json', 'states');
}

/**
 * The gazetteer's places of BASEMAP_MIN_POPULATION people or more as labelled points, largest
 * first, with their rank in BASEMAP_PLACE_RANKS (0 for 5 million or more), so the style shows big
 * places from the lowest zooms and every place at city zoom.
 */
export function placesGeoJson(): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: gazetteerPlaces(BASEMAP_MIN_POPULATION).map(({ name, lat, lng, population }) => ({
      type: 'Feature',
      properties: { name, population, rank: populationRank(population) },
      geometry: { type: 'Point', coordinates: [roundDegrees(lng), roundDegrees(lat)] },
    })),
  };
}

/** 0 for the largest places up to the last of BASEMAP_PLACE_RANKS for the smallest. */
export function populationRank(population: number): number {
  const rank = RANK_THRESHOLDS.findIndex((threshold) => population >= threshold);
  return rank < 0 ? RANK_THRESHOLDS.length : rank;
}

function namedFeatures(file: string, objectName: string): FeatureCollection {
  const require = createRequire(import.meta.url);
  const path = require.resolve(file);
  const topology = require(path) as Topology<Record<string, GeometryCollection<{ name: string }>>>;
  // The features built below are all that is kept; the parsed topology can go.
  delete require.cache[path];
  const object = topology.objects[objectName];
  if (!object) throw new Error(`${file} has no "${objectName}" object`);
  const collection = feature(topology, object);
  return {
    type: 'FeatureCollection',
    features: collection.features.flatMap((item): Feature[] =>
      // A topology may hold a nameless placeholder without geometry; the map has nothing to draw for it.
      item.geometry === null ? [] : [{
        type: 'Feature',
        ...(item.id === undefined ? {} : { id: item.id }),
        properties: { name: item.properties?.name ?? '' },
        geometry: roundGeometry(item.geometry),
      }],
    ),
  };
}

function roundGeometry(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case 'Point':
      return { type: 'Point', coordinates: roundPosition(geometry.coordinates) };
    case 'MultiPoint':
    case 'LineString':
      return { type: geometry.type, coordinates: geometry.coordinates.map(roundPosition) };
    case 'MultiLineString':
    case 'Polygon':
      return { type: geometry.type, coordinates: geometry.coordinates.map((line) => line.map(roundPosition)) };
    case 'MultiPolygon':
      return { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(roundPosition))) };
    case 'GeometryCollection':
      return { type: 'GeometryCollection', geometries: geometry.geometries.map(roundGeometry) };
  }
}

function roundPosition(position: Position): Position {
  return position.map(roundDegrees);
}

function roundDegrees(value: number): number {
  return Math.round(value * COORDINATE_SCALE) / COORDINATE_SCALE;
}
