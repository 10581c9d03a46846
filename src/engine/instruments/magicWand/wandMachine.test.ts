import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, WAND_SLIDER_DEBOUNCE_MS } from '../../../shared/constants';
import { maskSchema, type Mask } from '../../../shared/schemas';
import { NOTICES } from '../../../shared/notices';
import { createDocument, setScale, type DrawingDocument } from '../../document/drawingDocument';
import { imageToCanvas, placeImage, replaceImage } from '../../document/image';
import { commitMask } from '../../document/mask';
import { KernelError } from '../../kernels/kernelTypes';
import type { WandOperation } from '../../kernels/wandSession';
import { runTool } from '../testing/runTool';
import { wandMachine } from './wandMachine';
import { DEFAULT_WAND_SETTINGS, type WandSettings } from './wandSettings';
import { handAnsweredWand, WAND_ROOM as ROOM } from './testing/handAnsweredWand';
import { wandFailureNotice } from './wandStep';


const planDocument = (): DrawingDocument => {
  const image = placeImage('/plan.png', 'plan.png', { width: 200, height: 100 }, { width: 400, height: 300 });
  return replaceImage(createDocument({ measure: 'cm', color: 'pink' }), image, undefined, 'metric');
};

function wandTool(operation: WandOperation = 'select') {
  const wand = handAnsweredWand();
  const tool = runTool(wandMachine, { port: wand.port, operation, options: DEFAULT_WAND_SETTINGS });
  const document = planDocument();
  /** A click on image pixel (x, y) of `on`. */
  const click = (x: number, y: number, on: DrawingDocument = document) => {
    const point = imageToCanvas(on.image!, { x, y });
    tool.down(point.x, point.y, { document: on });
  };
  const setOptions = (options: Partial<WandSettings>, on: DrawingDocument) =>
    tool.send({ type: 'wand.options', options: { ...DEFAULT_WAND_SETTINGS, ...options }, document: on });
  return { tool, steps: wand.steps, document, click, setOptions };
}

