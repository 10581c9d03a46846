/**
 * Other spellings of a route's path that a router may take for it: a letter of each segment
 * percent-encoded, doubled and trailing slashes, upper case and a `;param`. A guard that reads
 * the raw URL instead of the matched route misses them (issue 35).
 */
export function pathVariants(path: string): string[] {
  const [pathname = path, query] = path.split('?');
  const withQuery = (each: string) => (query === undefined ? each : `${each}?${query}`);
  const segments = pathname.split('/').slice(1);
  const encodedLetter = (segment: string, at: number) =>
    `${segment.slice(0, at)}%${segment.charCodeAt(at).toString(16).padStart(2, '0')}${segment.slice(at + 1)}`;
  const variants = new Set<string>();
  segments.forEach((segment, index) => {
    if (segment === '' || segment.startsWith(':')) return;
    for (const at of [0, segment.length - 1]) {
      const spelled = [...segments];
      spelled[index] = encodedLetter(segment, at);
      variants.add(`/${spelled.join('/')}`);
    }
  });
  variants.add(`/${pathname}`);
  variants.add(pathname.replace(/\/(?=[^/]*$)/, '//'));
  variants.add(`${pathname}/`);
  variants.add(pathname.toUpperCase());
  variants.add(`${pathname};x=1`);
  variants.delete(pathname);
  return [...variants].map(withQuery);
}
