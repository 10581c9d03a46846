import { describe, expect, it } from 'vitest';
import type { TileKey } from '../../engine/kernels/tileGrid';
import { createTileLoader } from './tileLoader';
import { tileId } from './tileMath';

const key = (column: number): TileKey => ({ level: 0, column, row: 0 });

/** A worker stand-in: each fetch waits until the test answers it. */
function slowWorker() {
  const pending = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const asked: string[] = [];
  return {
    asked,
    fetch: (tile: TileKey) =>
      new Promise<string>((resolve, reject) => {
        asked.push(tileId(tile));
        pending.set(tileId(tile), { resolve, reject });
      }),
    answer: async (id: string) => {
      pending.get(id)!.resolve(`bitmap ${id}`);
      await Promise.resolve();
    },
    refuse: async (id: string) => {
      pending.get(id)!.reject(new Error('refused'));
      await Promise.resolve();
    },
  };
}

function loaderOver(worker: ReturnType<typeof slowWorker>, maxInFlight = 2) {
  const loaded: string[] = [];
  const discarded: string[] = [];
  const failed: string[] = [];
  const loader = createTileLoader<string>({
    fetch: worker.fetch,
    loaded: (_, value) => loaded.push(value),
    discard: (value) => discarded.push(value),
    failed: (tile) => failed.push(tileId(tile)),
    maxInFlight,
  });
  return { loader, loaded, discarded, failed };
}

describe('createTileLoader', () => {
  it('asks for a few tiles at a time, the most wanted first', async () => {
    const worker = slowWorker();
    const { loader, loaded } = loaderOver(worker);
    loader.want([key(0), key(1), key(2)]);
    expect(worker.asked).toEqual(['0/0/0', '0/1/0']);
    expect(loader.inFlight).toBe(2);
    await worker.answer('0/0/0');
    expect(loaded).toEqual(['bitmap 0/0/0']);
    expect(worker.asked).toEqual(['0/0/0', '0/1/0', '0/2/0']);
  });

  it('lets a newer view replace the tiles still waiting, without asking twice for one in flight', async () => {
    const worker = slowWorker();
    const { loader } = loaderOver(worker);
    loader.want([key(0), key(1), key(2), key(3)]);
    loader.want([key(1), key(7), key(8)]);
    await worker.answer('0/0/0');
    // Tiles 2 and 3 belonged to the old view and are never asked for; 1 was already in flight.
    expect(worker.asked).toEqual(['0/0/0', '0/1/0', '0/7/0']);
  });

  it('drops the answers that arrive after a reset, and goes on after a refusal', async () => {
    const worker = slowWorker();
    const { loader, loaded, discarded, failed } = loaderOver(worker);
    loader.want([key(0), key(1)]);
    loader.reset();
    await worker.answer('0/0/0');
    expect(loaded).toEqual([]);
    expect(discarded).toEqual(['bitmap 0/0/0']);
    loader.want([key(5), key(6)]);
    await worker.refuse('0/5/0');
    expect(failed).toEqual(['0/5/0']);
    await worker.answer('0/6/0');
    expect(loaded).toEqual(['bitmap 0/6/0']);
  });
});
