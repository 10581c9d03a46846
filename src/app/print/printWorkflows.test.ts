import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { placeImage } from '../../engine/document/image';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { PrintApiError, type PrintApi } from '../../net/printApi';
import type { Notice } from '../../shared/notices';
import {
  DEFAULT_EXPORT_FILE_NAME,
  EXPORT_SPACING_MS,
  PRINT_FAILURE_MESSAGE,
  PRINT_FAILURE_NOTICE_MS,
  type PrintRequestInput,
} from '../../shared/print';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { modalMachine } from '../modals/modalMachine';
import { NOTHING_ON_THE_MAP } from './mapFiles';
import { createPrintWorkflows, MAP_NOT_COPIED, NOTHING_TO_EXPORT, PRINT_LOADER_MESSAGE, type LocalFileChoice } from './printWorkflows';
import { printViewMachine } from './printViewMachine';
import type { FileToSave } from './spacedSavesMachine';
import { deferred } from '../../shared/testing/deferred';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const MAP_SNAPSHOT = 'data:image/png;base64,TUFQ';
const PHOTO = 'data:image/jpeg;base64,UEhPVE8=';

/** The workflows over a real editor, modal and print view machines, with a hand-answered API. */
function setUp(api: Partial<PrintApi> = {}, page: { mapSnapshot?: () => string | null } = {}) {
  const driver = createEditorDriver({ stage: { width: 800, height: 600 } });
  const modals = createActor(modalMachine, { input: {} }).start();
  const printView = createActor(printViewMachine).start();
  const clock = new SimulatedClock();
  const notices: Notice[] = [];
  const saved: { name: string; type: string }[] = [];
  const savedFiles: FileToSave[] = [];
  const sent: PrintRequestInput[] = [];
  const local: LocalFileChoice[] = [];
  const modalStates: string[] = [];
  modals.subscribe((snapshot) => modalStates.push(String(snapshot.value)));
  const recording = <A extends unknown[], R>(call: ((body: PrintRequestInput, ...rest: A) => Promise<R>) | undefined) =>
    (body: PrintRequestInput, ...rest: A): Promise<R> => {
      sent.push(body);
      return call ? call(body, ...rest) : Promise.reject(new PrintApiError(PRINT_FAILURE_MESSAGE, 500));
    };
  const workflows = createPrintWorkflows({
    editor: driver.actor,
    settings: () => ({ ...DEFAULT_SETTINGS, lineWeight: 3, drawingColor: 'blue' }),
    modals,
    notify: (notice) => notices.push(notice),
    api: { print: recording(api.print), exportImages: recording(api.exportImages), report: recording(api.report) },
    printView,
    page: { mapSnapshot: page.mapSnapshot ?? (() => MAP_SNAPSHOT), imageDataUrl: async () => PHOTO, pixelRatio: () => 3 },
    save: (file) => {
      savedFiles.push(file);
      saved.push({ name: file.name, type: file.blob.type });
    },
    localFile: (choice, editor) => {
      local.push(choice);
      return { name: `${editor.context.file?.name ?? DEFAULT_EXPORT_FILE_NAME}.${choice}`, blob: new Blob([choice], { type: 'text/plain' }) };
    },
    clock,
  });
  const drawRectangle = () => {
    driver.choose('rectangle_tool');
    driver.drag([100, 100], [205, 145]);
  };
  return { driver, modals, modalStates, printView, clock, notices, saved, savedFiles, sent, local, workflows, drawRectangle };
}

