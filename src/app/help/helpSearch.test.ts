import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import type { HelpPost } from '../../shared/content';
import { loadHelpSearch } from './helpSearch';

const post = (slug: string, title: string, content: string): HelpPost => ({ slug, title, topic: 'Measuring', keywords: [], questions: [], content, html: `<p>${content}</p>` });

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

describe("help search over the site's own entries (issue 36 item 11)", () => {
  // The entries as the server loads them (src/server/content/loadContent.ts, which this layer may not import).
  const folder = new URL('../../../content/help/', import.meta.url);
  const entries = () =>
    readdirSync(folder).map((name): HelpPost => {
      const { data, content } = matter(readFileSync(new URL(name, folder), 'utf8'));
      const front = data as Pick<HelpPost, 'title' | 'topic' | 'keywords' | 'questions'>;
      return { slug: name.replace(/\.md$/, ''), ...front, content, html: '' };
    });
  const firstFor = async (query: string) => (await loadHelpSearch(entries())).find(query)[0]?.slug;

  it.each([
    ['magik wnad', 'magic-wand'],
    ['wnad', 'magic-wand'],
    ['wand', 'magic-wand'],
    ['emial', 'cant-find-emails'],
    ['how do I measure a roof', 'measuring-on-a-map'],
    ['cancel subscription', 'plans-and-billing'],
    ['perimter', 'perimeter'],
    ['keybord shortcuts', 'keyboard-shortcuts'],
  ])('puts the entry about "%s" first: %s', async (query, slug) => {
    expect(await firstFor(query)).toBe(slug);
  });

  it('still answers nothing for a word no entry comes near', async () => {
    expect((await loadHelpSearch(entries())).find('xylophone')).toEqual([]);
  });
});
