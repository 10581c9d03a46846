import { describe, expect, it } from 'vitest';
import { pathVariants } from './pathVariants';

describe('pathVariants', () => {
  it('spells a path every way the probe found, keeping the query', () => {
    expect(pathVariants('/api/unsubscribe?forget=true')).toEqual([
      '/%61pi/unsubscribe?forget=true',
      '/ap%69/unsubscribe?forget=true',
      '/api/%75nsubscribe?forget=true',
      '/api/unsubscrib%65?forget=true',
      '//api/unsubscribe?forget=true',
      '/api//unsubscribe?forget=true',
      '/api/unsubscribe/?forget=true',
      '/API/UNSUBSCRIBE?forget=true',
      '/api/unsubscribe;x=1?forget=true',
    ]);
  });
});
