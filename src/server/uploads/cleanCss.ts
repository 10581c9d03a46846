/**
 * Makes CSS from an uploaded SVG (a `<style>` element or a `style` attribute) unable to load
 * anything: `@import` rules are removed and every `url(...)` that is not a `#fragment` becomes
 * `none`. CSS escapes (`\75 rl(`) could spell those words past a pattern, so CSS holding a
 * backslash is dropped whole; SVG drawings have no need for escapes. Comments are removed
 * outright, so one cannot split a word the patterns look for.
 */
export function cleanCss(css: string): string {
  if (css.includes('\\')) return '';
  const cleaned = css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(["']?)([^"')]*)\1\s*\)/gi, (whole, _quote: string, target: string) =>
      target.trim().startsWith('#') ? whole : 'none',
    );
  // Anything left that still reads as a load (an unclosed url( or a nested quote) drops it all.
  return /@import|url\(\s*["']?\s*[^#\s"']/i.test(cleaned) ? '' : cleaned;
}
