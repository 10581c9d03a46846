import type { SiteConfig } from '../../shared/content';

/** The Facebook and Twitter links the server is configured with; a missing one is left out. */
export function SocialLinks({ site }: { site: SiteConfig | null | 'failed' }) {
  const contact = site === null || site === 'failed' ? null : site.contact;
  const links = [
    ['Facebook', contact?.facebook ?? null],
    ['Twitter', contact?.twitter ?? null],
  ] as const;
  return links.map(([name, href]) =>
    href === null ? null : (
      <a key={name} href={href} target="_blank" rel="noopener noreferrer">
        {name}
      </a>
    ),
  );
}
