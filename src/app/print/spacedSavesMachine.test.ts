import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { EXPORT_SPACING_MS } from '../../shared/print';
import { spacedSavesMachine, type FileToSave } from './spacedSavesMachine';

const file = (name: string): FileToSave => ({ name, blob: new Blob([name], { type: 'image/png' }) });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saving an export’s files', () => {
  it(`saves the first file at once and each next one ${EXPORT_SPACING_MS} ms after the one before`, async () => {
    const saved: string[] = [];
    const actor = createActor(spacedSavesMachine, { input: { files: [file('a-layer-1.png'), file('a-layer-2.png'), file('a-layer-3.png')], save: (each) => saved.push(each.name) } }).start();
    const done = toPromise(actor);
    expect(saved).toEqual(['a-layer-1.png']);
    vi.advanceTimersByTime(EXPORT_SPACING_MS - 1);
    expect(saved).toEqual(['a-layer-1.png']);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual(['a-layer-1.png', 'a-layer-2.png']);
    vi.advanceTimersByTime(EXPORT_SPACING_MS);
    expect(saved).toEqual(['a-layer-1.png', 'a-layer-2.png', 'a-layer-3.png']);
    await done;
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('is done at once after a single file, and with no file saves nothing', () => {
    const saved: string[] = [];
    const one = createActor(spacedSavesMachine, { input: { files: [file('only.png')], save: (each) => saved.push(each.name) } }).start();
    expect(one.getSnapshot().status).toBe('done');
    const none = createActor(spacedSavesMachine, { input: { files: [], save: (each) => saved.push(each.name) } }).start();
    expect(none.getSnapshot().status).toBe('done');
    expect(saved).toEqual(['only.png']);
  });
});
