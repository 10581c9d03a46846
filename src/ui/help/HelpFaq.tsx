/**
 * The help page's questions and answers (spec accounts §2 "/help"): the entries of GET /help, a
 * fuzzy search whose results follow the typing, and `#slug` in the address opening that entry.
 * The searches are logged by the app's help-search workflow (app/help/helpSearchLog.ts).
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loadHelpSearch, type HelpSearch } from '../../app/help/helpSearch';
import { browserLocalStorage } from '../../app/browserStorage';
import { helpIdentity, helpSearchLogMachine } from '../../app/help/helpSearchLog';
import type { HelpPost } from '../../shared/content';
import { useCoreServices } from '../AppServices';
import { useContentList } from '../content/useContentList';
import './helpFaq.css';


/**
 * The fuzzy search over `posts` once it is wanted (`want()`: the search box has the focus or
 * changed), so Fuse.js loads only for a reader who searches.
 */
function useHelpSearch(posts: HelpPost[] | null) {
  const [wanted, setWanted] = useState(false);
  const [search, setSearch] = useState<HelpSearch | null>(null);
  useEffect(() => {
    if (!wanted || !posts) return;
    let current = true;
    loadHelpSearch(posts).then(
      (loaded) => current && setSearch(loaded),
      (error: unknown) => console.warn('The help search could not load:', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, posts]);
  return { search, want: () => setWanted(true) };
}

export function HelpFaq() {
  const { contentApi } = useCoreServices();
  const entries = useContentList('helpPosts');
  const posts = entries.status === 'loaded' ? entries.posts : null;
  const search = useHelpSearch(posts);
  const [userIdentity] = useState(() => helpIdentity(browserLocalStorage()));
  const log = useActorRef(helpSearchLogMachine, { input: { send: contentApi.logHelpSearch, userIdentity } });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { hash } = useLocation();

  // "#slug" opens that entry and brings it into view once the entries are here.
  const linked = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  useEffect(() => {
    if (!posts || !linked || !posts.some((post) => post.slug === linked)) return;
    setOpen((slugs) => new Set(slugs).add(linked));
    requestAnimationFrame(() => document.getElementById(linked)?.scrollIntoView({ block: 'start' }));
  }, [posts, linked]);

  const toggle = (slug: string, isOpen: boolean) => {
    if (isOpen === open.has(slug)) return;
    setOpen((slugs) => {
      const next = new Set(slugs);
      if (isOpen) next.add(slug);
      else next.delete(slug);
      return next;
    });
    if (isOpen && query.trim() !== '') log.send({ type: 'search.selected', topic: slug });
  };

  // Until the search has loaded (a moment after the first focus) every entry shows.
  const shown = search.search ? search.search.find(query) : (posts ?? []);
  const searching = query.trim() !== '' && search.search !== null;

  return (
    <section aria-labelledby="help-faq" className="help-faq">
      <h2 id="help-faq">Questions and answers</h2>
      <div className="field help-search">
        <label htmlFor="help-search-input">Search help</label>
        <input
          id="help-search-input"
          type="search"
          value={query}
          autoComplete="off"
          maxLength={200}
          onFocus={search.want}
          onChange={(event) => {
            search.want();
            setQuery(event.target.value);
            log.send({ type: 'search.typed', text: event.target.value });
          }}
        />
      </div>
      {entries.status === 'loading' && <p role="status">Loading the help entries…</p>}
      {entries.status === 'failed' && (
        <p className="form-error" role="alert">
          The help entries could not be loaded: {entries.message}
        </p>
      )}
      {posts && (
        <p role="status" className="help-search-count">
          {searching ? (shown.length === 0 ? `No entry matches “${query.trim()}”.` : `${shown.length} of ${posts.length} entries match.`) : ''}
        </p>
      )}
      <ul className="help-entries" aria-label="Help entries">
        {shown.map((post) => (
          <li key={post.slug}>
            <details
              id={post.slug}
              className="help-entry"
              aria-labelledby={`${post.slug}-title`}
              open={open.has(post.slug)}
              onToggle={(event) => toggle(post.slug, event.currentTarget.open)}
            >
              <summary id={`${post.slug}-title`}>{post.title}</summary>
              {/* Rendered on the server from our own Markdown files under content/help/. */}
              <div className="help-entry-body" dangerouslySetInnerHTML={{ __html: post.html }} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
