/**
 * The help's and the blog's lists, loaded once per page from the content API. A page left before
 * the answer ignores it.
 */
import { useEffect, useState } from 'react';
import type { ContentApi } from '../../net/contentApi';
import type { BlogSummary, HelpPost } from '../../shared/content';
import { useCoreServices } from '../AppServices';
import { messageOf } from '../auth/formErrors';

export type ContentList<T> = { status: 'loading' } | { status: 'loaded'; posts: T[] } | { status: 'failed'; message: string };

type Lists = { helpPosts: HelpPost; blogPosts: BlogSummary };

export function useContentList<K extends keyof Lists & keyof ContentApi>(list: K): ContentList<Lists[K]> {
  const { contentApi } = useCoreServices();
  const [state, setState] = useState<ContentList<Lists[K]>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    (contentApi[list] as () => Promise<Lists[K][]>)().then(
      (posts) => current && setState({ status: 'loaded', posts }),
      (error: unknown) => current && setState({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [contentApi, list]);
  return state;
}
