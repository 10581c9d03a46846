/**
 * The built client's index.html, read once, for the routes that answer a client page themselves
 * (a page that is also a JSON answer, a blog post with its own head tags for crawlers).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { BASE_PATH_META, withBasePath } from '../../shared/basePath';
import { escapeHtml } from './escapeHtml';

/** The head tags of one page, as search engines and link previews read them. */
export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  /** Absolute, or a path resolved against the public address. */
  canonical: string;
  /** The picture of link previews (og:image), absolute or a path. */
  image?: string;
}

export interface IndexPage {
  /** index.html, with `head`'s tags in place of its own title and description when given. */
  html(head?: PageHead): string;
}

/** Tags of index.html a page's own head replaces. */
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="(?:description|keywords)"[^>]*>\s*/gi,
  /<meta\s+property="og:[^"]*"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];

/** `address` (absolute, or a path of the app) as an absolute address when PUBLIC_URL is known. */
function absolute(address: string, publicUrl: string | undefined, basePath: string): string {
  const path = withBasePath(basePath, address);
  if (publicUrl === undefined) return path;
  try {
    return new URL(path, publicUrl).href;
  } catch {
    return path;
  }
}

/** index.html with the page's title, description, keywords, canonical link and Open Graph tags. */
export function withHead(indexHtml: string, head: PageHead, publicUrl?: string, basePath = ''): string {
  const canonical = absolute(head.canonical, publicUrl, basePath);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="keywords" content="${escapeHtml(head.keywords)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...(head.image === undefined ? [] : [`<meta property="og:image" content="${escapeHtml(absolute(head.image, publicUrl, basePath))}" />`]),
  ];
  const stripped = REPLACED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), indexHtml);
  const end = stripped.search(/<\/head>/i);
  const block = `${tags.join('\n    ')}\n  `;
  return end === -1 ? `${block}${stripped}` : `${stripped.slice(0, end)}${block}${stripped.slice(end)}`;
}

/**
 * The built index.html for the base path: Vite writes the page's own addresses relative (`./assets/…`,
 * vite.config.ts's `base`), which a page at /help/scale would resolve under /help/; here they
 * become paths from the root under the base path. Under a base path the page also names it in a
 * meta tag, where the client reads it (src/app/pagePaths.ts).
 */
export function pageForBasePath(indexHtml: string, basePath: string): string {
  const rooted = indexHtml.replace(/(\s(?:src|href)=")\.\//g, `$1${basePath}/`);
  if (basePath === '') return rooted;
  const tag = `<meta name="${BASE_PATH_META}" content="${escapeHtml(basePath)}" />`;
  const head = /<head[^>]*>/i.exec(rooted);
  return head === null ? `${tag}${rooted}` : `${rooted.slice(0, head.index + head[0].length)}\n    ${tag}${rooted.slice(head.index + head[0].length)}`;
}

/** The client's index.html under `clientDir`, or undefined when there is none (as in `npm run dev`). */
export function readIndexPage(clientDir: string | undefined, publicUrl?: string, basePath = ''): IndexPage | undefined {
  if (clientDir === undefined) return undefined;
  let indexHtml: string;
  try {
    indexHtml = pageForBasePath(readFileSync(join(clientDir, 'index.html'), 'utf8'), basePath);
  } catch {
    return undefined;
  }
  return { html: (head) => (head === undefined ? indexHtml : withHead(indexHtml, head, publicUrl, basePath)) };
}

/**
 * Answers a client page as clientRoutes does (HTML, revalidated), varying by Accept because the
 * same address answers JSON too.
 */
export function sendIndexPage(reply: FastifyReply, page: IndexPage, status: number, head?: PageHead): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept')
    .send(page.html(head));
}
