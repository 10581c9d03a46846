import { describe, expect, it } from 'vitest';
import { readPageBasePath } from './appAddress';

/** A page whose head holds `tags`, as querySelector sees it. */
const page = (content: string | null) => ({
  querySelector: (selector: string) => (content !== null && selector === 'meta[name="planimetry-base-path"]' ? ({ content } as HTMLMetaElement) : null),
});

describe('readPageBasePath', () => {
  it('reads the base path the server named in the page', () => {
    expect(readPageBasePath(page('/planimetry'))).toBe('/planimetry');
    expect(readPageBasePath(page('/tools/planimetry/'))).toBe('/tools/planimetry');
  });

  it('is the root without a tag, without a page, or with a tag that names no plain path', () => {
    expect(readPageBasePath(page(null))).toBe('');
    expect(readPageBasePath(null)).toBe('');
    expect(readPageBasePath(page('//evil.example'))).toBe('');
    expect(readPageBasePath(page('javascript:alert(1)'))).toBe('');
  });
});
