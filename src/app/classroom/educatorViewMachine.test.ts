import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { educatorViewMachine } from './educatorViewMachine';

const start = () => {
  const resets: string[] = [];
  const view = createActor(educatorViewMachine);
  view.on('canvas.reset', (event) => resets.push(event.type));
  view.start();
  return { view, resets };
};

describe("the educator's view", () => {
  it('opens on the dashboard; closing it resets the canvas; the Classroom button opens it again', () => {
    const { view, resets } = start();
    expect(view.getSnapshot().value).toBe('dashboard');
    view.send({ type: 'dashboard.close' });
    expect(view.getSnapshot().value).toBe('canvas');
    expect(resets).toEqual(['canvas.reset']);
    view.send({ type: 'dashboard.open' });
    expect(view.getSnapshot().value).toBe('dashboard');
  });

  it("shows an opened student's document without resetting the canvas", () => {
    const { view, resets } = start();
    view.send({ type: 'document.opened' });
    expect(view.getSnapshot().value).toBe('canvas');
    expect(resets).toEqual([]);
  });

  it("says 'Session <name> was ended.' only when the server ended it, and its close reopens the dashboard", () => {
    const { view } = start();
    view.send({ type: 'session.ended', name: 'Maths', isEducatorStop: true });
    expect(view.getSnapshot().value).toBe('dashboard');
    view.send({ type: 'document.opened' });
    view.send({ type: 'session.ended', name: 'Maths', isEducatorStop: false });
    expect(view.getSnapshot().value).toBe('ended');
    expect(view.getSnapshot().context.endedName).toBe('Maths');
    view.send({ type: 'ended.close' });
    expect(view.getSnapshot().value).toBe('dashboard');
  });
});
