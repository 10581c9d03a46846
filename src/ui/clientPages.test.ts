import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_PAGES } from '../shared/clientPages';

describe('the client pages the server answers with 200', () => {
  it('are exactly the routes App.tsx declares', () => {
    const source = readFileSync(join(import.meta.dirname, 'App.tsx'), 'utf8');
    const declared = [...source.matchAll(/path="([^"]+)"/g)].map((match) => match[1]).filter((path) => path !== '*');
    expect(new Set(declared)).toEqual(new Set(CLIENT_PAGES));
    expect(declared).toHaveLength(CLIENT_PAGES.length);
  });
});
