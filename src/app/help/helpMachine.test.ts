import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { TOUR_IDS, type TourId, type Tours } from '../../shared/api';
import { helpMachine, shownCard, shownStep, type HelpEvent } from './helpMachine';

/** A started help actor; `seen` is what `help.start` brings, or 'waiting' to leave the flags unloaded. */
function start(seen: Tours | 'waiting' = {}) {
  const help = createActor(helpMachine);
  const remembered: TourId[][] = [];
  help.on('help.remember', ({ ids }) => remembered.push(ids));
  help.start();
  if (seen !== 'waiting') help.send({ type: 'help.start', seen });
  const send = (...events: HelpEvent[]) => events.forEach((event) => help.send(event));
  return {
    help,
    remembered,
    send,
    step: () => shownStep(help.getSnapshot()),
    card: () => shownCard(help.getSnapshot()),
    popovers: () => help.getSnapshot().context.popovers,
    /** Presses Next and answers the step shown after it. */
    next: () => {
      send({ type: 'help.next' });
      return shownStep(help.getSnapshot());
    },
  };
}

describe('guided help statechart', () => {
  it('shows nothing until the remembered flags arrive', () => {
    const help = start('waiting');
    expect(help.step()).toBeUndefined();
    help.send({ type: 'help.start', seen: {} });
    expect(help.step()).toBe('intro');
  });

  it('hides help while the flags load again for someone else, then follows theirs', () => {
    const help = start();
    expect(help.step()).toBe('intro');
    help.send({ type: 'help.wait' });
    expect(help.step()).toBeUndefined();
    // The new owner finished the tour: it does not start again.
    help.send({ type: 'help.start', seen: { intro: true, menu: true, map: true } });
    expect(help.step()).toBeUndefined();
    expect(help.remembered).toEqual([]);

    // And back to someone who has seen nothing (a logout): the tour starts for them.
    help.send({ type: 'help.wait' }, { type: 'help.start', seen: {} });
    expect(help.step()).toBe('intro');
  });

  it('walks intro, menu and map in turn, remembering each as it is dismissed', () => {
    const help = start();
    expect(help.step()).toBe('intro');
    expect(help.next()).toBe('menu');
    expect(help.next()).toBe('map');
    expect(help.next()).toBeUndefined();
    expect(help.remembered).toEqual([['intro'], ['menu'], ['map']]);
  });

  it('never shows a step the person has already dismissed', () => {
    const help = start({ intro: true, menu: true, map: true, results: true, editLineLength: true });
    expect(help.step()).toBeUndefined();
    help.send({ type: 'help.sketchClosed', layerId: 1 });
    expect(help.step()).toBeUndefined();
  });

  it('shows each step at most once, even when its trigger repeats', () => {
    const help = start({ intro: true, menu: true, map: true, adjustLength: true });
    help.send({ type: 'help.sketchClosed', layerId: 1 });
    expect(help.step()).toBe('results');
    expect(help.next()).toBe('editLineLength');
    expect(help.next()).toBeUndefined();
    help.send({ type: 'help.sketchClosed', layerId: 2 });
    expect(help.step()).toBeUndefined();
  });

  it('queues a step triggered while another shows, after the one shown', () => {
    const help = start({ adjustLength: true });
    help.send({ type: 'help.sketchClosed', layerId: 1 });
    expect(help.step()).toBe('intro');
    expect(help.next()).toBe('results');
    expect(help.next()).toBe('menu');
  });

  it('keeps a trigger that came before the flags, unless that step was seen', () => {
    const help = start('waiting');
    help.send({ type: 'help.selectUsed' }, { type: 'help.sketchClosed', layerId: 1 });
    help.send({ type: 'help.start', seen: { intro: true, menu: true, map: true, moveVertex: true } });
    // The popover the closed sketch called for comes first, then the steps in turn.
    expect(help.card()).toEqual({ kind: 'popover', id: 'adjustLength' });
    help.send({ type: 'help.popoverOk', id: 'adjustLength' });
    expect(help.step()).toBe('hideLineLabels');
    expect(help.next()).toBe('results');
  });

  it('shows move vertex when the select tool is first used, then hide line labels', () => {
    const help = start({ intro: true, menu: true, map: true });
    help.send({ type: 'help.selectUsed' });
    expect(help.step()).toBe('moveVertex');
    expect(help.next()).toBe('hideLineLabels');
  });

  it('offers the step that follows one dismissed in an earlier visit', () => {
    const help = start({ intro: true });
    expect(help.step()).toBe('menu');
  });

  it('walks the scale steps 1 to 3 and Scale set as the person sets a scale, each after Next', () => {
    const help = start({ intro: true, menu: true, map: true });
    help.send({ type: 'help.imageAdded' });
    expect(help.step()).toBe('scale1');
    expect(help.next()).toBeUndefined();
    help.send({ type: 'help.scaleLineDrawn' });
    expect(help.step()).toBe('scale2');
    expect(help.next()).toBeUndefined();
    help.send({ type: 'help.scaleEntered' });
    expect(help.step()).toBe('scale3');
    expect(help.next()).toBeUndefined();
    help.send({ type: 'help.scaleAdded' });
    expect(help.step()).toBe('lengthSubmitted');
    expect(help.next()).toBeUndefined();
    expect(help.remembered).toEqual([['scale1'], ['scale2'], ['scale3'], ['lengthSubmitted']]);
  });

  it('shows scale 1 of 3 when the rule tool is chosen, once', () => {
    const help = start({ intro: true, menu: true, map: true, scale1: true });
    help.send({ type: 'help.scaleLineChosen' });
    expect(help.step()).toBeUndefined();
    const fresh = start({ intro: true, menu: true, map: true });
    fresh.send({ type: 'help.scaleLineChosen' }, { type: 'help.imageAdded' });
    expect(fresh.step()).toBe('scale1');
    expect(fresh.next()).toBeUndefined();
  });

  it('lets a later scale step replace an earlier one still showing, which counts as seen', () => {
    const help = start({ intro: true, menu: true, map: true });
    help.send({ type: 'help.scaleLineChosen' });
    expect(help.step()).toBe('scale1');
    help.send({ type: 'help.scaleLineDrawn' });
    expect(help.step()).toBe('scale2');
    expect(help.remembered).toEqual([['scale1']]);
    help.send({ type: 'help.scaleEntered' });
    expect(help.step()).toBe('scale3');
    expect(help.remembered).toEqual([['scale1'], ['scale2']]);
    help.send({ type: 'help.scaleLineChosen' });
    expect(help.step()).toBe('scale3');
  });

  it('puts the later scale step in the place of the earlier one, leaving other steps where they were', () => {
    const help = start();
    help.send({ type: 'help.scaleLineChosen' });
    expect(help.step()).toBe('intro');
    expect(help.next()).toBe('scale1');
    help.send({ type: 'help.scaleLineDrawn' });
    expect(help.step()).toBe('scale2');
    expect(help.next()).toBe('menu');
  });

  it('remembers every step and popover on Skip help and shows no more', () => {
    const help = start({ menu: true });
    help.send({ type: 'help.sketchClosed', layerId: 1 });
    help.send({ type: 'help.skip' });
    expect(help.step()).toBeUndefined();
    expect(help.popovers()).toEqual([]);
    expect(help.remembered).toEqual([TOUR_IDS.filter((id) => id !== 'menu')]);
    help.send({ type: 'help.selectUsed' }, { type: 'help.vertexSelected' });
    expect(help.step()).toBeUndefined();
    expect(help.popovers()).toEqual([]);
  });
});

