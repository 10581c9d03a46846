import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { countryFromIp, countryFromLanguages, currencyOfCountry, locateRequest, locationFromLanguages } from './location';

describe('the location from the browser languages', () => {
  it('takes the most wanted language naming a country', () => {
    expect(countryFromLanguages('de-DE,de;q=0.9,en;q=0.8')).toBe('DE');
    expect(countryFromLanguages('en;q=0.5, ja')).toBe('JP');
    expect(countryFromLanguages('zh-Hant-HK')).toBe('HK');
    expect(countryFromLanguages('en, *')).toBeUndefined();
    expect(countryFromLanguages('fr-CA;q=0, es-MX;q=0.3')).toBe('MX');
    expect(countryFromLanguages(undefined)).toBeUndefined();
  });

  it('charges euro countries in EUR, our other countries in their own currency, and the rest in GBP', () => {
    expect(currencyOfCountry('fr')).toBe('EUR');
    expect(currencyOfCountry('IE')).toBe('EUR');
    expect(currencyOfCountry('ZA')).toBe('ZAR');
    expect(currencyOfCountry('AR')).toBe('GBP');
    expect(locationFromLanguages('pt-PT')).toEqual({ currency: 'EUR', country: 'PT' });
    expect(locationFromLanguages('')).toEqual({ currency: 'GBP', country: 'US' });
  });
});

describe('the location from an IP lookup', () => {
  let server: Server | undefined;
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    running.closeAllConnections();
    await new Promise((resolve) => running.close(resolve));
  };
  afterEach(stop);

  /** A lookup service answering `handler`'s body for each path. */
  const lookup = async (handler: (path: string) => { status: number; body: string } | null): Promise<string> => {
    server = createServer((request, response) => {
      const answer = handler(request.url ?? '');
      if (answer === null) return; // never answers
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/json/{ip}`;
  };

  it('asks the service for the address and reads its country code', async () => {
    const seen: string[] = [];
    const url = await lookup((path) => {
      seen.push(path);
      return { status: 200, body: JSON.stringify({ ip: '203.0.113.9', country_code: 'jp' }) };
    });
    expect(await countryFromIp('203.0.113.9', url)).toBe('JP');
    expect(seen).toEqual(['/json/203.0.113.9']);
    expect(await locateRequest({ ip: '203.0.113.9', acceptLanguage: 'de-DE' }, url)).toEqual({ currency: 'JPY', country: 'JP' });
  });

  it('falls back to the browser languages when the service fails or answers nonsense', async () => {
    for (const answer of [{ status: 500, body: '{}' }, { status: 200, body: 'not json' }, { status: 200, body: '{"country":"Germany"}' }]) {
      const url = await lookup(() => answer);
      expect(await locateRequest({ ip: '203.0.113.9', acceptLanguage: 'en-NZ' }, url)).toEqual({ currency: 'NZD', country: 'NZ' });
      await stop();
    }
    expect(await locateRequest({ ip: '203.0.113.9', acceptLanguage: 'en-NZ' }, 'http://127.0.0.1:9/{ip}')).toEqual({ currency: 'NZD', country: 'NZ' });
  });

  it('stops waiting for a service that does not answer', async () => {
    const url = await lookup(() => null);
    expect(await countryFromIp('203.0.113.9', url)).toBeUndefined();
  }, 10_000);
});
