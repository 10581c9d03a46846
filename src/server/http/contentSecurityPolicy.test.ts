import { describe, expect, it } from 'vitest';
import { kernelWorkerDirectives, outsideOrigin, pageDirectives } from './contentSecurityPolicy';

const HTTP = { https: false };

/** The page's directives that do not depend on the map. */
const FIXED = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
};

describe('pageDirectives', () => {
  it('with Stripe, allows Stripe.js, its card and 3-D Secure frames and its API, and nothing else more', () => {
    const directives = pageDirectives({}, { https: true, stripe: true });
    expect(directives['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directives['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directives['connect-src']).toEqual(["'self'", 'blob:', 'https://api.stripe.com']);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('without Stripe (the default, and the local test provider), allows no Stripe address', () => {
    const everything = JSON.stringify([pageDirectives({}, HTTP), pageDirectives({ mapboxToken: 'pk.a' }, { https: true, stripe: false })]);
    expect(everything).not.toContain('stripe');
    expect(pageDirectives({}, HTTP)['frame-src']).toBeUndefined();
  });

  it("allows the social-sharing script's origin only when SOCIAL_SCRIPT_URL is configured", () => {
    const directives = pageDirectives({}, { https: true, socialScriptUrl: 'https://social.example:8443/widgets/share.js?v=2' });
    expect(directives['script-src']).toEqual(["'self'", 'https://social.example:8443']);
    expect(directives['frame-src']).toEqual(['https://social.example:8443']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://social.example:8443']);
    expect(directives['connect-src']).toEqual(["'self'", 'blob:', 'https://social.example:8443']);
    expect(JSON.stringify(pageDirectives({}, HTTP))).not.toContain('social');
    expect(() => pageDirectives({}, { https: true, socialScriptUrl: 'https://{s}.social.example/x.js' })).toThrow(/SOCIAL_SCRIPT_URL/);
  });

  it("allows the trust seal script's origin only when TRUST_SEAL_SCRIPT_URL is configured, once beside the social script's", () => {
    const seal = 'https://seal.example/seal.js?site=planimetry';
    const directives = pageDirectives({}, { https: true, trustSealScriptUrl: seal, socialScriptUrl: 'https://seal.example/share.js' });
    expect(directives['script-src']).toEqual(["'self'", 'https://seal.example']);
    expect(directives['frame-src']).toEqual(['https://seal.example']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://seal.example']);
    expect(directives['connect-src']).toEqual(["'self'", 'blob:', 'https://seal.example']);
    expect(JSON.stringify(pageDirectives({}, HTTP))).not.toContain('seal');
    expect(() => pageDirectives({}, { https: true, trustSealScriptUrl: 'https://{s}.seal.example/x.js' })).toThrow(/TRUST_SEAL_SCRIPT_URL/);
  });

  it('allows only our own origin and blob: and data: URLs, with the offline map', () => {
    expect(pageDirectives({}, HTTP)).toEqual({
      ...FIXED,
      'connect-src': ["'self'", 'blob:'],
      'img-src': ["'self'", 'data:', 'blob:'],
      'worker-src': ["'self'"],
    });
  });

  it('allows no inline script, no eval and no WASM on the page in any configuration', () => {
    const everything = pageDirectives({ mapboxToken: 'pk.a', satelliteTiles: 'https://tiles.example.com/{z}/{x}/{y}.jpg' }, { https: true });
    expect(everything['script-src']).toEqual(["'self'"]);
    expect(everything['style-src']).toEqual(["'self'"]);
  });

  it("with a Mapbox token, adds Mapbox's API and telemetry hosts and blob: workers", () => {
    expect(pageDirectives({ mapboxToken: 'pk.a' }, HTTP)).toEqual({
      ...FIXED,
      'connect-src': ["'self'", 'blob:', 'https://api.mapbox.com', 'https://events.mapbox.com'],
      'img-src': ["'self'", 'data:', 'blob:', 'https://api.mapbox.com'],
      'worker-src': ["'self'", 'blob:'],
    });
  });

  it('with MAPBOX_API_URL elsewhere, adds that origin only: mapbox-gl sends no telemetry there', () => {
    const directives = pageDirectives({ mapboxToken: 'pk.a', mapboxApiUrl: 'http://127.0.0.1:4123/' }, HTTP);
    expect(directives['connect-src']).toEqual(["'self'", 'blob:', 'http://127.0.0.1:4123']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4123']);
  });

  it('ignores MAPBOX_API_URL without a token: mapbox-gl is never loaded', () => {
    expect(pageDirectives({ mapboxApiUrl: 'https://api.mapbox.com' }, HTTP)).toEqual(pageDirectives({}, HTTP));
  });

  it("adds the satellite tiles' origin, not their path template", () => {
    const directives = pageDirectives({ satelliteTiles: 'https://tiles.example.com:8443/sat/{z}/{x}/{y}.jpg?key=k' }, HTTP);
    expect(directives['connect-src']).toEqual(["'self'", 'blob:', 'https://tiles.example.com:8443']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.com:8443']);
    expect(directives['worker-src']).toEqual(["'self'"]);
  });

  it('adds nothing for satellite tiles on our own origin', () => {
    expect(pageDirectives({ satelliteTiles: '/tiles/{z}/{x}/{y}.png' }, HTTP)).toEqual(pageDirectives({}, HTTP));
  });

  it('names an origin shared by Mapbox and the satellite tiles once', () => {
    const directives = pageDirectives({ mapboxToken: 'pk.a', satelliteTiles: 'https://api.mapbox.com/v4/satellite/{z}/{x}/{y}.jpg' }, HTTP);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.mapbox.com']);
  });

  it('upgrades insecure requests only when served over https', () => {
    expect(pageDirectives({}, { https: true })['upgrade-insecure-requests']).toEqual([]);
    expect(pageDirectives({}, HTTP)).not.toHaveProperty('upgrade-insecure-requests');
  });
});

describe('kernelWorkerDirectives', () => {
  it("is the page's policy with 'wasm-unsafe-eval' added to script-src", () => {
    const page = pageDirectives({ mapboxToken: 'pk.a' }, HTTP);
    expect(kernelWorkerDirectives(page)).toEqual({ ...page, 'script-src': ["'self'", "'wasm-unsafe-eval'"] });
    expect(page['script-src']).toEqual(["'self'"]);
  });
});

describe('outsideOrigin', () => {
  it('answers the origin of an http or https address and nothing for a path', () => {
    expect(outsideOrigin('https://Tiles.Example.com/{z}/{x}/{y}.png', 'X')).toBe('https://tiles.example.com');
    expect(outsideOrigin('http://127.0.0.1:9000/a', 'X')).toBe('http://127.0.0.1:9000');
    expect(outsideOrigin('/tiles/{z}/{x}/{y}.png', 'X')).toBeUndefined();
  });

  it('refuses another scheme or a host it cannot read, naming the variable', () => {
    expect(() => outsideOrigin('ftp://tiles.example.com/{z}', 'MAP_SATELLITE_TILES')).toThrow(/MAP_SATELLITE_TILES must be an http or https URL/);
    expect(() => outsideOrigin('https://{s}.tile.example.com/{z}/{x}/{y}.png', 'MAP_SATELLITE_TILES')).toThrow(/MAP_SATELLITE_TILES/);
    expect(() => outsideOrigin('javascript:alert(1)', 'MAPBOX_API_URL')).toThrow(/MAPBOX_API_URL/);
  });
});
