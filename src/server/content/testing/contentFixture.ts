/** A small content folder and built client for route tests: two help entries, two posts, an index.html. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FIXTURE_INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <meta name="description" content="Planimetry measures shapes." />',
  '    <title>Planimetry</title>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

export const FIXTURE_FILES: Record<string, string> = {
  'help/perimeter.md': '---\ntitle: How is the perimeter calculated?\ntopic: Measuring\norder: 2\n---\nThe **perimeter** adds the sides.\n',
  'help/cant-find-emails.md': "---\ntitle: I can't find the e-mail\ntopic: Account\norder: 1\n---\nLook in the spam folder.\n\n<script>alert(1)</script>\n",
  'blog/older-post.md': [
    '---',
    'title: An older post',
    'excerpt: Older.',
    'date: 2026-01-05',
    'author: Ann Lee',
    'image: { url: /blog/older.svg, title: Older, alt: A drawing }',
    'meta: { title: Older post, canonical: /blog/older-post, metadesc: Older, metakeywords: old, focuskw: old }',
    '---',
    'Body of the older post.',
  ].join('\n'),
  'blog/measuring-a-plot.md': [
    '---',
    'title: Measuring a plot',
    'excerpt: How to measure a plot on a map.',
    "date: '2026-02-10'",
    'author: Bob Ray',
    'image: { url: /blog/plot.svg, title: A plot, alt: A plot outlined on a map }',
    'meta:',
    '  title: Measure a plot <fast> & "right"',
    '  canonical: /blog/measuring-a-plot',
    '  metadesc: "Area of a plot: why geodesic <matters>"',
    '  metakeywords: plot, area, map',
    '  focuskw: plot area',
    '---',
    '## Why\n\nBecause the earth is round.',
  ].join('\n'),
};

/** Writes the fixture content under a fresh temporary folder and answers it. */
export async function writeContentFixture(files: Record<string, string> = FIXTURE_FILES): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'planimetry-content-'));
  await mkdir(join(root, 'help'));
  await mkdir(join(root, 'blog'));
  for (const [path, text] of Object.entries(files)) await writeFile(join(root, path), text);
  return root;
}

/** A built client holding only index.html. */
export async function writeClientFixture(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'planimetry-client-'));
  await writeFile(join(root, 'index.html'), FIXTURE_INDEX_HTML);
  return root;
}
