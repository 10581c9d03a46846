/**
 * The logging of help searches (spec accounts §7 "Content": POST /help/search {text,
 * selected_topic, userIdentity}, debounced 1 s and de-duplicated). Every keystroke restarts the
 * wait; once the typing has paused `HELP_SEARCH.logDebounceMs` the search goes out, unless it is
 * empty or the very request sent last. `userIdentity` is a random id this browser keeps.
 */
import { assign, setup, type ActorRefFrom } from 'xstate';
import { HELP_IDENTITY_STORAGE_KEY, HELP_SEARCH, type HelpSearchRequest } from '../../shared/content';

const IDENTITY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/**
 * This browser's help-search id from `storage`, made and kept there the first time. Storage that
 * refuses (a private window) still gives an id, for this page only.
 */
export function helpIdentity(storage: Pick<Storage, 'getItem' | 'setItem'> | null, newId: () => string = () => crypto.randomUUID()): string {
  try {
    const kept = storage?.getItem(HELP_IDENTITY_STORAGE_KEY);
    if (kept && IDENTITY_PATTERN.test(kept)) return kept;
  } catch {
    // Unreadable storage: a fresh id below.
  }
  const id = newId();
  try {
    storage?.setItem(HELP_IDENTITY_STORAGE_KEY, id);
  } catch {
    // Unwritable storage: the id lasts as long as the page.
  }
  return id;
}

export interface HelpSearchLogInput {
  /** POST /help/search; a failure is only lost (the page never waits on the log). */
  send: (request: HelpSearchRequest) => Promise<void>;
  userIdentity: string;
}

export type HelpSearchLogEvent =
  /** The search box now reads `text`. */
  | { type: 'search.typed'; text: string }
  /** The person opened the entry `topic` (its slug) while searching. */
  | { type: 'search.selected'; topic: string };

interface HelpSearchLogContext extends HelpSearchLogInput {
  text: string;
  topic: string | null;
  /** The request sent last, as a key, so the same one never goes twice in a row. */
  lastSent: string | null;
}

/** What would be sent now: the trimmed text (cut to what the server stores) and the topic. */
export function pendingRequest(context: Pick<HelpSearchLogContext, 'text' | 'topic' | 'userIdentity'>): HelpSearchRequest {
  return { text: context.text.trim().slice(0, HELP_SEARCH.textMax).trim(), selected_topic: context.topic, userIdentity: context.userIdentity };
}

const keyOf = (request: HelpSearchRequest) => JSON.stringify([request.text, request.selected_topic]);

export const helpSearchLogMachine = setup({
  types: { context: {} as HelpSearchLogContext, events: {} as HelpSearchLogEvent, input: {} as HelpSearchLogInput },
  delays: { logDebounce: HELP_SEARCH.logDebounceMs },
  guards: {
    worthLogging: ({ context }) => {
      const request = pendingRequest(context);
      return request.text !== '' && keyOf(request) !== context.lastSent;
    },
  },
  actions: {
    remember: assign({ lastSent: ({ context }) => keyOf(pendingRequest(context)) }),
    send: ({ context }) => {
      context.send(pendingRequest(context)).catch(() => undefined);
    },
  },
}).createMachine({
  id: 'helpSearchLog',
  context: ({ input }) => ({ ...input, text: '', topic: null, lastSent: null }),
  initial: 'idle',
  // Each change starts the wait again.
  on: {
    'search.typed': { target: '.waiting', reenter: true, actions: assign({ text: ({ event }) => event.text, topic: null }) },
    'search.selected': { target: '.waiting', reenter: true, actions: assign({ topic: ({ event }) => event.topic }) },
  },
  states: {
    idle: {},
    waiting: {
      after: {
        logDebounce: [{ guard: 'worthLogging', target: 'idle', actions: ['send', 'remember'] }, { target: 'idle' }],
      },
    },
  },
});

export type HelpSearchLogActor = ActorRefFrom<typeof helpSearchLogMachine>;