describe('print', () => {
  it('covers the screen with the loader, sends the drawing on screen, and opens the print view with the picture', async () => {
    const answer = deferred<string>();
    const { modals, printView, sent, workflows, drawRectangle, notices } = setUp({ print: () => answer.promise });
    drawRectangle();
    const printing = workflows.print();
    await Promise.resolve();
    expect(modals.getSnapshot().value).toBe('loading');
    expect(modals.getSnapshot().context.loaderMessage).toBe(PRINT_LOADER_MESSAGE);
    answer.resolve(PNG);
    await printing;
    expect(modals.getSnapshot().value).toBe('closed');
    expect(printView.getSnapshot().value).toMatchObject({ open: 'settling' });
    expect(printView.getSnapshot().context.image).toBe(PNG);
    expect(notices).toEqual([]);
    const [body] = sent;
    // The stage the screen shows, a pixel ratio the server takes, and only the settings that change the picture.
    expect(body).toMatchObject({ stage: { width: 800, height: 600 }, pixelRatio: 2, settings: { lineWeight: 3 } });
    expect(body!.settings).not.toHaveProperty('drawingColor');
    expect(body!.state.layers.list[0]!.sketch.closed).toBe(true);
    // An unsaved drawing on the grid has no name and no background to send.
    expect(body).not.toHaveProperty('fileName');
    expect(body).not.toHaveProperty('background');
  });

  it("closes the loader and shows the server's message as danger for 3 s when the print fails", async () => {
    const { modals, modalStates, printView, notices, workflows, drawRectangle } = setUp({
      print: () => Promise.reject(new PrintApiError('The server is busy, please try again in a minute', 503)),
    });
    drawRectangle();
    await workflows.print();
    expect(modalStates).toContain('loading');
    expect(modals.getSnapshot().value).toBe('closed');
    expect(printView.getSnapshot().value).toBe('deactivated');
    expect(notices).toEqual([{ kind: 'danger', message: 'The server is busy, please try again in a minute', durationMs: PRINT_FAILURE_NOTICE_MS }]);
    expect(PRINT_FAILURE_NOTICE_MS).toBe(3000);
  });

  it("shows the spec's message when the failure carries none of the server's", async () => {
    const { modals, notices, workflows } = setUp({ print: () => Promise.reject(new TypeError('Failed to fetch')) });
    await workflows.print();
    expect(modals.getSnapshot().value).toBe('closed');
    expect(notices).toEqual([{ kind: 'danger', message: PRINT_FAILURE_MESSAGE, durationMs: 3000 }]);
    expect(PRINT_FAILURE_MESSAGE).toBe('An unknown error occurred, please try again later.');
  });

  it('sends the map as it shows on the map, and an image only this tab holds as its pixels, with the drawing’s name', async () => {
    const { driver, sent, workflows } = setUp({ print: async () => PNG });
    driver.send({ type: 'image.place', image: placeImage('blob:http://localhost/1', 'plan.jpg', { width: 200, height: 100 }, driver.viewport().stage) });
    driver.send({ type: 'document.saved', file: { id: 'doc-1', name: 'Ground floor' } });
    await workflows.print();
    expect(sent[0]).toMatchObject({ background: PHOTO, fileName: 'Ground floor' });

    driver.send({ type: 'image.place', image: placeImage('/api/uploads/0123456789abcdef0123456789abcdef.png', 'plan.png', { width: 200, height: 100 }, driver.viewport().stage) });
    await workflows.print();
    // The server reads its own upload; nothing is sent for it.
    expect(sent[1]).not.toHaveProperty('background');

    driver.send({ type: 'map.show' });
    await workflows.print();
    expect(sent[2]).toMatchObject({ background: MAP_SNAPSHOT });
    expect(sent[2]!.state.map).not.toBeNull();
  });

  it('says so when the map cannot be copied (a tile server that forbids reading it), and prints without it', async () => {
    const { driver, sent, notices, printView, workflows } = setUp({ print: async () => PNG }, { mapSnapshot: () => null });
    driver.send({ type: 'map.show' });
    await workflows.print();
    expect(sent[0]).not.toHaveProperty('background');
    expect(notices).toEqual([{ kind: 'warning', message: MAP_NOT_COPIED, durationMs: 6000 }]);
    expect(printView.getSnapshot().context.image).toBe(PNG);
  });

  it('runs one print at a time: Print again while one is on its way does nothing', async () => {
    const answer = deferred<string>();
    const { sent, workflows } = setUp({ print: () => answer.promise });
    const first = workflows.print();
    await workflows.print();
    answer.resolve(PNG);
    await first;
    expect(sent).toHaveLength(1);
    await workflows.print();
    expect(sent).toHaveLength(2);
  });
});

