import { Marked } from 'marked';
import { escapeHtml } from '../http/escapeHtml';

/**
 * Markdown to HTML for the help and the blog. Raw HTML in a file is shown as text, not passed
 * through: the files are ours, but nothing in them needs markup Markdown cannot write, and an
 * escaped tag cannot slip a script into every page that shows the entry.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
