import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CANT_FIND_EMAILS_SLUG, helpPostSchema } from '../../shared/content';
import { ContentError, loadContent } from './loadContent';
import { FIXTURE_FILES, writeContentFixture } from './testing/contentFixture';

const made: string[] = [];
async function folderWith(files: Record<string, string>): Promise<string> {
  const root = await writeContentFixture(files);
  made.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(made.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

const HELP_HEADER = '---\ntitle: Layers\ntopic: Drawing\norder: 1\n---\n';
const post = (frontMatter: string) => `---\n${frontMatter}\n---\nBody.`;
const GOOD_POST = FIXTURE_FILES['blog/older-post.md'] ?? '';

describe('loadContent', () => {
  it('reads, renders and sorts the help by order and the blog newest first', async () => {
    const content = loadContent(await folderWith(FIXTURE_FILES));
    expect(content.help.map((entry) => entry.slug)).toEqual(['cant-find-emails', 'perimeter']);
    expect(content.blog.map((entry) => [entry.slug, entry.date])).toEqual([
      ['measuring-a-plot', '2026-02-10'],
      ['older-post', '2026-01-05'],
    ]);
    expect(content.blog[0]?.content).toBe('<h2>Why</h2>\n<p>Because the earth is round.</p>\n');
  });

  it.each([
    ['help/layers.md', '---\ntitle: [unclosed\n---\nText', /help\/layers\.md: the front matter cannot be read/],
    ['help/layers.md', '---\ntitle: Layers\ntopic: Drawing\n---\nText', /layers\.md: wrong front matter \(order: /],
    ['help/layers.md', '---\ntitle: Layers\ntopic: Drawing\norder: first\n---\nText', /layers\.md: wrong front matter \(order: /],
    ['help/layers.md', '---\ntitle: ""\ntopic: Drawing\norder: 1\n---\nText', /layers\.md: wrong front matter \(title: /],
    ['help/layers.md', `${HELP_HEADER}`, /layers\.md: the entry has no text/],
    ['help/layers.md', 'No front matter at all.', /layers\.md: wrong front matter/],
    ['help/layers.md', '---js\n{ title: (() => { throw new Error("ran") })() }\n---\nText', /front matter must be YAML/],
    ['help/Layers_1.md', `${HELP_HEADER}Text`, /Layers_1\.md: the file name must be lowercase words/],
    ['help/layers.md', '---\ntitle: Layers\ntopic: Drawing\norder: 1\nsecret: 2\n---\nText', /wrong front matter \(front matter: Unrecognized key/],
    ['blog/a-post.md', GOOD_POST.replace('date: 2026-01-05', 'date: 5 January 2026'), /blog\/a-post\.md: wrong front matter \(date: /],
    ['blog/a-post.md', GOOD_POST.replace('date: 2026-01-05', "date: '2026-02-30'"), /a-post\.md: wrong front matter \(date: not a real day\)/],
    ['blog/a-post.md', GOOD_POST.replace('alt: A drawing', 'alt: ""'), /a-post\.md: wrong front matter \(image\.alt: /],
    ['blog/a-post.md', post('title: T\nexcerpt: E\ndate: 2026-01-01\nauthor: A'), /a-post\.md: wrong front matter \(image: .*meta: /],
  ])('stops with an error naming %s when it is wrong', async (path, text, message) => {
    const root = await folderWith({ ...FIXTURE_FILES, [path]: text });
    expect(() => loadContent(root)).toThrow(ContentError);
    expect(() => loadContent(root)).toThrow(message);
  });

  it('names the folder it cannot read', () => {
    expect(() => loadContent('/nonexistent/planimetry-content')).toThrow(/\/nonexistent\/planimetry-content\/help cannot be read \(set CONTENT_DIR\)/);
  });
});

describe("the repository's own content", () => {
  const content = loadContent(join(import.meta.dirname, '../../../content'));

  it('loads, with the entry the verification screen links to and one about the perimeter', () => {
    expect(content.help.length).toBeGreaterThanOrEqual(16);
    for (const entry of content.help) helpPostSchema.parse(entry);
    expect(content.help.map((entry) => entry.slug)).toContain(CANT_FIND_EMAILS_SLUG);
    expect(content.help.some((entry) => /perimeter/i.test(entry.title))).toBe(true);
    expect(content.blog).toHaveLength(3);
  });

  it('gives every post a picture that exists under public/', async () => {
    const { existsSync } = await import('node:fs');
    for (const entry of content.blog) {
      expect(entry.image.url, entry.slug).toMatch(/^\/blog\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(import.meta.dirname, '../../../public', entry.image.url)), entry.image.url).toBe(true);
      expect(entry.meta.canonical).toBe(`/blog/${entry.slug}`);
    }
  });
});
