import { beforeAll, describe, expect, it } from 'vitest';
import { GEOCODE_LIMIT, geocodePlaceSchema } from '../../shared/map';
import { gazetteerPlaces, searchPlaces, warmGazetteer } from './gazetteer';

const first = (query: string) => searchPlaces(query)[0];

describe('searchPlaces', () => {
  beforeAll(() => warmGazetteer());

  it('puts Denver, Colorado first for "Denver"', () => {
    const denver = first('Denver');
    expect(denver).toMatchObject({ name: 'Denver', label: 'Denver, Colorado, United States' });
    expect(denver?.lat).toBeCloseTo(39.74, 1);
    expect(denver?.lng).toBeCloseTo(-104.99, 1);
  });

  it('puts the exact name first, the largest place of that name before smaller ones', () => {
    expect(first('Paris')?.label).toBe('Paris, France');
    expect(first('London')?.label).toBe('London, United Kingdom');
    expect(first('Springfield')?.label).toBe('Springfield, Missouri, United States');
    expect(first('Tokyo')?.label).toBe('Tokyo, Japan');
    // "Parisot" and "Paris Hill" begin with "paris" but come after every place named Paris.
    const names = searchPlaces('Paris').map((place) => place.name);
    expect(names.slice(0, 5)).toEqual(['Paris', 'Paris', 'Paris', 'Paris', 'Paris']);
  });

  it('answers places whose names begin with the query, largest first', () => {
    const results = searchPlaces('den');
    const labels = results.map((place) => place.label);
    expect(labels).toContain('Denver, Colorado, United States');
    // The Hague is found under its Dutch name, Den Haag.
    expect(labels).toContain('The Hague, Netherlands');
    const populations = results.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('forgives a typo in queries of 4 to 7 characters and two in longer ones', () => {
    expect(first('Denvr')?.label).toBe('Denver, Colorado, United States');
    expect(first('Lodnon')?.label).toBe('London, United Kingdom');
    expect(first('Sna Francisco')?.label).toBe('San Francisco, California, United States');
    expect(first('Los Angelos')?.label).toBe('Los Angeles, California, United States');
  });

  it('ranks an exact name above a typo of a larger place, and fewer typos above more', () => {
    // Parys (South Africa) is a place of its own; Paris is one typo away and 30 times larger.
    const names = searchPlaces('Parys').map((place) => place.name);
    expect(names[0]).toBe('Parys');
    expect(names).toContain('Paris');
    // "Pariss" is one typo from Paris and from Garissa; the larger comes first.
    expect(searchPlaces('Pariss').map((place) => place.name).slice(0, 2)).toEqual(['Paris', 'Garissa']);
  });

  it('tolerates no typo in queries under 4 characters', () => {
    expect(searchPlaces('dnv')).toEqual([]);
  });

  it('finds accented names from plain letters', () => {
    expect(first('Zurich')).toMatchObject({ name: 'Zürich', label: 'Zürich, Switzerland' });
    expect(first('Sao Paulo')?.name).toBe('São Paulo');
  });

  it('narrows "City, Region" and "City, Country" by the part after the comma', () => {
    expect(first('Paris, Texas')?.label).toBe('Paris, Texas, United States');
    expect(first('Paris, TX')?.label).toBe('Paris, Texas, United States');
    expect(first('Paris, France')?.label).toBe('Paris, France');
    const american = searchPlaces('Paris, US');
    expect(american.length).toBeGreaterThan(3);
    expect(american.every((place) => place.label.endsWith(', United States'))).toBe(true);
    expect(first('London, Canada')?.label).toBe('London, Canada');
    expect(first('Springfield, Ill')?.label).toBe('Springfield, Illinois, United States');
    expect(searchPlaces('Paris, Atlantis')).toEqual([]);
  });

  it('answers at most the limit, valid GeocodePlace records', () => {
    const results = searchPlaces('san');
    expect(results).toHaveLength(GEOCODE_LIMIT);
    for (const place of results) expect(geocodePlaceSchema.parse(place)).toEqual(place);
    expect(searchPlaces('san', 3)).toEqual(results.slice(0, 3));
  });

  it('finds nothing for an unknown place or an empty query', () => {
    expect(searchPlaces('Xqzzyvv')).toEqual([]);
    expect(searchPlaces('  ')).toEqual([]);
    expect(searchPlaces(', France')).toEqual([]);
  });
});

describe('gazetteerPlaces', () => {
  it('lists the places of at least the given population, largest first', () => {
    const places = gazetteerPlaces(500_000);
    expect(places.length).toBeGreaterThan(200);
    expect(places.every((place) => place.population >= 500_000)).toBe(true);
    const populations = places.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(places.map((place) => place.name)).toContain('Denver');
  });
});
