/**
 * Asks the worker for tiles, a few at a time: each new view replaces the tiles waiting to be
 * asked for (newest view first; tiles it no longer needs are never asked for), while those
 * already asked for finish. After `reset` (another image), answers to earlier requests are
 * dropped through `discard`, since they belong to the image that was replaced.
 */
import type { TileKey } from '../../engine/kernels/tileGrid';
import { tileId } from './tileMath';

export interface TileLoaderOptions<T> {
  fetch(key: TileKey): Promise<T>;
  /** A tile arrived for the current image. */
  loaded(key: TileKey, value: T): void;
  /** A tile arrived for a replaced image: free it. */
  discard(value: T): void;
  /** A request failed (the worker refused it); it is not asked again until wanted again. */
  failed?(key: TileKey, error: unknown): void;
  readonly maxInFlight: number;
}

export interface TileLoader {
  /** The tiles the current view lacks, most wanted first; replaces the previous list. */
  want(keys: readonly TileKey[]): void;
  /** Forgets the waiting tiles and drops the answers of those in flight. */
  reset(): void;
  /** Tiles asked for and not yet answered. */
  readonly inFlight: number;
}

export function createTileLoader<T>(options: TileLoaderOptions<T>): TileLoader {
  let waiting: TileKey[] = [];
  const asked = new Set<string>();
  let generation = 0;

  const pump = (): void => {
    while (asked.size < options.maxInFlight && waiting.length > 0) {
      const key = waiting.shift()!;
      const id = tileId(key);
      if (asked.has(id)) continue;
      asked.add(id);
      const mine = generation;
      options.fetch(key).then(
        (value) => {
          if (mine !== generation) {
            options.discard(value);
            return;
          }
          asked.delete(id);
          options.loaded(key, value);
          pump();
        },
        (error: unknown) => {
          if (mine !== generation) return;
          asked.delete(id);
          options.failed?.(key, error);
          pump();
        },
      );
    }
  };

  return {
    want(keys) {
      waiting = keys.filter((key) => !asked.has(tileId(key)));
      pump();
    },
    reset() {
      generation++;
      waiting = [];
      asked.clear();
    },
    get inFlight() {
      return asked.size;
    },
  };
}
