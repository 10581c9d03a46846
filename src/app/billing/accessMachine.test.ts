import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COUNTDOWN_REFRESH_MS } from '../../shared/billing';
import { countdownOf, createAccessMachine, redirectFor, type AccessEmitted } from './accessMachine';
import { DAY_MS, HOUR_MS, payPerDayUser, planUser, trialUser } from './testing/billingUsers';

const START = Date.parse('2026-11-26T06:00:00.000Z');

function started() {
  const actor = createActor(createAccessMachine()).start();
  const changes: AccessEmitted[] = [];
  actor.on('access.changed', (event) => changes.push(event));
  const countdown = () => countdownOf(actor.getSnapshot().context);
  return { actor, changes, countdown };
}

describe('the access statechart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a 7-day trial begun half a minute ago as 167 h 59 min and counts down once a minute', () => {
    const { actor, countdown } = started();
    actor.send({ type: 'user.changed', user: trialUser(START, 7 * DAY_MS - 30_000) });
    expect(countdown()).toEqual({ label: 'Trial time left', text: '167 h 59 min' });
    vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS - 1);
    expect(countdown()?.text).toBe('167 h 59 min');
    vi.advanceTimersByTime(1);
    expect(countdown()?.text).toBe('167 h 58 min');
    vi.advanceTimersByTime(58 * COUNTDOWN_REFRESH_MS);
    expect(countdown()?.text).toBe('167 h 00 min');
  });

  it('sends a trial to /subscription at the moment it runs out, not up to a minute later', () => {
    const { actor, changes } = started();
    const user = trialUser(START, 90_000);
    actor.send({ type: 'user.changed', user });
    expect(redirectFor(user, actor.getSnapshot().context.access)).toBeNull();
    vi.advanceTimersByTime(COUNTDOWN_REFRESH_MS);
    expect(actor.getSnapshot().context.access?.kind).toBe('app');
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().context.access).toEqual({ kind: 'subscription' });
    expect(redirectFor(user, actor.getSnapshot().context.access)).toBe('/subscription');
    expect(changes.map((change) => change.access?.kind ?? null)).toEqual(['app', 'subscription']);
    // Nothing left to count: no more looks.
    expect(actor.getSnapshot().value).toBe('steady');
  });

  it('labels a pay-per-day day and asks for activation when it ends', () => {
    const { actor, changes, countdown } = started();
    actor.send({ type: 'user.changed', user: payPerDayUser(START, 2 * HOUR_MS + 30 * 60_000) });
    expect(countdown()).toEqual({ label: 'Pay-per-day time left', text: '2 h 30 min' });
    vi.advanceTimersByTime(2 * HOUR_MS + 30 * 60_000);
    expect(actor.getSnapshot().context.access).toEqual({ kind: 'activate' });
    expect(countdown()).toBeNull();
    expect(changes.at(-1)?.access).toEqual({ kind: 'activate' });
  });

  it('shows no countdown and never looks again for a plan that runs on its own', () => {
    const { actor, countdown } = started();
    actor.send({ type: 'user.changed', user: planUser(START, 'Pro') });
    expect(countdown()).toBeNull();
    expect(actor.getSnapshot().value).toBe('steady');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a reloaded user at once: a plan bought during the trial stops the countdown', () => {
    const { actor, changes, countdown } = started();
    actor.send({ type: 'user.changed', user: trialUser(START, DAY_MS) });
    actor.send({ type: 'user.changed', user: planUser(START, 'Project') });
    expect(countdown()).toBeNull();
    // The kind stayed "app": nobody is told of a change.
    expect(changes).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('forgets everything at logout and announces it', () => {
    const { actor, changes } = started();
    actor.send({ type: 'user.changed', user: trialUser(START, DAY_MS) });
    actor.send({ type: 'user.changed', user: null });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.access).toBeNull();
    expect(changes.at(-1)).toMatchObject({ access: null, previous: { kind: 'app' } });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('redirectFor', () => {
  const now = new Date(START);
  it('sends an outdated plan to /subscription and a failed payment to /update-card', () => {
    const outdated = planUser(START, 'Pro', DAY_MS, { status: 'Outdated' });
    const failed = planUser(START, 'Pro', DAY_MS, { status: 'Failed' });
    expect(redirectFor(outdated, { kind: 'subscription' })).toBe('/subscription');
    expect(redirectFor(failed, { kind: 'update-card' })).toBe('/update-card');
    expect(now.getTime()).toBe(START);
  });

  it('keeps an ended pay-per-day day on the app (the activate modal) and an educator on /', () => {
    expect(redirectFor(payPerDayUser(START, -1), { kind: 'activate' })).toBeNull();
    expect(redirectFor(planUser(START, 'Educator', -DAY_MS), { kind: 'subscription' })).toBeNull();
  });

  it('sends nobody anywhere while nobody is logged in', () => {
    expect(redirectFor(null, { kind: 'subscription' })).toBeNull();
  });
});
