import { describe, expect, it } from 'vitest';
import { placeImage } from '../document/image';
import { labelsOn } from '../document/layers';
import { WAND_LABELLED_EDGES_MAX } from '../document/mask';
import { handAnsweredWand, WAND_ROOM as ROOM } from '../instruments/magicWand/testing/handAnsweredWand';
import { createEditorDriver } from '../testing/editorDriver';
import { hasGestureInProgress, wandBusy } from './selectors';


/** An editor over a 200 × 100 px plan at half size: image pixel (x, y) is at screen (20 + x / 2, 20 + y / 2). */
function wandEditor() {
  const wand = handAnsweredWand();
  const driver = createEditorDriver({ stage: { width: 140, height: 90 }, wand: wand.port });
  driver.send({ type: 'image.place', image: placeImage('/plan.png', 'plan.png', { width: 200, height: 100 }, driver.viewport().stage) });
  driver.choose('magic_wand');
  return { driver, steps: wand.steps };
}

const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the magic wand in the editor', () => {
  it('hands its tool the click, and commits the one mask the tool sends back', async () => {
    const { driver, steps } = wandEditor();
    driver.click(20 + 15 / 2, 20 + 15 / 2);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.seed).toEqual({ x: 15, y: 15 });
    expect(wandBusy(driver.actor.getSnapshot())).toBe(true);
    steps[0]!.resolve(ROOM);
    await answered();
    expect(wandBusy(driver.actor.getSnapshot())).toBe(false);
    expect(driver.sketch().mask).toMatchObject({ areaPx: 6400, seed: { x: 15, y: 15 } });
    expect(driver.document().layers[0]!.history.entries.length).toBeGreaterThan(1);
    expect(driver.actor.getSnapshot().context.needSave).toBe(true);
  });

  it('tells its subscribers (the wand panel) when a step starts and when it ends', async () => {
    const { driver, steps } = wandEditor();
    const busy: boolean[] = [];
    driver.actor.subscribe((snapshot) => busy.push(wandBusy(snapshot)));
    driver.click(20 + 15 / 2, 20 + 15 / 2);
    expect(busy.at(-1)).toBe(true);
    steps[0]!.resolve(ROOM);
    await answered();
    expect(busy.at(-1)).toBe(false);
  });

  it('lets Escape drop a step under way: the step counts as a gesture, and its late answer changes nothing', async () => {
    const { driver, steps } = wandEditor();
    driver.click(20 + 15 / 2, 20 + 15 / 2);
    expect(hasGestureInProgress(driver.actor.getSnapshot())).toBe(true);
    driver.send({ type: 'gesture.cancel' });
    expect(wandBusy(driver.actor.getSnapshot())).toBe(false);
    expect(hasGestureInProgress(driver.actor.getSnapshot())).toBe(false);
    steps[0]!.resolve(ROOM);
    await answered();
    expect(driver.sketch().mask).toBeUndefined();
  });

  it('drops a step under way when another instrument is chosen', async () => {
    const { driver, steps } = wandEditor();
    driver.click(20 + 15 / 2, 20 + 15 / 2);
    driver.choose('pan_move');
    expect(driver.instrument()).toBe('pan_move');
    steps[0]!.resolve(ROOM);
    await answered();
    expect(driver.sketch().mask).toBeUndefined();
  });

  it('leaves a confirmed outline of many edges unlabelled, and the shapes drawn after it labelled', async () => {
    const { driver, steps } = wandEditor();
    driver.click(20 + 15 / 2, 20 + 15 / 2);
    const ragged = Array.from({ length: WAND_LABELLED_EDGES_MAX + 4 }, (_, i) => {
      const turn = (2 * Math.PI * i) / (WAND_LABELLED_EDGES_MAX + 4);
      return [50 + 40 * Math.cos(turn), 50 + 40 * Math.sin(turn)];
    }).flat();
    steps[0]!.resolve({ ...ROOM, polygons: [new Float64Array(ragged)] });
    await answered();
    driver.send({ type: 'wand.confirm' });
    expect(driver.sketch().lines.length).toBeGreaterThan(WAND_LABELLED_EDGES_MAX);
    expect(driver.sketch().labelsVisible).toBe(false);
    expect(labelsOn(driver.document())).toBe(true);

    driver.send({ type: 'layer.add' });
    driver.choose('rectangle_tool');
    driver.drag([30, 30], [60, 50]);
    expect(driver.sketch()).toMatchObject({ closed: true, type: 'shape', labelsVisible: true });
  });
});
