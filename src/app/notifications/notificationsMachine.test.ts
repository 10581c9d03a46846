import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { NOTICES } from '../../shared/notices';
import { notificationsMachine } from './notificationsMachine';

const start = () => {
  const clock = new SimulatedClock();
  const actor = createActor(notificationsMachine, { clock }).start();
  const messages = () => actor.getSnapshot().context.items.map((item) => item.message);
  return { clock, actor, messages };
};

describe('notifications', () => {
  it('shows each notice for its own duration', () => {
    const { clock, actor, messages } = start();
    actor.send({ type: 'notify', notice: NOTICES.linesCannotIntersect });
    actor.send({ type: 'notify', notice: NOTICES.addNewLayer });
    clock.increment(999);
    expect(messages()).toEqual(['Lines cannot intersect!', NOTICES.addNewLayer.message]);
    clock.increment(1);
    expect(messages()).toEqual([NOTICES.addNewLayer.message]);
    clock.increment(1000);
    expect(messages()).toEqual([]);
  });

  it('restarts the time of a repeated message instead of stacking a copy', () => {
    const { clock, actor, messages } = start();
    actor.send({ type: 'notify', notice: NOTICES.linesCannotIntersect });
    clock.increment(800);
    actor.send({ type: 'notify', notice: NOTICES.linesCannotIntersect });
    expect(messages()).toEqual(['Lines cannot intersect!']);
    clock.increment(800);
    expect(messages()).toEqual(['Lines cannot intersect!']);
    clock.increment(200);
    expect(messages()).toEqual([]);
  });

  it('closes a notice when dismissed', () => {
    const { actor, messages } = start();
    actor.send({ type: 'notify', notice: NOTICES.numericValuesOnly });
    actor.send({ type: 'dismiss', id: actor.getSnapshot().context.items[0]!.id });
    expect(messages()).toEqual([]);
  });
});
