import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { modalMachine } from '../modals/modalMachine';
import type { DrawnThumbnail } from './pdfPages';
import { pickPdfPage } from './pickPdfPage';

/** A thumbnail renderer the test answers page by page; an abort rejects the page being drawn, as pdf.js does. */
function handDrawnThumbnails() {
  const calls: { page: number; signal: AbortSignal; finish: () => void; fail: () => void }[] = [];
  const draw = (page: number, signal: AbortSignal) =>
    new Promise<DrawnThumbnail>((resolve, reject) => {
      const finish = () => resolve({ blob: new Blob([`page ${page}`], { type: 'image/png' }), width: 155, height: 200 });
      signal.addEventListener('abort', () => reject(new Error('Rendering cancelled')), { once: true });
      calls.push({ page, signal, finish, fail: () => reject(new Error('broken page')) });
    });
  return { draw, calls, pagesAsked: () => calls.map((call) => call.page) };
}

function pickerWorld(pageCount: number, showEveryMs = 0) {
  const modals = createActor(modalMachine, { input: {} }).start();
  const thumbnails = handDrawnThumbnails();
  const revoked: string[] = [];
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  const picking = pickPdfPage(modals, pageCount, thumbnails.draw, showEveryMs);
  const pages = () => modals.getSnapshot().context.pdfPages;
  const drawnPages = () => pages().flatMap((page) => (page.thumbnail ? [page.number] : []));
  return { modals, thumbnails, revoked, picking, pages, drawnPages };
}

/** Lets the stream's awaits and the timers due within `ms` run. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('pickPdfPage', () => {
  it('opens the picker with every page before any thumbnail is drawn, drawing only the first', async () => {
    const world = pickerWorld(200);
    await settle();
    expect(world.modals.getSnapshot().value).toBe('pdfPages');
    expect(world.pages()).toHaveLength(200);
    expect(world.pages()[199]).toEqual({ number: 200, thumbnail: null });
    expect(world.drawnPages()).toEqual([]);
    expect(world.thumbnails.pagesAsked()).toEqual([1]);
    world.modals.send({ type: 'modal.close' });
    await world.picking;
  });

  it('draws the thumbnails one after another in page order and shows each as it is drawn', async () => {
    const world = pickerWorld(5);
    await settle();
    world.thumbnails.calls[0]!.finish();
    await settle();
    expect(world.drawnPages()).toEqual([1]);
    expect(world.pages()[0]!.thumbnail).toMatchObject({ url: expect.stringMatching(/^blob:/), width: 155, height: 200 });
    expect(world.thumbnails.pagesAsked()).toEqual([1, 2]);
    world.thumbnails.calls[1]!.finish();
    await settle();
    world.thumbnails.calls[2]!.finish();
    await settle();
    expect(world.drawnPages()).toEqual([1, 2, 3]);
    expect(world.thumbnails.pagesAsked()).toEqual([1, 2, 3, 4]);
    world.modals.send({ type: 'modal.close' });
    await world.picking;
  });

  it('shows thumbnails drawn close together in one change, at most every showEveryMs', async () => {
    const world = pickerWorld(4, 100);
    const changes: number[][] = [];
    world.modals.subscribe((snapshot) => changes.push(snapshot.context.pdfPages.flatMap((page) => (page.thumbnail ? [page.number] : []))));
    await settle();
    world.thumbnails.calls[0]!.finish();
    await settle(10);
    world.thumbnails.calls[1]!.finish();
    await settle(10);
    expect(world.drawnPages()).toEqual([]);
    await settle(80);
    expect(world.drawnPages()).toEqual([1, 2]);
    world.thumbnails.calls[2]!.finish();
    await settle();
    world.thumbnails.calls[3]!.finish();
    // The last page drawn, what is left is shown at once.
    await settle();
    expect(world.drawnPages()).toEqual([1, 2, 3, 4]);
    // Two changes of the picker for four thumbnails.
    expect(changes.map((drawn) => drawn.join())).toEqual(['1,2', '1,2,3,4']);
    world.modals.send({ type: 'modal.close' });
    await world.picking;
  });

  it('answers a page chosen before its thumbnail exists, stops drawing and revokes every thumbnail', async () => {
    const world = pickerWorld(200);
    await settle();
    world.thumbnails.calls[0]!.finish();
    await settle();
    world.thumbnails.calls[1]!.finish();
    await settle();
    const shown = world.pages().flatMap((page) => (page.thumbnail ? [page.thumbnail.url] : []));

    world.modals.send({ type: 'pdf.page.choose', page: 150 });
    expect(await world.picking).toEqual({ page: 150 });
    // Page 3 was being drawn: it is cancelled, and nothing is started after it.
    expect(world.thumbnails.calls[2]!.signal.aborted).toBe(true);
    await settle();
    expect(world.thumbnails.pagesAsked()).toEqual([1, 2, 3]);
    expect(world.revoked).toEqual(shown);
    expect(world.modals.getSnapshot().value).toBe('closed');
  });

  it('answers null on cancel, and a thumbnail finishing after the stop is dropped', async () => {
    const world = pickerWorld(3);
    await settle();
    const first = world.thumbnails.calls[0]!;
    world.modals.send({ type: 'modal.close' });
    first.finish();
    expect(await world.picking).toBeNull();
    await settle();
    expect(world.thumbnails.pagesAsked()).toEqual([1]);
    expect(world.revoked).toEqual([]);
  });

  it('leaves the placeholder of a page that cannot be drawn and goes on with the next', async () => {
    const world = pickerWorld(3);
    await settle();
    world.thumbnails.calls[0]!.fail();
    await settle();
    expect(world.pages()[0]).toEqual({ number: 1, thumbnail: null, failed: true });
    expect(world.thumbnails.pagesAsked()).toEqual([1, 2]);
    world.thumbnails.calls[1]!.finish();
    await settle();
    world.thumbnails.calls[2]!.finish();
    await settle();
    expect(world.drawnPages()).toEqual([2, 3]);
    world.modals.send({ type: 'pdf.page.choose', page: 1 });
    expect(await world.picking).toEqual({ page: 1 });
    expect(world.revoked).toHaveLength(2);
  });
});
