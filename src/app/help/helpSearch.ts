/**
 * The help page's fuzzy search (spec accounts §5 "Help search is fuzzy over title and content",
 * §9 threshold 0.32, distance 320). Fuse.js (its fuzzy-only build) loads the first time a search
 * is wanted, so the help route's first load carries none of it (npm run bench, routes).
 *
 * People type words, slips and questions ("magik wnad", "how do I measure a roof", "cancel
 * subscription"; issue 36 item 11), so beside the spec's search over the whole text each word is
 * spelt against the entries' own words and looked for in their titles, keywords and common
 * questions. An entry found that way is about the word and comes first, the entry matching most
 * of the words (and the closest) at the top; then the spec's matches over title and content.
 */
import type { default as FuseClass } from 'fuse.js';
import { HELP_SEARCH, type HelpPost } from '../../shared/content';
import { correctWord, meaningfulWords, wordsOf } from './helpSpelling';

export interface HelpSearch {
  /** The entries matching `query`, best first; every entry, in order, for an empty query. */
  find(query: string): HelpPost[];
}

/** The search over `posts` with the given Fuse class. */
export function helpSearchWith(Fuse: typeof FuseClass, posts: readonly HelpPost[]): HelpSearch {
  const spec = new Fuse(posts, {
    keys: [
      { name: 'title', weight: 2 },
      { name: 'content', weight: 1 },
    ],
    threshold: HELP_SEARCH.threshold,
    distance: HELP_SEARCH.distance,
  });
  // What an entry is about: a word anywhere in a title, keyword or question counts the same.
  const about = new Fuse(posts, {
    keys: [
      { name: 'title', weight: 2 },
      { name: 'keywords', weight: 2 },
      { name: 'questions', weight: 1 },
    ],
    threshold: HELP_SEARCH.threshold,
    ignoreLocation: true,
    includeScore: true,
  });
  const vocabulary = new Set(posts.flatMap((post) => [post.title, ...post.keywords, ...post.questions].flatMap(wordsOf)));

  const aboutScores = (text: string): Map<HelpPost, number> => {
    const scores = new Map<HelpPost, number>();
    for (const word of new Set(meaningfulWords(text).map((typed) => correctWord(typed, vocabulary)))) {
      for (const found of about.search(word)) scores.set(found.item, (scores.get(found.item) ?? 0) + 1 - (found.score ?? 1));
    }
    return scores;
  };

  return {
    find: (query) => {
      const text = query.trim().slice(0, HELP_SEARCH.textMax);
      if (text === '') return [...posts];
      const scores = aboutScores(text);
      const first = [...scores.keys()].sort((a, b) => scores.get(b)! - scores.get(a)!);
      const rest = spec.search(text).map((result) => result.item);
      return [...new Set([...first, ...rest])];
    },
  };
}

/** Loads Fuse.js and answers the search over `posts`. */
export async function loadHelpSearch(posts: readonly HelpPost[]): Promise<HelpSearch> {
  const { default: Fuse } = await import('fuse.js/basic');
  return helpSearchWith(Fuse, posts);
}
