/**
 * The educator's live news (spec accounts §7 "Socket events"): the socket is wired once at start
 * (createApp), the educator view listens only while it is shown, so the two meet here.
 */
import type { DocumentSummaryResponse } from '../../shared/accounts';

export interface EducatorSessionEnded {
  name: string;
  isEducatorStop: boolean;
}

export interface EducatorEventListener {
  sessionEnded?(ended: EducatorSessionEnded): void;
  documentsUpdated?(documents: readonly DocumentSummaryResponse[]): void;
}

export interface EducatorEvents {
  /** Adds a listener; answers its removal. */
  listen(listener: EducatorEventListener): () => void;
  sessionEnded(ended: EducatorSessionEnded): void;
  documentsUpdated(documents: readonly DocumentSummaryResponse[]): void;
}

export function createEducatorEvents(): EducatorEvents {
  const listeners = new Set<EducatorEventListener>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    sessionEnded: (ended) => listeners.forEach((listener) => listener.sessionEnded?.(ended)),
    documentsUpdated: (documents) => listeners.forEach((listener) => listener.documentsUpdated?.(documents)),
  };
}