describe('one help card at a time (issue 36 item 8)', () => {
  it('keeps the card on screen until answered, then the popovers waiting, then the next step', () => {
    const help = start();
    help.send({ type: 'help.sketchClosed', layerId: 1 }, { type: 'help.vertexSelected' });
    expect(help.card()).toEqual({ kind: 'step', id: 'intro' });
    help.send({ type: 'help.next' });
    expect(help.card()).toEqual({ kind: 'popover', id: 'adjustLength' });
    help.send({ type: 'help.popoverOk', id: 'adjustLength' });
    expect(help.card()).toEqual({ kind: 'popover', id: 'adjustOrDelete' });
    help.send({ type: 'help.popoverOk', id: 'adjustOrDelete' });
    expect(help.card()).toEqual({ kind: 'step', id: 'results' });
  });

  it('shows a popover triggered while nothing shows at once', () => {
    const help = start({ intro: true, menu: true, map: true });
    expect(help.card()).toBeUndefined();
    help.send({ type: 'help.vertexSelected' });
    expect(help.card()).toEqual({ kind: 'popover', id: 'adjustOrDelete' });
  });

  it('Skip help on a popover shows none from then on, whatever happens', () => {
    const help = start({ intro: true, menu: true, map: true });
    help.send({ type: 'help.sketchClosed', layerId: 1 });
    expect(help.card()).toEqual({ kind: 'popover', id: 'adjustLength' });
    help.send({ type: 'help.skip' });
    expect(help.card()).toBeUndefined();
    expect(help.remembered).toEqual([TOUR_IDS.filter((id) => !['intro', 'menu', 'map'].includes(id))]);
    help.send(
      { type: 'help.sketchClosed', layerId: 2 },
      { type: 'help.sketchClosed', layerId: 3 },
      { type: 'help.layersCounted', count: 5 },
      { type: 'help.imageAdded' },
      { type: 'help.selectUsed' },
      { type: 'help.vertexSelected' },
    );
    expect(help.card()).toBeUndefined();
  });

  it('carries a skip to a new owner with no flags (a visitor who skipped, then signed up), not to one with flags', () => {
    const help = start();
    help.send({ type: 'help.skip' });
    help.remembered.length = 0;
    help.send({ type: 'help.wait' }, { type: 'help.start', seen: {} });
    expect(help.card()).toBeUndefined();
    expect(help.remembered).toEqual([[...TOUR_IDS]]);
    help.send({ type: 'help.sketchClosed', layerId: 1 });
    expect(help.card()).toBeUndefined();

    help.send({ type: 'help.wait' }, { type: 'help.start', seen: { intro: true } });
    expect(help.card()).toEqual({ kind: 'step', id: 'menu' });
  });
});

