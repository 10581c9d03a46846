/**
 * Who waits for a conversion slot, shared fairly among accounts and IPs. Until issue 35 the
 * queue was first come, first served up to its limit, so about ten accounts printing at once
 * kept everyone else at 503 ("busy"). Now an owner's load is the jobs (running and waiting) of
 * its account or of its IP, whichever is more, and:
 * - while there is room, anyone queues: an idle server serves one person's many jobs;
 * - when the queue is full, a newcomer whose load would stay below the heaviest waiting owner's
 *   takes the place of that owner's newest waiting job, which is answered "busy"; among equals
 *   the newcomer is the one refused, since the pool is then shared as evenly as it can be;
 * - a freed slot goes to the waiting job whose owner has the fewest jobs running, the oldest
 *   first among those.
 * So one IP with many accounts, or one account from many IPs, holds no more than its share once
 * others want the pool. Pure bookkeeping: the pool starts and refuses the jobs.
 */

/** Whose job it is: the account and the IP it came from. */
export interface JobOwner {
  readonly account: string;
  readonly ip: string;
}

interface Entry<T> {
  readonly owner: JobOwner;
  readonly item: T;
}

/** What `offer` did with a job. */
export type Offered<T> = { queued: true; evicted?: T } | { queued: false };

export interface FairQueue<T> {
  readonly length: number;
  /** Queues `item` for `owner`, in place of a heavier owner's newest job when full. */
  offer(owner: JobOwner, item: T): Offered<T>;
  /** Takes the next job to start (the owner with the fewest running first), counted as running. */
  take(): T | undefined;
  /** Counts a job that starts at once, without waiting. */
  started(owner: JobOwner): void;
  /** A running job of `owner` ended. */
  finished(owner: JobOwner): void;
  /** Empties the queue, answering every waiting item. */
  drain(): T[];
}

/** Counts by key; a key whose count reaches zero goes. */
function counter() {
  const counts = new Map<string, number>();
  return {
    get: (key: string) => counts.get(key) ?? 0,
    add(key: string, by: number) {
      const next = (counts.get(key) ?? 0) + by;
      if (next > 0) counts.set(key, next);
      else counts.delete(key);
    },
  };
}

export function createFairQueue<T>(limit: number): FairQueue<T> {
  const waiting: Entry<T>[] = [];
  const running = { accounts: counter(), ips: counter() };
  const queued = { accounts: counter(), ips: counter() };

  const count = (tally: typeof running, owner: JobOwner, by: number) => {
    tally.accounts.add(owner.account, by);
    tally.ips.add(owner.ip, by);
  };
  const runningLoad = (owner: JobOwner) => Math.max(running.accounts.get(owner.account), running.ips.get(owner.ip));
  const load = (owner: JobOwner) =>
    Math.max(running.accounts.get(owner.account) + queued.accounts.get(owner.account), running.ips.get(owner.ip) + queued.ips.get(owner.ip));
  const remove = (index: number): Entry<T> => {
    const [entry] = waiting.splice(index, 1) as [Entry<T>];
    count(queued, entry.owner, -1);
    return entry;
  };
  const push = (owner: JobOwner, item: T) => {
    waiting.push({ owner, item });
    count(queued, owner, 1);
  };

  return {
    get length() {
      return waiting.length;
    },
    offer(owner, item) {
      if (waiting.length < limit) {
        push(owner, item);
        return { queued: true };
      }
      // The newest job of the heaviest owner (scanning from the newest, the first of the heaviest wins).
      let victim = -1;
      let heaviest = -1;
      for (let index = waiting.length - 1; index >= 0; index -= 1) {
        const weight = load((waiting[index] as Entry<T>).owner);
        if (weight > heaviest) {
          heaviest = weight;
          victim = index;
        }
      }
      if (victim < 0 || heaviest <= load(owner) + 1) return { queued: false };
      const evicted = remove(victim);
      push(owner, item);
      return { queued: true, evicted: evicted.item };
    },
    take() {
      let next = -1;
      let fewest = Infinity;
      waiting.forEach((entry, index) => {
        const weight = runningLoad(entry.owner);
        if (weight < fewest) {
          fewest = weight;
          next = index;
        }
      });
      if (next < 0) return undefined;
      const entry = remove(next);
      count(running, entry.owner, 1);
      return entry.item;
    },
    started(owner) {
      count(running, owner, 1);
    },
    finished(owner) {
      count(running, owner, -1);
    },
    drain() {
      const items = waiting.map((entry) => entry.item);
      for (let index = waiting.length - 1; index >= 0; index -= 1) remove(index);
      return items;
    },
  };
}
