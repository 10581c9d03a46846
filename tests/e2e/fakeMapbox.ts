/**
 * A fake Mapbox API for the browser test of the Mapbox path: mapbox-gl (pointed here by
 * MAPBOX_API_URL through the map configuration) loads its styles from it, and our server asks its
 * Geocoding v5 endpoint. It speaks Mapbox's protocol (paths, access_token, CORS, status codes) so
 * mapbox-gl and the server cannot tell it from the real service, and records every request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAPBOX_DENVER_ANSWER } from '../../src/server/map/testing/fakeMapbox';

/** One request as the fake saw it. */
export interface FakeMapboxRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The posted text (telemetry events are a JSON array); empty for a GET. */
  body: string;
}

export interface FakeMapboxApi {
  url: string;
  requests: FakeMapboxRequest[];
  close(): Promise<void>;
}

/** The background colour of each style we serve, so the three styles differ on screen. */
const STYLE_BACKGROUNDS: Record<string, string> = {
  'streets-v12': '#f2efe9',
  'satellite-streets-v12': '#3b4a3a',
  'satellite-v9': '#2a3527',
};

/**
 * A small but real style v8 for `id`: a background and one GeoJSON polygon (around Denver), with no
 * sprite and no glyphs, so mapbox-gl fetches nothing else to draw it.
 */
export function fakeMapboxStyle(id: string): Record<string, unknown> {
  const ring = [
    [-105.1, 39.6],
    [-104.6, 39.6],
    [-104.6, 39.9],
    [-105.1, 39.9],
    [-105.1, 39.6],
  ];
  return {
    version: 8,
    name: `Fake ${id}`,
    metadata: { 'fake:style': id },
    center: [-104.99, 39.74],
    zoom: 9,
    sources: {
      area: {
        type: 'geojson',
        data: { type: 'Feature', properties: { name: 'Denver' }, geometry: { type: 'Polygon', coordinates: [ring] } },
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': STYLE_BACKGROUNDS[id] } },
      { id: 'area-fill', type: 'fill', source: 'area', paint: { 'fill-color': '#4a90d9', 'fill-opacity': 0.4 } },
    ],
  };
}

/** Mapbox's answer for a missing or secret token on a browser endpoint. */
const NOT_AUTHORIZED = { message: 'Not Authorized - Invalid Token' };

type Answer = { status: number; body?: unknown };

/** What Mapbox answers for `method` `path` with `query`; undefined for a path it does not serve. */
function answer(method: string, path: string, query: Record<string, string>): Answer | undefined {
  const token = query.access_token ?? '';
  const publicToken = token.startsWith('pk.');
  const style = /^\/styles\/v1\/mapbox\/([\w-]+)$/.exec(path);
  if (style && method === 'GET') {
    if (!publicToken) return { status: 401, body: NOT_AUTHORIZED };
    const id = style[1]!;
    return id in STYLE_BACKGROUNDS ? { status: 200, body: fakeMapboxStyle(id) } : { status: 404, body: { message: 'Style not found' } };
  }
  const geocode = /^\/geocoding\/v5\/mapbox\.places\/([^/]+)\.json$/.exec(path);
  if (geocode && method === 'GET') {
    if (!token) return { status: 401, body: NOT_AUTHORIZED };
    const text = decodeURIComponent(geocode[1]!).toLowerCase();
    return text.includes('denver')
      ? { status: 200, body: MAPBOX_DENVER_ANSWER }
      : { status: 200, body: { type: 'FeatureCollection', query: [text], features: [], attribution: MAPBOX_DENVER_ANSWER.attribution } };
  }
  // Telemetry: events are accepted without content; a map session is opened with an empty answer.
  if (path === '/events/v2' && method === 'POST') return publicToken ? { status: 204 } : { status: 401, body: NOT_AUTHORIZED };
  if (path === '/map-sessions/v1' && method === 'GET') return publicToken ? { status: 200, body: '' } : { status: 401, body: NOT_AUTHORIZED };
  return undefined;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeMapboxApi(): Promise<FakeMapboxApi> {
  const requests: FakeMapboxRequest[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const method = request.method ?? 'GET';
    let body = '';
    for await (const chunk of request) body += String(chunk);
    requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    // Mapbox lets any page read its answers.
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    };
    if (method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const found = answer(method, url.pathname, Object.fromEntries(url.searchParams)) ?? { status: 404, body: { message: 'Not Found' } };
    if (found.body === undefined) {
      response.writeHead(found.status, cors).end();
      return;
    }
    const text = typeof found.body === 'string' ? found.body : JSON.stringify(found.body);
    response.writeHead(found.status, { ...cors, 'content-type': 'application/json; charset=utf-8' }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