describe('contextual help popovers', () => {
  it('shows Adjust Length when the first sketch closes, until Ok', () => {
    const help = start();
    help.send({ type: 'help.sketchClosed', layerId: 1 });
    expect(help.popovers()).toEqual(['adjustLength']);
    help.send({ type: 'help.popoverOk', id: 'adjustLength' });
    expect(help.popovers()).toEqual([]);
    expect(help.remembered).toEqual([['adjustLength']]);
    help.send({ type: 'help.sketchClosed', layerId: 2 });
    expect(help.popovers()).toEqual([]);
  });

  it('shows Line Lengths after three closed sketches, counting each layer once', () => {
    const help = start({ adjustLength: true });
    help.send({ type: 'help.sketchClosed', layerId: 1 }, { type: 'help.sketchClosed', layerId: 1 }, { type: 'help.sketchClosed', layerId: 2 });
    expect(help.popovers()).toEqual([]);
    help.send({ type: 'help.sketchClosed', layerId: 3 });
    expect(help.popovers()).toEqual(['lineLengths']);
  });

  it('shows Line Lengths once there are three layers', () => {
    const help = start();
    help.send({ type: 'help.layersCounted', count: 2 });
    expect(help.popovers()).toEqual([]);
    help.send({ type: 'help.layersCounted', count: 3 });
    expect(help.popovers()).toEqual(['lineLengths']);
  });

  it('shows Adjust or Delete when a vertex is first selected', () => {
    const help = start();
    help.send({ type: 'help.vertexSelected' }, { type: 'help.vertexSelected' });
    expect(help.popovers()).toEqual(['adjustOrDelete']);
    expect(help.step()).toBe('intro');
  });
});
