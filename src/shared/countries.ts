/**
 * The one country list (DC9.21 / AB2.30): every ISO 3166-1 alpha-2 country with its name and
 * international calling codes, from the countries-list package. The educator form's dropdown
 * offers all of them; the checkout offers those whose cards Stripe takes (`PAYMENT_COUNTRIES`).
 */
import { countries } from 'countries-list';

export interface Country {
  /** ISO 3166-1 alpha-2 (XK for Kosovo, as Stripe and the package use it). */
  code: string;
  name: string;
  /** Calling codes without the "+" (e.g. [1] for the United States, [] for none). */
  callingCodes: readonly number[];
}

/** Codes the package carries that are not countries of ISO 3166-1 (Ascension, Tristan da Cunha: parts of SH). */
const NOT_ISO = new Set(['AC', 'TA']);

/** Every country, sorted by name. */
export const COUNTRIES: readonly Country[] = Object.entries(countries)
  .filter(([code]) => !NOT_ISO.has(code))
  .map(([code, country]) => ({ code, name: country.name, callingCodes: country.phone }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/**
 * Where Stripe's terms take no cards: the countries under comprehensive sanctions (Cuba, Iran,
 * North Korea, Syria); the occupied regions without codes of their own cannot be told apart here.
 */
const NO_CARDS = new Set(['CU', 'IR', 'KP', 'SY']);

/** The checkout's countries (`GET /api/payment-countries`): ISO alpha-2 codes, sorted. */
export const PAYMENT_COUNTRIES: readonly string[] = COUNTRIES.map((country) => country.code)
  .filter((code) => !NO_CARDS.has(code))
  .sort();

/** "United Kingdom (+44)": the dropdown's words for a country. */
export const countryLabel = (country: Country) =>
  country.callingCodes.length === 0 ? country.name : `${country.name} (${country.callingCodes.map((code) => `+${code}`).join(', ')})`;
