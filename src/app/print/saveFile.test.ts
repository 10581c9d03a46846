import { describe, expect, it } from 'vitest';
import { base64Bytes } from './saveFile';

describe('base64 bytes', () => {
  it('decode an exported image’s text', () => {
    expect(Array.from(base64Bytes(btoa('\x89PNG')))).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
