/**
 * Where a visitor probably is, for the plans page's currency and the checkout's country (spec §3
 * "Location info", defaults GBP and US): from an IP lookup when GEOIP_URL is set and answers in
 * time, else from the browser's Accept-Language, else the defaults.
 */
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, type Currency, type LocationInfo } from '../../shared/billing';
import { PAYMENT_COUNTRIES } from './paymentCountries';

/** The euro area: these countries pay in EUR. */
const EURO_COUNTRIES = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK', 'AD', 'MC', 'SM', 'VA', 'ME', 'XK'];

/** Countries whose own currency is one of our 21. */
const NATIONAL_CURRENCIES: Readonly<Record<string, Currency>> = {
  AU: 'AUD', BR: 'BRL', CA: 'CAD', CN: 'CNY', DK: 'DKK', GB: 'GBP', HK: 'HKD', IL: 'ILS', IN: 'INR', JP: 'JPY', MX: 'MXN',
  MY: 'MYR', NO: 'NOK', NZ: 'NZD', SE: 'SEK', SG: 'SGD', TH: 'THB', TR: 'TRY', US: 'USD', ZA: 'ZAR',
};

/** A language tag without a region ("ja", "de") points at the country where most of its speakers pay. */
const LANGUAGE_COUNTRIES: Readonly<Record<string, string>> = {
  ja: 'JP', de: 'DE', fr: 'FR', it: 'IT', es: 'ES', nl: 'NL', pt: 'BR', da: 'DK', sv: 'SE', nb: 'NO', nn: 'NO', no: 'NO',
  fi: 'FI', he: 'IL', iw: 'IL', hi: 'IN', zh: 'CN', th: 'TH', tr: 'TR', ms: 'MY', el: 'GR', et: 'EE', lv: 'LV', lt: 'LT',
  sk: 'SK', sl: 'SI', hr: 'HR', mt: 'MT', ga: 'IE',
};

/** The currency we charge a country in: its own when it is one of ours, EUR in the euro area, else the default. */
export function currencyOfCountry(country: string): Currency {
  const code = country.toUpperCase();
  if (EURO_COUNTRIES.includes(code)) return 'EUR';
  return NATIONAL_CURRENCIES[code] ?? DEFAULT_CURRENCY;
}

/** The location of a known country code. */
function locationOf(country: string): LocationInfo {
  const code = country.toUpperCase();
  return { country: code, currency: currencyOfCountry(code) };
}

/** Accept-Language's tags, most wanted first (`q=0` ones dropped). */
function languageTags(header: string): string[] {
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The country of the browser's most wanted language that names one ("en-GB" → GB, "ja" → JP); undefined when none does. */
export function countryFromLanguages(header: string | undefined): string | undefined {
  for (const tag of languageTags(header ?? '')) {
    const [language = '', ...subtags] = tag.split('-');
    const region = subtags.find((subtag) => /^[A-Za-z]{2}$/.test(subtag));
    if (region) return region.toUpperCase();
    const country = LANGUAGE_COUNTRIES[language.toLowerCase()];
    if (country) return country;
  }
  return undefined;
}

/** The location Accept-Language suggests, or the spec's defaults (GBP, US). */
export function locationFromLanguages(header: string | undefined): LocationInfo {
  const country = countryFromLanguages(header);
  return country ? locationOf(country) : { currency: DEFAULT_CURRENCY, country: DEFAULT_COUNTRY };
}

/** An IP lookup waits this long at most; then the browser's languages decide. */
export const GEOIP_TIMEOUT_MS = 2000;

/**
 * The country an IP lookup service names for `ip`: GEOIP_URL with `{ip}` replaced, answering JSON
 * with `country_code`, `countryCode` or `country` (ISO alpha-2). Undefined when the service
 * fails, is slow, or answers anything else, such as "XX" (unknown) or a country the checkout does
 * not offer; the caller falls back.
 */
export async function countryFromIp(ip: string, geoipUrl: string, fetchJson: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const url = geoipUrl.replaceAll('{ip}', encodeURIComponent(ip));
    const response = await fetchJson(url, { signal: AbortSignal.timeout(GEOIP_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Record<string, unknown> | null;
    const code = [body?.country_code, body?.countryCode, body?.country].find((value) => typeof value === 'string' && /^[A-Za-z]{2}$/.test(value));
    const country = typeof code === 'string' ? code.toUpperCase() : undefined;
    return country !== undefined && PAYMENT_COUNTRIES.includes(country) ? country : undefined;
  } catch {
    return undefined;
  }
}

/** The location of a request: the IP lookup when configured and answering, else Accept-Language, else the defaults. */
export async function locateRequest(request: { ip: string; acceptLanguage: string | undefined }, geoipUrl: string | undefined): Promise<LocationInfo> {
  const fromIp = geoipUrl ? await countryFromIp(request.ip, geoipUrl) : undefined;
  return fromIp ? locationOf(fromIp) : locationFromLanguages(request.acceptLanguage);
}
