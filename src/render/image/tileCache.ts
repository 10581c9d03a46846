/**
 * The tiles kept on the GPU: least recently used first out once their bytes pass a bound, except
 * pinned ones (the coarsest level, which stands under everything). `evict` is told of each tile
 * that leaves, to destroy its texture and close its bitmap.
 */
export interface TileCache<T> {
  /** The tile, marking it just used; undefined when not kept. */
  get(id: string): T | undefined;
  has(id: string): boolean;
  /** Keeps a tile of `bytes`, then evicts the least recently used unpinned tiles over the bound. */
  set(id: string, value: T, bytes: number, pinned?: boolean): void;
  /** Evicts every tile. */
  clear(): void;
  /** Bytes kept now. */
  readonly bytes: number;
  readonly size: number;
}

interface Entry<T> {
  readonly value: T;
  readonly bytes: number;
  readonly pinned: boolean;
}

export function createTileCache<T>(maxBytes: number, evict: (value: T, id: string) => void): TileCache<T> {
  // A Map iterates in insertion order: deleting and setting again moves an entry to the end,
  // so the first entries are the least recently used.
  const entries = new Map<string, Entry<T>>();
  let bytes = 0;

  const remove = (id: string, entry: Entry<T>): void => {
    entries.delete(id);
    bytes -= entry.bytes;
    evict(entry.value, id);
  };

  return {
    get(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      entries.delete(id);
      entries.set(id, entry);
      return entry.value;
    },
    has: (id) => entries.has(id),
    set(id, value, size, pinned = false) {
      const old = entries.get(id);
      if (old) remove(id, old);
      entries.set(id, { value, bytes: size, pinned });
      bytes += size;
      for (const [key, entry] of entries) {
        if (bytes <= maxBytes) break;
        // The tile just kept stays even over the bound: it was asked for because it is on screen.
        if (!entry.pinned && key !== id) remove(key, entry);
      }
    },
    clear() {
      for (const [id, entry] of [...entries]) remove(id, entry);
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
