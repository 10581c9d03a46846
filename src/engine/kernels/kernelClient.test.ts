import { beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { createKernelClient, type KernelWorkerPort } from './kernelClient';
import { isCancel, transferListOf, type KernelRequest, type KernelWorkerMessage } from './kernelProtocol';
import { createKernelServer, kernelServerParts } from './kernelServer';
import { KernelError, type KernelSet, type RgbaImage } from './kernelTypes';
import { loadWasmKernels } from './loadKernels';
import { fakeDecoder, fakeImageFile, type FakeDecoder, type FakeTile } from './testing/fakeDecoder';
import { PNG } from 'pngjs';
import { planPng, streamPng } from './pngStrips';
import type { DecodedImage } from './imageHolder';

const p = (x: number, y: number): Point => ({ x, y });
const square = [p(0, 0), p(4, 0), p(4, 4), p(0, 4)];
const triangle = [p(0, 0), p(6, 0), p(0, 8)];

let kernels: KernelSet;

beforeAll(async () => {
  kernels = await loadWasmKernels();
});

/** A 40 × 30 white image with a black 10 × 10 square at (5, 5). */
function squareImage(): RgbaImage {
  const width = 40;
  const height = 30;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 5; y < 15; y++) for (let x = 5; x < 15; x++) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

/**
 * An in-process stand-in for the kernel worker: it receives requests through structuredClone
 * with the same transfer list a real postMessage uses, holds them until `deliver`, and answers
 * with the kernel server over the real WASM kernels and a stand-in decoder.
 */
function inProcessWorker(decoder: FakeDecoder = fakeDecoder(), stripPixels?: number) {
  const serve = createKernelServer(kernelServerParts(kernels, decoder, stripPixels));
  const inbox: KernelRequest[] = [];
  const transfers: Transferable[][] = [];
  let terminated = false;
  const port: KernelWorkerPort = {
    onmessage: null,
    onerror: null,
    postMessage(message, transfer) {
      if (isCancel(message)) {
        serve.cancel(message.cancel);
        return;
      }
      transfers.push(transfer);
      inbox.push(structuredClone(message, { transfer }));
    },
    terminate() {
      terminated = true;
    },
  };
  const reply = (response: KernelWorkerMessage): void =>
    port.onmessage?.(new MessageEvent('message', { data: structuredClone(response, { transfer: transferListOf(response) }) }));
  return {
    port,
    transfers,
    isTerminated: () => terminated,
    /** Answers the waiting requests, last first when `reversed`, each as soon as it is ready. */
    async deliver(reversed = false): Promise<void> {
      const requests = inbox.splice(0);
      await Promise.all((reversed ? requests.reverse() : requests).map((request) => serve(request, reply).then(reply)));
    },
    reply,
    fail(message: string): void {
      const event = Object.assign(new Event('error'), { message, filename: '', lineno: 0, colno: 0, error: null });
      port.onerror?.(event);
    },
  };
}

describe('createKernelClient', () => {
  it('measures a shape through the worker', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const measured = client.measure(square, true);
    await worker.deliver();
    await expect(measured).resolves.toEqual({ area: 16, perimeter: 16 });
  });

  it('matches each answer to its request when they come back out of order', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const first = client.measure(square, true);
    const second = client.measure(triangle, false);
    await worker.deliver(true);
    await expect(first).resolves.toEqual({ area: 16, perimeter: 16 });
    await expect(second).resolves.toEqual({ area: 0, perimeter: 16 });
  });

  it('transfers the coordinates to the worker instead of copying them', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const measured = client.measure(square, true);
    const [transfer] = worker.transfers;
    expect(transfer).toHaveLength(1);
    expect(transfer?.[0]).toBeInstanceOf(ArrayBuffer);
    // A transferred buffer is detached on the sending side.
    expect((transfer?.[0] as ArrayBuffer).byteLength).toBe(0);
    await worker.deliver();
    await measured;
  });

  it('rejects a measurement the worker answers with an error', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const measured = client.measure(square, true);
    worker.reply({ id: 1, ok: false, code: 'worker-failed', message: 'kernels failed to load' });
    await expect(measured).rejects.toThrow('kernels failed to load');
  });

  it('rejects every pending measurement when the worker fails, and keeps working after', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const first = client.measure(square, true);
    const second = client.measure(triangle, true);
    worker.fail('out of memory');
    await expect(first).rejects.toThrow('kernel worker failed: out of memory');
    await expect(second).rejects.toThrow('out of memory');
    await worker.deliver();
    const third = client.measure(triangle, true);
    await worker.deliver();
    await expect(third).resolves.toEqual({ area: 24, perimeter: 24 });
  });

  it('stops the worker on dispose and rejects what is pending and what comes after', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const pending = client.measure(square, true);
    client.dispose();
    expect(worker.isTerminated()).toBe(true);
    await expect(pending).rejects.toThrow('disposed');
    await expect(client.measure(square, true)).rejects.toThrow('disposed');
  });

  it('makes an image resident and runs the wand on it, transferring the pixels', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const image = squareImage();
    const loaded = client.loadImage(image);
    expect(worker.transfers[0]).toEqual([image.data.buffer]);
    expect(image.data.byteLength).toBe(0);
    await worker.deliver();
    await expect(loaded).resolves.toEqual({ width: 40, height: 30 });

    const selected = client.wand.select({ x: 7, y: 7 }, { tolerance: 15, blur: 0, compound: false });
    await worker.deliver();
    const result = await selected;
    expect(result.areaPx).toBe(100);
    expect(result.bounds).toEqual({ minX: 5, minY: 5, maxX: 14, maxY: 14 });
    expect(result.polygons).toHaveLength(1);

    const regions = client.contours(result.maskId);
    await worker.deliver();
    expect((await regions)[0]!.points).toHaveLength(36 * 2);
  });

  it('rejects a refused wand click with the kernels\' code, and answers the next one', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const loaded = client.loadImage(squareImage());
    const outside = client.wand.select({ x: 40, y: 0 }, { tolerance: 15, blur: 0, compound: false });
    const inside = client.wand.select({ x: 0, y: 0 }, { tolerance: 15, blur: 0, compound: false });
    await worker.deliver();
    await loaded;
    await expect(outside).rejects.toBeInstanceOf(KernelError);
    await expect(outside).rejects.toHaveProperty('code', 'seed-out-of-bounds');
    await expect(inside).resolves.toHaveProperty('areaPx', 40 * 30 - 100);
  });

  it('simplifies, checks crossings and measures areas in the worker', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const bowtie = client.crossings(new Float64Array([0, 0, 4, 4, 4, 0, 0, 4]), true);
    const area = client.area(new Float64Array([0, 0, 4, 0, 4, 4, 0, 4]));
    const simplified = client.simplify(new Float64Array([0, 0, 1, 0.1, 2, 0, 3, 0.1, 4, 0]), 0.5, false);
    await worker.deliver();
    await expect(bowtie).resolves.toEqual({ first: 0, second: 2 });
    await expect(area).resolves.toBe(16);
    expect(Array.from(await simplified)).toEqual([0, 0, 4, 0]);
  });
});


