import { describe, expect, it } from 'vitest';
import { normaliseBasePath, withBasePath, withoutBasePath } from './basePath';

describe('normaliseBasePath', () => {
  it('reads none, the root and plain paths, with or without a slash at the end', () => {
    expect(normaliseBasePath(undefined)).toBe('');
    expect(normaliseBasePath('  ')).toBe('');
    expect(normaliseBasePath('/')).toBe('');
    expect(normaliseBasePath('/planimetry')).toBe('/planimetry');
    expect(normaliseBasePath('/tools/planimetry/')).toBe('/tools/planimetry');
    expect(normaliseBasePath('/a.b~c_d-e')).toBe('/a.b~c_d-e');
  });

  it('refuses what is not a plain path, naming the fault', () => {
    for (const value of ['planimetry', '/a//b', '/a/../b', '/./a', '/a b', '/a?x=1', '/a#top', '//evil.example', '/%2e%2e', 'https://x.example/a']) {
      expect(() => normaliseBasePath(value), value).toThrow(/BASE_PATH/);
    }
  });
});

describe('withBasePath and withoutBasePath', () => {
  it('puts the base path before the app’s paths only', () => {
    expect(withBasePath('/planimetry', '/api/health')).toBe('/planimetry/api/health');
    expect(withBasePath('/planimetry', '/')).toBe('/planimetry/');
    expect(withBasePath('', '/api/health')).toBe('/api/health');
    for (const other of ['blob:http://x/1', 'data:image/png;base64,AA', 'https://tiles.example/{z}', '//cdn.example/a.js', 'relative/path']) {
      expect(withBasePath('/planimetry', other)).toBe(other);
    }
  });

  it('takes it off a request’s path, and answers null outside it', () => {
    expect(withoutBasePath('/planimetry', '/planimetry/api/health?x=1')).toBe('/api/health?x=1');
    expect(withoutBasePath('/planimetry', '/planimetry')).toBe('/');
    expect(withoutBasePath('/planimetry', '/planimetry?next=1')).toBe('/?next=1');
    expect(withoutBasePath('/planimetry', '/planimetry-other/api')).toBeNull();
    expect(withoutBasePath('/planimetry', '/api/health')).toBeNull();
    expect(withoutBasePath('/planimetry', '/')).toBeNull();
    expect(withoutBasePath('', '/api/health')).toBe('/api/health');
  });

  it('gives back the path it was given, for every app path', () => {
    for (const path of ['/', '/api/x', '/help/scale?q=1', '/a/b/c']) {
      expect(withoutBasePath('/tools/planimetry', withBasePath('/tools/planimetry', path))).toBe(path);
    }
  });
});
