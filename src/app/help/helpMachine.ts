/**
 * Decides which help shows: one card at a time (issue 36 item 8), a guided step or a contextual
 * popover. A guided step shows only after its trigger and at most once per person: dismissing it
 * ("Next") remembers its flag. Cards triggered while another shows wait their turn; the card on
 * screen stays until it is answered, then the popovers waiting (they are about what just
 * happened) come before the next guided step. "Skip help", on every card, remembers every flag
 * and shows none from then on. Flags leave as emitted `help.remember` events (createApp hands
 * them to the tours actor); nothing shows until `help.start` brings the flags already remembered.
 * The flags are the logged-in person's (or this browser's): at a login or logout `help.wait` hides
 * help until `help.start` brings the new owner's, so a tour they finished does not start again.
 * A skip carries over to an owner who has no flags at all (a visitor who skipped and then signs
 * up is the same person; the walk in issue 36 saw the cards come back after "Skip help").
 */
import { assign, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import {
  GUIDED_STEP_IDS,
  TOUR_IDS,
  type GuidedStepId,
  type HelpPopoverId,
  type TourId,
  type Tours,
} from '../../shared/api';

/** "Line Lengths" shows once the person has drawn this many closed sketches, or has this many layers. */
export const LINE_LENGTHS_HELP_AFTER = 3;

/** What happened that may call for help (editorHelpTriggers.ts reads them off the editor). */
export type HelpTriggerEvent =
  /** An image or PDF page was added: "Set the scale (1 of 3)". */
  | { type: 'help.imageAdded' }
  /** The rule tool was chosen: "Set the scale (1 of 3)" too. */
  | { type: 'help.scaleLineChosen' }
  /** The rule line of a known length was drawn: "2 of 3". */
  | { type: 'help.scaleLineDrawn' }
  /** The length and unit were submitted: "3 of 3". */
  | { type: 'help.scaleEntered' }
  /** Add to Canvas was pressed: "Scale set". */
  | { type: 'help.scaleAdded' }
  /** The current sketch of layer `layerId` closed. */
  | { type: 'help.sketchClosed'; layerId: number }
  /** The document now has `count` layers. */
  | { type: 'help.layersCounted'; count: number }
  /** The select tool was used on a closed sketch. */
  | { type: 'help.selectUsed' }
  /** A vertex was selected. */
  | { type: 'help.vertexSelected' };

export type HelpEvent =
  | HelpTriggerEvent
  /** The remembered flags arrived: help may show from now on, starting with the intro. */
  | { type: 'help.start'; seen: Tours }
  /** The flags are loading again for someone else (a login, a logout): show nothing until `help.start`. */
  | { type: 'help.wait' }
  /** The guided card's "Next": dismiss the step shown and remember it. */
  | { type: 'help.next' }
  /** "Skip help": remember every step and popover, and show no more. */
  | { type: 'help.skip' }
  | { type: 'help.popoverOk'; id: HelpPopoverId };

export type HelpEmitted = { type: 'help.remember'; ids: TourId[] };

export interface HelpContext {
  seen: Tours;
  /** Guided steps triggered and not yet dismissed; the first one is shown. */
  queue: GuidedStepId[];
  /** Popovers shown now. */
  popovers: HelpPopoverId[];
  /** Layers whose sketch the person closed in this session. */
  closedLayers: number[];
  /** "Skip help" was pressed on this page: an owner with no flags yet starts skipped too. */
  skippedHere: boolean;
}

/** The one help card on screen. */
export type ShownHelpCard = { kind: 'step'; id: GuidedStepId } | { kind: 'popover'; id: HelpPopoverId };

/** The step that follows a dismissed one, when it has one. */
const FOLLOW_UP: Partial<Record<GuidedStepId, GuidedStepId>> = {
  intro: 'menu',
  menu: 'map',
  results: 'editLineLength',
  moveVertex: 'hideLineLabels',
};

const SIMPLE_TRIGGERS: Partial<Record<HelpTriggerEvent['type'], { steps: GuidedStepId[]; popovers: HelpPopoverId[] }>> = {
  'help.imageAdded': { steps: ['scale1'], popovers: [] },
  'help.scaleLineChosen': { steps: ['scale1'], popovers: [] },
  'help.scaleLineDrawn': { steps: ['scale2'], popovers: [] },
  'help.scaleEntered': { steps: ['scale3'], popovers: [] },
  'help.scaleAdded': { steps: ['lengthSubmitted'], popovers: [] },
  'help.selectUsed': { steps: ['moveVertex'], popovers: [] },
  'help.vertexSelected': { steps: [], popovers: ['adjustOrDelete'] },
};

/**
 * The scale steps follow the person's progress: once a later one is offered, the earlier ones
 * are done, so they leave the queue (even the one on screen) and count as seen.
 */
const SUPERSEDES: Partial<Record<GuidedStepId, readonly GuidedStepId[]>> = {
  scale2: ['scale1'],
  scale3: ['scale1', 'scale2'],
  lengthSubmitted: ['scale1', 'scale2', 'scale3'],
};

/** Adds the ids not seen and not already present, keeping the order. */
function offer<T extends TourId>(present: readonly T[], seen: Tours, ids: readonly T[]): T[] {
  const next = [...present];
  for (const id of ids) if (!seen[id] && !next.includes(id)) next.push(id);
  return next;
}

/** The context after a trigger: which steps and popovers it offers, by the rules of spec §2. */
export function applyTrigger(context: HelpContext, event: HelpTriggerEvent): HelpContext {
  let { closedLayers } = context;
  let steps: GuidedStepId[] = [];
  let popovers: HelpPopoverId[] = [];
  if (event.type === 'help.sketchClosed') {
    if (!closedLayers.includes(event.layerId)) closedLayers = [...closedLayers, event.layerId];
    steps = ['results'];
    popovers = ['adjustLength'];
    if (closedLayers.length >= LINE_LENGTHS_HELP_AFTER) popovers.push('lineLengths');
  } else if (event.type === 'help.layersCounted') {
    if (event.count >= LINE_LENGTHS_HELP_AFTER) popovers = ['lineLengths'];
  } else {
    const offered = SIMPLE_TRIGGERS[event.type];
    steps = offered?.steps ?? [];
    popovers = offered?.popovers ?? [];
  }
  const { queue, superseded } = supersede(context.queue, context.seen, steps);
  const seen = superseded.length > 0 ? { ...context.seen, ...Object.fromEntries(superseded.map((id) => [id, true])) } : context.seen;
  return {
    ...context,
    seen,
    closedLayers,
    queue: offer(queue, seen, steps),
    popovers: offer(context.popovers, seen, popovers),
  };
}

/** The queue with the steps that `steps` supersede taken out, the newer step in the place of the first. */
function supersede(queue: readonly GuidedStepId[], seen: Tours, steps: readonly GuidedStepId[]) {
  let next = [...queue];
  const superseded: GuidedStepId[] = [];
  for (const step of steps) {
    const older = SUPERSEDES[step] ?? [];
    const first = next.find((id) => older.includes(id));
    if (first === undefined) continue;
    superseded.push(...next.filter((id) => older.includes(id)));
    const replacement = seen[step] || next.includes(step) ? [] : [step];
    next = next.flatMap((id) => (id === first ? replacement : older.includes(id) ? [] : [id]));
  }
  return { queue: next, superseded };
}

/** A step dismissed in an earlier visit has had its trigger, so a follow-up not yet seen is due. */
const followUpsOfSeen = (seen: Tours): GuidedStepId[] =>
  GUIDED_STEP_IDS.flatMap((id) => {
    const followUp = FOLLOW_UP[id];
    return seen[id] && followUp ? [followUp] : [];
  });

const withoutSeen = <T extends TourId>(ids: readonly T[], seen: Tours): T[] => ids.filter((id) => !seen[id]);

const TRIGGERS = [
  'help.imageAdded',
  'help.scaleLineChosen',
  'help.scaleLineDrawn',
  'help.scaleEntered',
  'help.scaleAdded',
  'help.sketchClosed',
  'help.layersCounted',
  'help.selectUsed',
  'help.vertexSelected',
] as const satisfies readonly HelpTriggerEvent['type'][];

const onTriggers = <T>(transition: T) => Object.fromEntries(TRIGGERS.map((type) => [type, transition])) as Record<(typeof TRIGGERS)[number], T>;

export const helpMachine = setup({
  types: {
    context: {} as HelpContext,
    events: {} as HelpEvent,
    emitted: {} as HelpEmitted,
  },
  guards: {
    hasStep: ({ context }) => context.queue.length > 0,
    hasPopover: ({ context }) => context.popovers.length > 0,
    noStep: ({ context }) => context.queue.length === 0,
    noPopover: ({ context }) => context.popovers.length === 0,
    // A new owner with no flags at all, on a page where help was skipped.
    carriesSkip: ({ context, event }) =>
      context.skippedHere && Object.keys((event as Extract<HelpEvent, { type: 'help.start' }>).seen).length === 0,
  },
  actions: {
    // Steps a trigger supersedes are remembered as seen.
    offer: enqueueActions(({ context, event, enqueue }) => {
      const next = applyTrigger(context, event as HelpTriggerEvent);
      const done = GUIDED_STEP_IDS.filter((id) => next.seen[id] && !context.seen[id]);
      enqueue.assign(next);
      if (done.length > 0) enqueue.emit({ type: 'help.remember', ids: done });
    }),
    startSkipped: enqueueActions(({ event, enqueue }) => {
      const { seen } = event as Extract<HelpEvent, { type: 'help.start' }>;
      enqueue.assign({ seen: { ...seen, ...Object.fromEntries(TOUR_IDS.map((id) => [id, true])) }, queue: [], popovers: [] });
      enqueue.emit({ type: 'help.remember', ids: [...TOUR_IDS] });
    }),
    start: assign(({ context, event }) => {
      const { seen } = event as Extract<HelpEvent, { type: 'help.start' }>;
      return {
        seen,
        queue: offer([], seen, ['intro', ...followUpsOfSeen(seen), ...context.queue]),
        popovers: withoutSeen(context.popovers, seen),
      };
    }),
    // The steps still due stay queued: `help.start` drops those the new owner has seen.
    forgetSeen: assign({ seen: {} }),
    dismissStep: enqueueActions(({ context, enqueue }) => {
      const [shown, ...rest] = context.queue;
      if (shown === undefined) return;
      const seen = { ...context.seen, [shown]: true };
      const followUp = FOLLOW_UP[shown];
      enqueue.assign({ seen, queue: offer(rest, seen, followUp ? [followUp] : []) });
      enqueue.emit({ type: 'help.remember', ids: [shown] });
    }),
    dismissPopover: enqueueActions(({ context, event, enqueue }) => {
      const { id } = event as Extract<HelpEvent, { type: 'help.popoverOk' }>;
      enqueue.assign({ seen: { ...context.seen, [id]: true }, popovers: context.popovers.filter((each) => each !== id) });
      enqueue.emit({ type: 'help.remember', ids: [id] });
    }),
    skipAll: enqueueActions(({ context, enqueue }) => {
      const ids = TOUR_IDS.filter((id) => !context.seen[id]);
      enqueue.assign({ seen: { ...context.seen, ...Object.fromEntries(ids.map((id) => [id, true])) }, queue: [], popovers: [], skippedHere: true });
      if (ids.length > 0) enqueue.emit({ type: 'help.remember', ids });
    }),
  },
}).createMachine({
  id: 'help',
  context: { seen: {}, queue: [], popovers: [], closedLayers: [], skippedHere: false },
  initial: 'waiting',
  on: { 'help.wait': { target: '.waiting', actions: 'forgetSeen' } },
  states: {
    // Triggers are noted while the flags load; `help.start` then drops those already seen and
    // adds the follow-ups of steps dismissed in an earlier visit.
    waiting: {
      on: {
        ...onTriggers({ actions: 'offer' }),
        'help.start': [
          { guard: 'carriesSkip', target: 'skipped', actions: 'startSkipped' },
          { target: 'ready', actions: 'start' },
        ],
      },
    },
    ready: {
      initial: 'deciding',
      on: {
        // A trigger queues its cards; the card on screen stays until answered.
        ...onTriggers({ actions: 'offer' }),
        'help.popoverOk': { actions: 'dismissPopover' },
      },
      states: {
        deciding: {
          always: [
            { guard: 'hasPopover', target: 'showingPopover' },
            { guard: 'hasStep', target: 'showingStep' },
            { target: 'idle' },
          ],
        },
        idle: { on: onTriggers({ target: 'deciding', actions: 'offer' }) },
        // The first queued step; a later scale step may take the place of the one shown.
        showingStep: {
          always: { guard: 'noStep', target: 'deciding' },
          on: {
            'help.next': { target: 'deciding', actions: 'dismissStep' },
            'help.skip': { target: '#help.skipped', actions: 'skipAll' },
          },
        },
        // The first popover waiting, until its Ok.
        showingPopover: {
          always: { guard: 'noPopover', target: 'deciding' },
          on: { 'help.skip': { target: '#help.skipped', actions: 'skipAll' } },
        },
      },
    },
    // "Skip help": none from now on, whatever happens, until someone else's flags load.
    skipped: {},
  },
});

export type HelpActor = ActorRefFrom<typeof helpMachine>;

/** The one help card on screen, if any. */
export function shownCard(snapshot: ReturnType<HelpActor['getSnapshot']>): ShownHelpCard | undefined {
  const step = snapshot.context.queue[0];
  if (snapshot.matches({ ready: 'showingStep' }) && step !== undefined) return { kind: 'step', id: step };
  const popover = snapshot.context.popovers[0];
  if (snapshot.matches({ ready: 'showingPopover' }) && popover !== undefined) return { kind: 'popover', id: popover };
  return undefined;
}

/** The guided step on screen, if any. */
export const shownStep = (snapshot: ReturnType<HelpActor['getSnapshot']>): GuidedStepId | undefined => {
  const card = shownCard(snapshot);
  return card?.kind === 'step' ? card.id : undefined;
};

/** Two answers of `shownCard` show the same card. */
export const sameCard = (a: ShownHelpCard | undefined, b: ShownHelpCard | undefined): boolean => a?.kind === b?.kind && a?.id === b?.id;
