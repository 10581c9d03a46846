import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sheetsOf } from '../../engine/document/sheets';
import { defaultScale } from '../../engine/document/drawingDocument';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import type { ImageState } from '../../shared/schemas';
import type { Notice } from '../../shared/notices';
import { modalMachine } from '../modals/modalMachine';
import { createSheetSwitcher, sheetNotLoaded } from './sheetSwitcher';

const image = (url: string): ImageState => ({
  url,
  file: `${url}.png`,
  position: { x: 20, y: 20 },
  originSizes: { width: 800, height: 600 },
  realSizes: { width: 800, height: 600 },
  ratio: 1,
  display: true,
});

/** An editor with three sheets, and a switcher whose kernel loads wait until let go. */
function world() {
  const driver = createEditorDriver();
  driver.send({ type: 'image.place', image: image('pdf-page:1/1') });
  driver.send({ type: 'sheets.add', sheets: ['pdf-page:1/2', 'pdf-page:1/3'].map((url) => ({ name: '', image: image(url), scale: defaultScale('m') })) });
  const modals = createActor(modalMachine, { input: { editor: driver.actor } }).start();
  const loads: { release: () => void }[] = [];
  const drawn: string[] = [];
  const notices: Notice[] = [];
  const switcher = createSheetSwitcher({
    editor: driver.actor,
    modals,
    notify: (notice) => notices.push(notice),
    kernels: {
      loadImage: () => new Promise((resolve) => loads.push({ release: () => resolve({ width: 800, height: 600 }) })),
    },
    sheetPages: {
      draw: async (url) => {
        drawn.push(url);
        if (url.endsWith('/3')) throw new Error('gone');
        return new Blob([url]);
      },
    },
  });
  const shown = () => sheetsOf(driver.actor.getSnapshot().context.document).shown;
  return { driver, modals, loads, drawn, notices, switcher, shown };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sheet switcher', () => {
  it('loads the next sheet’s image into the worker before showing it, holding the screen meanwhile', async () => {
    const { switcher, loads, drawn, shown, modals } = world();
    const showing = switcher.step(1);
    await settle();
    expect(drawn).toEqual(['pdf-page:1/2']);
    expect(modals.getSnapshot().value).toBe('loading');
    expect(shown()).toBe(0);
    loads[0]!.release();
    await showing;
    expect(shown()).toBe(1);
    expect(modals.getSnapshot().value).toBe('closed');
  });

  it('goes two sheets for two steps asked while the first is loading', async () => {
    const { switcher, loads, shown, driver } = world();
    driver.send({ type: 'sheet.show', index: 2, withoutImage: true });
    const first = switcher.step(-1);
    const second = switcher.step(-1);
    await settle();
    loads[0]!.release();
    await settle();
    loads[1]!.release();
    await Promise.all([first, second]);
    expect(shown()).toBe(0);
  });

  it('shows a sheet whose image cannot be had on the grid, and says so', async () => {
    const { switcher, shown, notices, driver } = world();
    await switcher.show(2);
    expect(shown()).toBe(2);
    expect(driver.actor.getSnapshot().context.document.image).toBeNull();
    expect(notices.map((notice) => notice.message)).toEqual([sheetNotLoaded('Sheet 3')]);
  });
});