/** A 70 × 50 image: a dark 20 × 10 block at (30, 20) on light paper, with a gradient to tell pixels apart. */
function planImage(): RgbaImage {
  const width = 70;
  const height = 50;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dark = x >= 30 && x < 50 && y >= 20 && y < 30;
      data.set(dark ? [10, 10, 10, 255] : [240, 200 + (x % 7), 220, 255], 4 * (y * width + x));
    }
  }
  return { width, height, data };
}

const WAND = { tolerance: 15, blur: 0, compound: false };

describe('the image through the kernel worker', () => {
  it('decodes a file in the worker, streams it to the wand in strips, and wands it as if sent as pixels', async () => {
    const decoder = fakeDecoder();
    const worker = inProcessWorker(decoder);
    const client = createKernelClient(worker.port);
    const loaded = client.loadImage({ blob: fakeImageFile(planImage()) });
    const clicked = client.wand.select({ x: 35, y: 25 }, WAND);
    await worker.deliver();
    await expect(loaded).resolves.toEqual({ width: 70, height: 50 });
    // Rows come top to bottom and cover the image once.
    expect(decoder.rowReads.reduce((next, [y, count]) => (y === next ? y + count : -1), 0)).toBe(50);
    const fromFile = await clicked;
    expect(fromFile.areaPx).toBe(200);

    void client.loadImage(planImage());
    const fromPixels = client.wand.select({ x: 35, y: 25 }, WAND);
    await worker.deliver();
    expect((await fromPixels).polygons).toEqual(fromFile.polygons);
  });

  it('says which image it holds, and that it holds none before a load or after a failed one', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const before = client.imageInfo();
    const loaded = client.loadImage({ blob: fakeImageFile(planImage()) });
    const after = client.imageInfo();
    await worker.deliver();
    await expect(before).resolves.toBeNull();
    await loaded;
    await expect(after).resolves.toEqual({ imageId: 1, width: 70, height: 50 });

    const broken = client.loadImage({ blob: new Blob(['not an image']) });
    const afterBroken = client.imageInfo();
    await worker.deliver();
    await expect(broken).rejects.toHaveProperty('code', 'bad-image');
    await expect(afterBroken).resolves.toBeNull();
  });

  it('cuts tiles of every level, downsampled by 2^level, and transfers them', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const image = planImage();
    void client.loadImage({ blob: fakeImageFile(image) });
    const info = client.imageInfo();
    await worker.deliver();
    const { imageId } = (await info)!;
    const corner = client.tile({ imageId, level: 0, column: 1, row: 0, size: 64 });
    const coarse = client.tile({ imageId, level: 1, column: 0, row: 0, size: 64 });
    await worker.deliver();
    const edge = (await corner) as unknown as FakeTile;
    // Column 1 of level 0 is what is left of 70 px after one 64 px tile.
    expect([edge.width, edge.height]).toEqual([6, 50]);
    expect(Array.from(edge.data.subarray(0, 4))).toEqual(Array.from(image.data.subarray(4 * 64, 4 * 65)));
    const half = (await coarse) as unknown as FakeTile;
    expect([half.width, half.height]).toEqual([35, 25]);
    // Level pixel (16, 11) averages image pixels (32..33, 22..23), all inside the dark block.
    expect(Array.from(half.data.subarray(4 * (11 * 35 + 16), 4 * (11 * 35 + 16) + 4))).toEqual([10, 10, 10, 255]);
  });

  it('refuses tiles outside the pyramid, of a replaced image, or of an unusable size', async () => {
    const decoder = fakeDecoder();
    const worker = inProcessWorker(decoder);
    const client = createKernelClient(worker.port);
    void client.loadImage({ blob: fakeImageFile(planImage()) });
    await worker.deliver();
    const refused = [
      client.tile({ imageId: 1, level: 2, column: 0, row: 0, size: 64 }),
      client.tile({ imageId: 1, level: 0, column: 2, row: 0, size: 64 }),
      client.tile({ imageId: 1, level: 0, column: 0, row: -1, size: 64 }),
      client.tile({ imageId: 1, level: 0.5, column: 0, row: 0, size: 64 }),
      client.tile({ imageId: 1, level: 0, column: 0, row: 0, size: 100 }),
    ];
    await worker.deliver();
    for (const tile of refused) await expect(tile).rejects.toHaveProperty('code', 'bad-option');

    void client.loadImage({ blob: fakeImageFile(squareImage()) });
    await worker.deliver();
    const stale = client.tile({ imageId: 1, level: 0, column: 0, row: 0, size: 64 });
    await worker.deliver();
    await expect(stale).rejects.toHaveProperty('code', 'no-image');
    // The first image's pixels were freed when the second came.
    expect(decoder.made.map((made) => made.closed)).toEqual([true, false]);
  });

  it('answers a tile at once while a slow image load keeps later calls waiting', async () => {
    const decoder = fakeDecoder();
    const worker = inProcessWorker(decoder);
    const client = createKernelClient(worker.port);
    void client.loadImage(planImage());
    await worker.deliver();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const decode = decoder.decode.bind(decoder);
    decoder.decode = async (blob) => {
      await gate;
      return decode(blob);
    };
    const order: string[] = [];
    const slow = client.loadImage({ blob: fakeImageFile(squareImage()) }).then(() => order.push('load'));
    const info = client.imageInfo().then(() => order.push('info'));
    const tile = client.tile({ imageId: 1, level: 0, column: 0, row: 0, size: 64 }).then(() => order.push('tile'));
    const delivered = worker.deliver();
    await tile;
    expect(order).toEqual(['tile']);
    release();
    await delivered;
    await Promise.all([slow, info]);
    expect(order).toEqual(['tile', 'load', 'info']);
  });

  it('reports the rows loaded, strip by strip, as the image goes into the wand', async () => {
    // 70 px wide, 700 px a strip: 10 rows at a time.
    const worker = inProcessWorker(fakeDecoder(), 700);
    const client = createKernelClient(worker.port);
    const seen: number[] = [];
    const loaded = client.loadImage({ blob: fakeImageFile(planImage()) }, { onProgress: ({ done, total }) => seen.push(done / total) });
    await worker.deliver();
    await expect(loaded).resolves.toEqual({ width: 70, height: 50 });
    expect(seen).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('cancels a load between strips: rejects at once, frees the new image and puts the old one back as it was', async () => {
    const decoder = fakeDecoder();
    const worker = inProcessWorker(decoder, 700);
    const client = createKernelClient(worker.port);
    await Promise.all([client.loadImage({ blob: fakeImageFile(planImage()) }), worker.deliver()]);
    const before = await Promise.all([client.imageInfo(), client.wand.select({ x: 35, y: 25 }, WAND), worker.deliver()]);

    const abort = new AbortController();
    const seen: number[] = [];
    const cancelled = client.loadImage(
      { blob: fakeImageFile(squareImage()) },
      {
        signal: abort.signal,
        onProgress: ({ done }) => {
          seen.push(done);
          if (done === 17) abort.abort();
        },
      },
    );
    const rejected = expect(cancelled).rejects.toHaveProperty('code', 'cancelled');
    const after = client.imageInfo();
    const click = client.wand.select({ x: 35, y: 25 }, WAND);
    await worker.deliver();
    await rejected;
    // The square image (40 px wide, 17 rows a strip) stopped after its first strip.
    expect(seen).toEqual([17]);
    // Made: the plan, the square (closed), the plan again; only the plan held now.
    expect(decoder.made.map(({ width, closed }) => [width, closed])).toEqual([
      [70, true],
      [40, true],
      [70, false],
    ]);
    await expect(after).resolves.toEqual(before[0]);
    expect((await click).polygons).toEqual(before[1].polygons);
  });

  it('refuses a load whose signal was aborted before it was sent, leaving the image held', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    await Promise.all([client.loadImage({ blob: fakeImageFile(planImage()) }), worker.deliver()]);
    const abort = new AbortController();
    abort.abort();
    await expect(client.loadImage({ blob: fakeImageFile(squareImage()) }, { signal: abort.signal })).rejects.toHaveProperty('code', 'cancelled');
    const info = client.imageInfo();
    await worker.deliver();
    await expect(info).resolves.toEqual({ imageId: 1, width: 70, height: 50 });
  });

  it('undoes a load whose cancel crossed its answer, but not one another load came after', async () => {
    const decoder = fakeDecoder();
    const serve = createKernelServer(kernelServerParts(kernels, decoder));
    const plan = fakeImageFile(planImage());
    const square = fakeImageFile(squareImage());
    const info = async (id: number) => ((await serve({ id, op: 'imageInfo', args: {} })) as { result: unknown }).result;
    await serve({ id: 1, op: 'image', args: { source: { blob: plan } } });
    await serve({ id: 2, op: 'image', args: { source: { blob: square } } });
    serve.cancel(2);
    await expect(info(3)).resolves.toEqual({ imageId: 1, width: 70, height: 50 });
    // Cancelled twice, or too late: nothing more happens.
    serve.cancel(2);
    await serve({ id: 4, op: 'image', args: { source: { blob: square } } });
    await serve({ id: 5, op: 'image', args: { source: { blob: plan } } });
    serve.cancel(4);
    await expect(info(6)).resolves.toEqual({ imageId: 4, width: 70, height: 50 });
    expect(decoder.made.filter(({ closed }) => !closed)).toHaveLength(1);
  });

  /** The fake decoder, streaming PNGs with pngStrips.ts as the worker's pngDecoder does (no tiles). */
  function streamingDecoder(): FakeDecoder & { streamed: number } {
    const decoder = Object.assign(fakeDecoder(), { streamed: 0 });
    decoder.stream = async (blob, sink) => {
      const plan = planPng(new Uint8Array(await blob.arrayBuffer()));
      if (!plan) return null;
      decoder.streamed++;
      const rows = sink.begin(plan.header.width, plan.header.height);
      await streamPng(plan, rows, (strip) => sink.rows(strip.y, strip.rgba));
      const held: DecodedImage = { ...plan.header, rows: () => new Uint8Array(), tile: () => Promise.reject(new Error('no tiles here')), close: () => undefined };
      return held;
    };
    return decoder;
  }

  it('streams a PNG into the wand a strip at a time, the wand then answering as for the same pixels decoded whole', async () => {
    const plan = planImage();
    const asPng = (colorType: 0 | 2 | 6) => {
      const png = new PNG({ width: plan.width, height: plan.height, colorType, inputColorType: 6, inputHasAlpha: true });
      png.data = Buffer.from(plan.data);
      return new Blob([new Uint8Array(PNG.sync.write(png, { colorType, inputColorType: 6, inputHasAlpha: true }))]);
    };
    for (const colorType of [0, 2, 6] as const) {
      const file = asPng(colorType);
      const decoded = new Uint8ClampedArray(PNG.sync.read(Buffer.from(await file.arrayBuffer())).data);
      const decoder = streamingDecoder();
      const worker = inProcessWorker(decoder, 700);
      const client = createKernelClient(worker.port);
      const seen: number[] = [];
      const loaded = client.loadImage({ blob: file }, { onProgress: ({ done }) => seen.push(done) });
      const streamedClick = client.wand.select({ x: 35, y: 25 }, WAND);
      const streamedEdge = client.wand.select({ x: 2, y: 2 }, WAND);
      await worker.deliver();
      await expect(loaded).resolves.toEqual({ width: 70, height: 50 });
      expect(decoder.streamed).toBe(1);
      expect(seen).toEqual([10, 20, 30, 40, 50]);

      void client.loadImage({ blob: fakeImageFile({ width: 70, height: 50, data: decoded }) });
      const wholeClick = client.wand.select({ x: 35, y: 25 }, WAND);
      const wholeEdge = client.wand.select({ x: 2, y: 2 }, WAND);
      await worker.deliver();
      const [a, b, c, d] = await Promise.all([streamedClick, wholeClick, streamedEdge, wholeEdge]);
      expect({ polygons: a.polygons, areaPx: a.areaPx }).toEqual({ polygons: b.polygons, areaPx: b.areaPx });
      expect({ polygons: c.polygons, areaPx: c.areaPx }).toEqual({ polygons: d.polygons, areaPx: d.areaPx });
      expect(a.areaPx).toBe(200);
    }
  });

  it('leaves a file the stream cannot read to decode, and cancels a streamed load between strips', async () => {
    const decoder = streamingDecoder();
    const worker = inProcessWorker(decoder, 700);
    const client = createKernelClient(worker.port);
    const loaded = client.loadImage({ blob: fakeImageFile(planImage()) });
    await worker.deliver();
    await expect(loaded).resolves.toEqual({ width: 70, height: 50 });
    expect(decoder.streamed).toBe(0);

    const png = new PNG({ width: 40, height: 30 });
    png.data = Buffer.from(squareImage().data);
    const abort = new AbortController();
    const cancelled = client.loadImage({ blob: new Blob([new Uint8Array(PNG.sync.write(png))]) }, { signal: abort.signal, onProgress: () => abort.abort() });
    const rejected = expect(cancelled).rejects.toHaveProperty('code', 'cancelled');
    const info = client.imageInfo();
    await worker.deliver();
    await rejected;
    expect(decoder.streamed).toBe(1);
    await expect(info).resolves.toEqual({ imageId: 1, width: 70, height: 50 });
  });
});
