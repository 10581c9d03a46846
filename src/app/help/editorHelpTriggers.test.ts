import { describe, expect, it } from 'vitest';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import type { HelpTriggerEvent } from './helpMachine';
import { helpTriggersBetween, helpView, watchEditorForHelp } from './editorHelpTriggers';

/** A headless editor whose every change is turned into help triggers. */
function watchedEditor() {
  const driver = createEditorDriver();
  const triggers: HelpTriggerEvent[] = [];
  watchEditorForHelp(driver.actor, { send: (trigger) => triggers.push(trigger as HelpTriggerEvent) });
  return { driver, triggers };
}

const SQUARE = [
  [100, 100],
  [250, 100],
  [250, 250],
  [100, 250],
  [100, 100],
] as const;

describe('help triggers from the editor', () => {
  it('says nothing while a sketch is being drawn', () => {
    const { driver, triggers } = watchedEditor();
    driver.clickPath(SQUARE.slice(0, 3));
    expect(triggers).toEqual([]);
  });

  it('tells when the current sketch closes, naming its layer', () => {
    const { driver, triggers } = watchedEditor();
    driver.clickPath(SQUARE);
    expect(triggers).toEqual([{ type: 'help.sketchClosed', layerId: driver.layer().id }]);
  });

  it('tells when the select tool picks a vertex of the closed sketch', () => {
    const { driver, triggers } = watchedEditor();
    driver.clickPath(SQUARE);
    triggers.length = 0;
    expect(driver.instrument()).toBe('select_tool');
    driver.click(250, 100);
    expect(triggers).toEqual([{ type: 'help.selectUsed' }, { type: 'help.vertexSelected' }]);
  });

  it('does not count a sketch as closing when the person moves to a closed layer', () => {
    const { driver, triggers } = watchedEditor();
    driver.clickPath(SQUARE);
    driver.send({ type: 'layer.add' });
    triggers.length = 0;
    driver.send({ type: 'layer.select', index: 0 });
    expect(triggers).toEqual([]);
  });

  it('tells the new layer count when a layer is added', () => {
    const { driver, triggers } = watchedEditor();
    driver.send({ type: 'layer.add' });
    expect(triggers).toEqual([{ type: 'help.layersCounted', count: 2 }]);
  });

  it('tells each step of the scale from a known length, in order', () => {
    const { driver, triggers } = watchedEditor();
    driver.choose('scale_line');
    expect(triggers).toEqual([{ type: 'help.scaleLineChosen' }]);
    driver.drag([100, 100], [400, 100]);
    expect(triggers.at(-1)).toEqual({ type: 'help.scaleLineDrawn' });
    driver.send({ type: 'scale.knownLength', length: 6, unit: 'm' });
    expect(triggers.at(-1)).toEqual({ type: 'help.scaleEntered' });
    driver.send({ type: 'scale.addToCanvas' });
    expect(triggers).toEqual([
      { type: 'help.scaleLineChosen' },
      { type: 'help.scaleLineDrawn' },
      { type: 'help.scaleEntered' },
      { type: 'help.scaleAdded' },
    ]);
  });

  it('tells again when the line is redrawn, but not when it is discarded unset', () => {
    const { driver, triggers } = watchedEditor();
    driver.choose('scale_line');
    driver.drag([100, 100], [400, 100]);
    driver.drag([100, 200], [300, 200]);
    driver.send({ type: 'scale.discardLine' });
    expect(triggers).toEqual([{ type: 'help.scaleLineChosen' }, { type: 'help.scaleLineDrawn' }, { type: 'help.scaleLineDrawn' }]);
  });

  it('tells when an image is placed under the drawing', () => {
    const before = helpView(createEditorDriver().actor.getSnapshot());
    expect(before.hasImage).toBe(false);
    const after = { ...before, hasImage: true };
    expect(helpTriggersBetween(before, after)).toEqual([{ type: 'help.imageAdded' }]);
    expect(helpTriggersBetween(after, after)).toEqual([]);
  });
});