/** Lets the promises of a step run to their end. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

const commitOf = (command: unknown): Mask => (command as { type: 'mask.commit'; mask: Mask }).mask;

describe('the magic wand machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a click as one step in the worker and sends the editor one mask.commit: idle → working → idle', async () => {
    const { tool, steps, click } = wandTool();
    expect(tool.state()).toBe('idle');
    click(15, 15);
    expect(tool.state()).toBe('working');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ operation: 'select', seed: { x: 15, y: 15 }, options: { tolerance: 15, blur: 0, compound: false, lineCentre: false } });
    expect(steps[0]!.options).not.toHaveProperty('gapPx');
    steps[0]!.resolve(ROOM);
    await answered();
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toHaveLength(1);
    const mask = commitOf(tool.commands()[0]);
    expect(tool.commands()[0]).toMatchObject({ type: 'mask.commit' });
    expect(mask).toMatchObject({ operation: 'select', seed: { x: 15, y: 15 }, areaPx: 6400, data: '1' });
  });

  it('re-runs the click that made the mask once the sliders settle: idle → settling → working → idle', async () => {
    vi.useFakeTimers();
    const { tool, steps, click, document, setOptions } = wandTool();
    click(15, 15);
    steps[0]!.resolve(ROOM);
    await vi.advanceTimersByTimeAsync(0);
    const masked = commitMask(document, commitOf(tool.commands()[0]));
    setOptions({ tolerance: 100 }, masked);
    expect(tool.state()).toBe('settling');
    await vi.advanceTimersByTimeAsync(WAND_SLIDER_DEBOUNCE_MS - 100);
    // The sliders move again: the wait starts over.
    setOptions({ tolerance: 60 }, masked);
    await vi.advanceTimersByTimeAsync(WAND_SLIDER_DEBOUNCE_MS - 1);
    expect(tool.state()).toBe('settling');
    expect(steps).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tool.state()).toBe('working');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toMatchObject({ operation: 'select', seed: { x: 15, y: 15 }, options: { tolerance: 60 } });
    steps[1]!.resolve({ ...ROOM, maskId: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toHaveLength(2);
    expect(commitOf(tool.commands()[1])).toMatchObject({ tolerance: 60, data: '2' });
  });

  it('"Close gaps up to" 1 m: the click runs with a metre in image pixels at the drawing\'s scale, the mask records it, a new width runs it again', async () => {
    vi.useFakeTimers();
    const { tool, steps, click, document, setOptions } = wandTool();
    // The plan's 200 px are shown 200 canvas px wide (ratio 1); the default metric scale is 1 cm
    // per 15 canvas px, so a metre is 1500 image pixels; at 2 m per 15 px, 7.5.
    const scaled = setScale(document, 2, 'm');
    setOptions({ closeGapsM: 1 }, scaled);
    click(15, 15, scaled);
    expect(steps[0]!.options).toMatchObject({ tolerance: 15, gapPx: 7.5 });
    steps[0]!.resolve(ROOM);
    await vi.advanceTimersByTimeAsync(0);
    const mask = commitOf(tool.commands()[0]);
    expect(mask).toMatchObject({ closeGapsM: 1 });
    expect(maskSchema.parse(mask)).toMatchObject({ closeGapsM: 1 });

    setOptions({ closeGapsM: 0.8 }, commitMask(scaled, mask));
    await vi.advanceTimersByTimeAsync(WAND_SLIDER_DEBOUNCE_MS);
    expect(steps[1]!.options).toMatchObject({ gapPx: 6 });
    // Off: today's fill, and nothing recorded.
    setOptions({ closeGapsM: 0 }, commitMask(scaled, mask));
    await vi.advanceTimersByTimeAsync(WAND_SLIDER_DEBOUNCE_MS);
    expect(steps[2]!.options).not.toHaveProperty('gapPx');
    steps[2]!.resolve({ ...ROOM, maskId: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(commitOf(tool.commands().at(-1))).not.toHaveProperty('closeGapsM');
    // Compound selects every pixel of the colour: no gap closed, none recorded.
    setOptions({ closeGapsM: 1, compound: true }, commitMask(scaled, mask));
    await vi.advanceTimersByTimeAsync(WAND_SLIDER_DEBOUNCE_MS);
    expect(steps[3]!.options).not.toHaveProperty('gapPx');
    steps[3]!.resolve({ ...ROOM, maskId: 4 });
    await vi.advanceTimersByTimeAsync(0);
    expect(commitOf(tool.commands().at(-1))).not.toHaveProperty('closeGapsM');
  });

  it('lets new options set up the next click only, when another wand made the mask', async () => {
    const selecting = wandTool();
    selecting.click(15, 15);
    selecting.steps[0]!.resolve(ROOM);
    await answered();
    const masked = commitMask(selecting.document, commitOf(selecting.tool.commands()[0]));
    const { tool, steps, click, setOptions } = wandTool('add');
    setOptions({ tolerance: 60 }, masked);
    expect(tool.state()).toBe('idle');
    click(35, 35, masked);
    await answered();
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ operation: 'add', seed: { x: 35, y: 35 }, options: { tolerance: 60 } });
  });

  it('refuses a click off the image with its notice and stays idle', () => {
    const { tool, steps, click } = wandTool();
    click(-4, 10);
    expect(tool.state()).toBe('idle');
    expect(steps).toHaveLength(0);
    expect(tool.commands()).toEqual([{ type: 'wand.notice', notice: NOTICES.pointOutOfBounds }]);
  });

  it('tells the editor why a step failed, and commits nothing', async () => {
    const { tool, steps, click } = wandTool();
    click(15, 15);
    const error = new KernelError('no-overlap', 'the areas do not meet');
    steps[0]!.reject(error);
    await answered();
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([{ type: 'wand.notice', notice: wandFailureNotice(error) }]);
    expect(wandFailureNotice(error).message).toBe(MESSAGES.areasDoNotIntersect);
  });

  it('drops the step under way on cancel: its late answer is never committed', async () => {
    const { tool, steps, click } = wandTool();
    click(15, 15);
    tool.cancel();
    expect(tool.state()).toBe('idle');
    steps[0]!.resolve(ROOM);
    await answered();
    expect(tool.commands()).toEqual([]);
  });

  it('replaces a step under way with the next click: only the second answer is committed', async () => {
    const { tool, steps, click } = wandTool();
    click(15, 15);
    click(115, 15);
    expect(steps).toHaveLength(2);
    steps[0]!.resolve(ROOM);
    await answered();
    expect(tool.state()).toBe('working');
    expect(tool.commands()).toEqual([]);
    steps[1]!.resolve({ ...ROOM, maskId: 2 });
    await answered();
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toHaveLength(1);
    expect(commitOf(tool.commands()[0])).toMatchObject({ seed: { x: 115, y: 15 }, data: '2' });
  });
});
