/**
 * The pages a person types to add as sheets: "1-3, 7, 10-12" (en dashes and spaces allowed), in
 * page order, each once. Anything else is said in words rather than guessed at.
 */
export type PageRange = { readonly pages: readonly number[] } | { readonly error: string };

export function parsePageRange(text: string, pageCount: number): PageRange {
  const parts = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length === 0) return { error: 'Type the pages to add, as 1-3, 7.' };
  const pages = new Set<number>();
  for (const part of parts) {
    const match = /^(\d+)(?:\s*[-–]\s*(\d+))?$/.exec(part);
    if (!match) return { error: `"${part}" is not a page or a range of pages: type them as 1-3, 7.` };
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (first < 1 || last > pageCount || first > last) return { error: `"${part}" is not within pages 1 to ${pageCount}.` };
    for (let page = first; page <= last; page++) pages.add(page);
  }
  return { pages: [...pages].sort((a, b) => a - b) };
}
