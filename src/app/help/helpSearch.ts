/**
 * The help page's fuzzy search (spec accounts §5 "Help search is fuzzy over title and content",
 * §9 threshold 0.32, distance 320). Fuse.js (its fuzzy-only build) loads the first time a search
 * is wanted, so the help route's first load carries none of it (npm run bench, routes).
 */
import type { default as FuseClass } from 'fuse.js';
import { HELP_SEARCH, type HelpPost } from '../../shared/content';

export interface HelpSearch {
  /** The entries matching `query`, best first; every entry, in order, for an empty query. */
  find(query: string): HelpPost[];
}

/** The search over `posts` with the given Fuse class. */
export function helpSearchWith(Fuse: typeof FuseClass, posts: readonly HelpPost[]): HelpSearch {
  const fuse = new Fuse(posts, {
    keys: [
      { name: 'title', weight: 2 },
      { name: 'content', weight: 1 },
    ],
    threshold: HELP_SEARCH.threshold,
    distance: HELP_SEARCH.distance,
  });
  return {
    find: (query) => {
      const text = query.trim().slice(0, HELP_SEARCH.textMax);
      return text === '' ? [...posts] : fuse.search(text).map((result) => result.item);
    },
  };
}

/** Loads Fuse.js and answers the search over `posts`. */
export async function loadHelpSearch(posts: readonly HelpPost[]): Promise<HelpSearch> {
  const { default: Fuse } = await import('fuse.js/basic');
  return helpSearchWith(Fuse, posts);
}
