/**
 * The public site's help and blog, read once at startup from Markdown files with front matter:
 * `<dir>/help/<slug>.md` and `<dir>/blog/<slug>.md`. Every file is checked; the first wrong one
 * stops the start with an error naming it, so a typo never reaches a visitor as a broken page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { blogImageSchema, blogMetaSchema, SLUG_PATTERN, type BlogSummary, type HelpPost } from '../../shared/content';
import { renderMarkdown } from './renderMarkdown';

/** A blog post as loaded: everything GET /blog/{slug} answers but its comments, which live in the database. */
export interface BlogEntry extends BlogSummary {
  /** The body rendered to HTML. */
  content: string;
  meta: z.infer<typeof blogMetaSchema>;
}

export interface SiteContent {
  /** Sorted by their `order`, then title. */
  help: HelpPost[];
  /** Newest first. */
  blog: BlogEntry[];
}

const text = z.string().trim().min(1);

const helpFrontMatter = z.strictObject({
  title: text,
  topic: text,
  order: z.number().int(),
  /** Words and common questions a reader may type for this entry; the search reads them too (issue 36 item 11). */
  keywords: z.array(text).max(40).default([]),
  questions: z.array(text).max(20).default([]),
});

/** Whether `day` (YYYY-MM-DD) names a day of the calendar (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** YAML reads an unquoted 2026-03-01 as a Date at midnight UTC; either way it becomes YYYY-MM-DD. */
const isoDay = z
  .union([z.date().transform((date) => date.toISOString().slice(0, 10)), z.string()])
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD').refine(isCalendarDay, 'not a real day'));

const blogFrontMatter = z.strictObject({
  title: text,
  excerpt: text,
  date: isoDay,
  author: text,
  image: blogImageSchema.extend({ url: text, title: text, alt: text }).strict(),
  meta: blogMetaSchema.extend({ title: text, canonical: text, metadesc: text }).strict(),
});

/** JavaScript front matter (`---js`) would be run by gray-matter: refused, only YAML is read. */
const refuseCode = () => {
  throw new Error('front matter must be YAML');
};
const MATTER_OPTIONS = { engines: { js: refuseCode, javascript: refuseCode } };

/** Thrown for the first file that is not right, naming it. */
export class ContentError extends Error {}

interface MarkdownFile {
  slug: string;
  path: string;
  data: unknown;
  body: string;
}

function readFolder(root: string, folder: string): MarkdownFile[] {
  const dir = join(root, folder);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.md')).sort();
  } catch (error) {
    throw new ContentError(`Content folder ${dir} cannot be read (set CONTENT_DIR): ${(error as Error).message}`);
  }
  return names.map((name) => {
    const path = join(dir, name);
    const slug = name.slice(0, -'.md'.length);
    if (!SLUG_PATTERN.test(slug)) throw new ContentError(`${path}: the file name must be lowercase words joined by hyphens, ending in .md`);
    try {
      const file = matter(readFileSync(path, 'utf8'), MATTER_OPTIONS);
      return { slug, path, data: file.data, body: file.content };
    } catch (error) {
      throw new ContentError(`${path}: the front matter cannot be read: ${(error as Error).message}`);
    }
  });
}

function frontMatter<T>(file: MarkdownFile, schema: z.ZodType<T>, root: string): T {
  const parsed = schema.safeParse(file.data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; ');
  throw new ContentError(`${relative(root, file.path) || file.path}: wrong front matter (${problems})`);
}

function requireBody(file: MarkdownFile): string {
  if (file.body.trim() === '') throw new ContentError(`${file.path}: the entry has no text below its front matter`);
  return file.body.trim();
}

/** Reads, checks and renders every help entry and blog post under `root`; throws ContentError on the first bad file. */
export function loadContent(root: string): SiteContent {
  const help = readFolder(root, 'help')
    .map((file) => {
      const data = frontMatter(file, helpFrontMatter, root);
      const content = requireBody(file);
      return { order: data.order, post: { slug: file.slug, title: data.title, topic: data.topic, keywords: data.keywords, questions: data.questions, content, html: renderMarkdown(content) } };
    })
    .sort((a, b) => a.order - b.order || a.post.title.localeCompare(b.post.title))
    .map((entry) => entry.post);
  const blog = readFolder(root, 'blog')
    .map((file): BlogEntry => {
      const data = frontMatter(file, blogFrontMatter, root);
      return { slug: file.slug, ...data, content: renderMarkdown(requireBody(file)) };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { help, blog };
}
