import { describe, expect, it } from 'vitest';
import { parsePageRange } from './pageRange';

describe('parsePageRange', () => {
  it('reads pages and ranges in page order, each once', () => {
    expect(parsePageRange('7, 1-3, 2–4', 10)).toEqual({ pages: [1, 2, 3, 4, 7] });
    expect(parsePageRange(' 5 ', 5)).toEqual({ pages: [5] });
  });

  it('says what is wrong instead of guessing', () => {
    expect(parsePageRange('', 4)).toEqual({ error: 'Type the pages to add, as 1-3, 7.' });
    expect(parsePageRange('1-5', 4)).toEqual({ error: '"1-5" is not within pages 1 to 4.' });
    expect(parsePageRange('3-1', 4)).toEqual({ error: '"3-1" is not within pages 1 to 4.' });
    expect(parsePageRange('0', 4)).toEqual({ error: '"0" is not within pages 1 to 4.' });
    expect(parsePageRange('two', 4)).toEqual({ error: '"two" is not a page or a range of pages: type them as 1-3, 7.' });
  });
});
