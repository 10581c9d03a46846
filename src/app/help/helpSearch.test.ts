import { describe, expect, it } from 'vitest';
import type { HelpPost } from '../../shared/content';
import { loadHelpSearch } from './helpSearch';

const post = (slug: string, title: string, content: string): HelpPost => ({ slug, title, topic: 'Measuring', content, html: `<p>${content}</p>` });

const POSTS = [
  post('measure-area', 'Measure an area', 'Close a sketch to see its area in square units.'),
  post('measure-perimeter', 'Measure the perimeter', 'The perimeter is the length around a closed sketch.'),
  post('cant-find-emails', "Can't find our emails?", 'Look in the spam folder, then add our address to your contacts.'),
  post('set-the-scale', 'Set the scale', 'Draw a line over a known length and type that length.'),
];

const slugsFor = async (query: string) => (await loadHelpSearch(POSTS)).find(query).map((found) => found.slug);

describe('help search', () => {
  it('finds the perimeter entry from a misspelt "perimter"', async () => {
    expect((await slugsFor('perimter'))[0]).toBe('measure-perimeter');
  });

  it('reads the content as well as the title', async () => {
    expect(await slugsFor('spam folder')).toEqual(['cant-find-emails']);
  });

  it('answers every entry, in order, for an empty query', async () => {
    expect(await slugsFor('  ')).toEqual(POSTS.map((entry) => entry.slug));
  });

  it('answers nothing for a word no entry comes near', async () => {
    expect(await slugsFor('xylophone')).toEqual([]);
  });
});