describe('export', () => {
  it(`saves one PNG per layer as the server names them, ${EXPORT_SPACING_MS} ms apart, the loader closed first`, async () => {
    const images = ['Plan-layer-1.png', 'Plan-layer-2.png', 'Plan-layer-3.png'].map((name) => ({ name, base64: btoa(`png ${name}`) }));
    const { modals, clock, saved, savedFiles, workflows, drawRectangle } = setUp({ exportImages: async () => images });
    drawRectangle();
    const exporting = workflows.exportAs('images');
    for (let turn = 0; turn < 10 && saved.length === 0; turn += 1) await Promise.resolve();
    expect(modals.getSnapshot().value).toBe('closed');
    expect(saved).toEqual([{ name: 'Plan-layer-1.png', type: 'image/png' }]);
    clock.increment(EXPORT_SPACING_MS - 1);
    expect(saved).toHaveLength(1);
    clock.increment(1);
    expect(saved.map((file) => file.name)).toEqual(['Plan-layer-1.png', 'Plan-layer-2.png']);
    clock.increment(EXPORT_SPACING_MS);
    await exporting;
    expect(saved.map((file) => file.name)).toEqual(['Plan-layer-1.png', 'Plan-layer-2.png', 'Plan-layer-3.png']);
    // The files hold the answer's bytes.
    expect(await savedFiles[1]!.blob.text()).toBe('png Plan-layer-2.png');
  });

  it('saves the PDF report under the drawing’s name, or the default name', async () => {
    const { driver, saved, workflows, drawRectangle } = setUp({ report: async () => new Blob(['%PDF'], { type: 'application/pdf' }) });
    drawRectangle();
    await workflows.exportAs('report');
    driver.send({ type: 'document.saved', file: { id: 'doc-1', name: 'Garden' } });
    await workflows.exportAs('report');
    expect(saved).toEqual([
      { name: `${DEFAULT_EXPORT_FILE_NAME}.pdf`, type: 'application/pdf' },
      { name: 'Garden.pdf', type: 'application/pdf' },
    ]);
  });

  it("a failed export closes the loader and shows the server's message, or the spec's", async () => {
    const { modals, notices, saved, workflows, drawRectangle } = setUp({
      exportImages: () => Promise.reject(new PrintApiError('Too many exports: wait a minute', 429)),
      report: () => Promise.reject(new PrintApiError(PRINT_FAILURE_MESSAGE, 500)),
    });
    drawRectangle();
    await workflows.exportAs('images');
    await workflows.exportAs('report');
    expect(modals.getSnapshot().value).toBe('closed');
    expect(saved).toEqual([]);
    expect(notices).toEqual([
      { kind: 'danger', message: 'Too many exports: wait a minute', durationMs: 3000 },
      { kind: 'danger', message: PRINT_FAILURE_MESSAGE, durationMs: 3000 },
    ]);
  });

  it('makes the CSV and the DXF in the browser, without the server or the loader', async () => {
    const { modalStates, sent, saved, local, workflows, drawRectangle } = setUp();
    drawRectangle();
    await workflows.exportAs('csv');
    await workflows.exportAs('dxf');
    expect(local).toEqual(['csv', 'dxf']);
    expect(saved.map((file) => file.name)).toEqual([`${DEFAULT_EXPORT_FILE_NAME}.csv`, `${DEFAULT_EXPORT_FILE_NAME}.dxf`]);
    expect(sent).toEqual([]);
    expect(modalStates).not.toContain('loading');
  });

  it('saves the map drawing as GeoJSON and KML, and says when the map has nothing on it', async () => {
    const { driver, saved, notices, workflows } = setUp();
    driver.send({ type: 'map.show', camera: { center: { lat: 39.74, lng: -104.99 }, zoom: 12 } });
    driver.choose('rectangle_tool');
    driver.drag([300, 200], [600, 450]);
    await workflows.exportAs('geojson');
    await workflows.exportAs('kml');
    expect(saved).toEqual([
      { name: `${DEFAULT_EXPORT_FILE_NAME}.geojson`, type: 'application/geo+json' },
      { name: `${DEFAULT_EXPORT_FILE_NAME}.kml`, type: 'application/vnd.google-earth.kml+xml' },
    ]);
    // Off the map (turning it off clears the drawing) there is no map file, whatever is drawn.
    driver.send({ type: 'map.hide' });
    driver.choose('straight');
    driver.clickPath([[100, 100], [200, 100], [200, 200]]);
    await workflows.exportAs('geojson');
    expect(notices.at(-1)).toMatchObject({ kind: 'warning', message: NOTHING_ON_THE_MAP });
  });

  it('with nothing drawn says so and sends nothing', async () => {
    const { notices, sent, saved, workflows } = setUp({ exportImages: async () => [] });
    await workflows.exportAs('images');
    await workflows.exportAs('csv');
    expect(sent).toEqual([]);
    expect(saved).toEqual([]);
    expect(notices.map((notice) => notice.message)).toEqual([NOTHING_TO_EXPORT, NOTHING_TO_EXPORT]);
  });
});
