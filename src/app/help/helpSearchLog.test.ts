import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { HELP_IDENTITY_STORAGE_KEY, HELP_SEARCH, type HelpSearchRequest } from '../../shared/content';
import { helpIdentity, helpSearchLogMachine } from './helpSearchLog';

const ID = 'browser-1234';

function start(send: (request: HelpSearchRequest) => Promise<void> = async () => undefined) {
  const sent: HelpSearchRequest[] = [];
  const log = createActor(helpSearchLogMachine, {
    input: {
      userIdentity: ID,
      send: (request) => {
        sent.push(request);
        return send(request);
      },
    },
  }).start();
  const type = (text: string) => log.send({ type: 'search.typed', text });
  return { log, sent, type };
}

describe('help search logging', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends nothing while the typing goes on, then the last text once it pauses for 1 s', () => {
    const { sent, type } = start();
    for (const text of ['p', 'pe', 'per', 'peri', 'perim', 'perimt', 'perimte', 'perimter']) {
      type(text);
      vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs - 1);
    }
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ text: 'perimter', selected_topic: null, userIdentity: ID }]);
    vi.advanceTimersByTime(10 * HELP_SEARCH.logDebounceMs);
    expect(sent).toHaveLength(1);
  });

  it('never sends the same request twice in a row', () => {
    const { sent, type } = start();
    type('area');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    type('area ');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    type('areas');
    type('area');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    expect(sent.map((request) => request.text)).toEqual(['area']);
    type('scale');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    type('area');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    expect(sent.map((request) => request.text)).toEqual(['area', 'scale', 'area']);
  });

  it('sends no empty search', () => {
    const { sent, type } = start();
    type('   ');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    type('');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    expect(sent).toEqual([]);
  });

  it('sends the entry opened while searching as the selected topic, and a new text clears it', () => {
    const { log, sent, type } = start();
    type('scale');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    log.send({ type: 'search.selected', topic: 'set-the-scale' });
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    type('scales');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    expect(sent.map((request) => [request.text, request.selected_topic])).toEqual([
      ['scale', null],
      ['scale', 'set-the-scale'],
      ['scales', null],
    ]);
  });

  it('cuts a long text to what the server stores', () => {
    const { sent, type } = start();
    type('a'.repeat(HELP_SEARCH.textMax + 50));
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    expect(sent[0]?.text).toHaveLength(HELP_SEARCH.textMax);
  });

  it('keeps going after a failed send, and does not send that request again', async () => {
    const { sent, type } = start(() => Promise.reject(new Error('offline')));
    type('curve');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    await Promise.resolve();
    type('curve');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    type('curves');
    vi.advanceTimersByTime(HELP_SEARCH.logDebounceMs);
    expect(sent.map((request) => request.text)).toEqual(['curve', 'curves']);
  });
});

describe('the browser help-search id', () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
  };

  it('is made once and kept in storage', () => {
    const storage = memoryStorage();
    const first = helpIdentity(storage, () => 'first-id-0001');
    expect(first).toBe('first-id-0001');
    expect(storage.items.get(HELP_IDENTITY_STORAGE_KEY)).toBe('first-id-0001');
    expect(helpIdentity(storage, () => 'second-id-0002')).toBe('first-id-0001');
  });

  it('replaces a kept value that is not an id', () => {
    const storage = memoryStorage();
    storage.setItem(HELP_IDENTITY_STORAGE_KEY, '<script>');
    expect(helpIdentity(storage, () => 'fresh-id-0003')).toBe('fresh-id-0003');
  });

  it('still gives an id when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(helpIdentity(refusing, () => 'page-only-id-04')).toBe('page-only-id-04');
    expect(helpIdentity(null)).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });
});
