/**
 * A blog post's head tags (spec accounts §3 "meta"): React 19 moves these into the document's
 * head. The page that loaded may already carry a title, description, keywords or canonical link
 * (index.html's own, or the post's as the server wrote them in); while a post shows, its tags are
 * the only ones, so that no reader of the head has two to choose from. The others come back when
 * the post goes.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { BlogPost } from '../../shared/content';
import { appAddress } from '../../net/appAddress';

const SOLE_TAGS = ['title', 'meta[name="description"]', 'meta[name="keywords"]', 'link[rel="canonical"]'] as const;

/** Whether React rendered `tag` (another component's head tag): React removes its own, so they are left alone. */
const renderedByReact = (tag: Element) => Object.keys(tag).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactMarker$'));

function useSoleHeadTags(own: readonly RefObject<Element | null>[], changed: string) {
  useEffect(() => {
    const ours = new Set(own.map((ref) => ref.current));
    const others = SOLE_TAGS.flatMap((selector) => [...document.head.querySelectorAll(selector)]).filter((tag) => !ours.has(tag) && !renderedByReact(tag));
    const places = others.map((tag) => ({ tag, next: tag.nextSibling }));
    others.forEach((tag) => tag.remove());
    return () =>
      places.forEach(({ tag, next }) => document.head.insertBefore(tag, next && next.parentNode === document.head ? next : null));
  }, [own, changed]);
}

export function BlogPostHead({ meta }: { meta: BlogPost['meta'] }) {
  const title = useRef<HTMLTitleElement>(null);
  const description = useRef<HTMLMetaElement>(null);
  const keywords = useRef<HTMLMetaElement>(null);
  const canonicalLink = useRef<HTMLLinkElement>(null);
  const own = useRef([title, description, keywords, canonicalLink]).current;
  useSoleHeadTags(own, JSON.stringify(meta));
  // A relative canonical address is made absolute, as search engines expect.
  const canonical = new URL(appAddress(meta.canonical), window.location.origin).href;
  return (
    <>
      <title ref={title}>{meta.title}</title>
      <meta ref={description} name="description" content={meta.metadesc} />
      <meta ref={keywords} name="keywords" content={meta.metakeywords} />
      <link ref={canonicalLink} rel="canonical" href={canonical} />
    </>
  );
}
