import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers: as Mapbox does for a good request, or one of the ways it can fail. */
export type FakeMapboxMode = 'ok' | 'empty' | 'unauthorized' | 'error' | 'garbage' | 'silent';

export interface FakeMapbox {
  url: string;
  /** Path and query of every request received. */
  requests: string[];
  mode: FakeMapboxMode;
  close(): Promise<void>;
}

/** Two features as the Mapbox Geocoding API v5 answers them (trimmed of fields we do not read). */
export const MAPBOX_DENVER_ANSWER = {
  type: 'FeatureCollection',
  query: ['denver'],
  features: [
    {
      id: 'place.13322466',
      type: 'Feature',
      place_type: ['place'],
      relevance: 1,
      properties: { wikidata: 'Q16554' },
      text: 'Denver',
      place_name: 'Denver, Colorado, United States',
      bbox: [-105.109815, 39.614151, -104.600299, 39.914271],
      center: [-104.9847, 39.7392],
      geometry: { type: 'Point', coordinates: [-104.9847, 39.7392] },
      context: [{ id: 'region.1', short_code: 'US-CO', text: 'Colorado' }],
    },
    {
      id: 'address.1',
      type: 'Feature',
      place_type: ['address'],
      relevance: 0.9,
      properties: { accuracy: 'street' },
      text: 'Denver Street',
      place_name: 'Denver Street, Los Angeles, California 90001, United States',
      center: [-118.25, 33.97],
      geometry: { type: 'Point', coordinates: [-118.25, 33.97] },
    },
  ],
  attribution: 'NOTICE: © 2026 Mapbox and its suppliers.',
};

/** A local HTTP server that speaks the Mapbox Geocoding v5 protocol, for tests. */
export async function startFakeMapbox(): Promise<FakeMapbox> {
  const fake: FakeMapbox = { url: '', requests: [], mode: 'ok', close: async () => undefined };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    fake.requests.push(request.url ?? '');
    const json = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    switch (fake.mode) {
      case 'ok':
        return json(200, MAPBOX_DENVER_ANSWER);
      case 'empty':
        return json(200, { type: 'FeatureCollection', query: ['xqzzyvv'], features: [], attribution: '' });
      case 'unauthorized':
        return json(401, { message: 'Not Authorized - Invalid Token' });
      case 'error':
        return json(500, { message: 'Internal Server Error' });
      case 'garbage':
        response.writeHead(200, { 'content-type': 'application/json' }).end('<html>gateway</html>');
        return;
      case 'silent':
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
