import type { BlogPost, BlogSummary } from '../content';

/** A blog post as the list shows it, for the content client's and pages' tests. */
export const GARDEN_POST_SUMMARY: BlogSummary = {
  slug: 'measuring-a-garden',
  title: 'Measuring a garden',
  excerpt: 'From a plan to square metres.',
  date: '2026-05-01',
  author: 'Planimetry team',
  image: { url: '/blog/garden.jpg', title: 'Garden', alt: 'A garden plan' },
};

/** The same post opened: its body, one comment and its head tags. */
export const GARDEN_POST: BlogPost = {
  ...GARDEN_POST_SUMMARY,
  content: '<p>Body</p>',
  comments: [{ name: 'Sam', content: 'Useful.', date: '2026-05-02T10:00:00.000Z' }],
  meta: { title: 'Measuring a garden', canonical: 'https://example.com/blog/measuring-a-garden', metadesc: 'd', metakeywords: 'k', focuskw: 'f' },
};
