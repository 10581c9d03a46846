import { describe, expect, it } from 'vitest';
import { devicesToLogOut, type DeviceSession } from './deviceLimits';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString();
const session = (device: string, minute: number): DeviceSession => ({ device, startedAt: at(minute) });

describe('devicesToLogOut', () => {
  it('logs out nobody while the devices fit the limit', () => {
    expect(devicesToLogOut([session('a', 0), session('b', 1)], 'b', 2)).toEqual([]);
  });

  it('logs out the device that logged in earliest when a new one makes one too many', () => {
    const sessions = [session('a', 0), session('b', 1), session('c', 2), session('d', 3), session('e', 4), session('f', 5)];
    expect(devicesToLogOut(sessions, 'f', 5)).toEqual(['a']);
  });

  it('logs out as many of the earliest as it takes, oldest first', () => {
    const sessions = [session('c', 2), session('a', 0), session('b', 1), session('new', 3)];
    expect(devicesToLogOut(sessions, 'new', 2)).toEqual(['a', 'b']);
  });

  it('never logs out the new login, even when it is not the latest by the clock', () => {
    expect(devicesToLogOut([session('new', 0), session('a', 1), session('b', 2)], 'new', 2)).toEqual(['a']);
    expect(devicesToLogOut([session('new', 0), session('a', 1)], 'new', 1)).toEqual(['a']);
    expect(devicesToLogOut([session('new', 0), session('a', 1)], 'new', 0)).toEqual(['a']);
  });

  it('counts a device with several sessions once, by its latest login', () => {
    // 'a' logged in first but again at minute 5: 'b' is the earliest now.
    const sessions = [session('a', 0), session('b', 1), session('a', 5), session('c', 6)];
    expect(devicesToLogOut(sessions, 'c', 2)).toEqual(['b']);
    expect(devicesToLogOut([session('a', 0), session('a', 1), session('a', 2)], 'a', 1)).toEqual([]);
  });

  it('logs out nobody on an unlimited plan', () => {
    const sessions = Array.from({ length: 50 }, (_, index) => session(`device-${index}`, index));
    expect(devicesToLogOut(sessions, 'device-49', null)).toEqual([]);
  });

  it('breaks a tie of start times by device name, so the answer does not depend on the order given', () => {
    const sessions = [session('b', 0), session('a', 0), session('new', 1)];
    expect(devicesToLogOut(sessions, 'new', 2)).toEqual(['a']);
    expect(devicesToLogOut([...sessions].reverse(), 'new', 2)).toEqual(['a']);
  });
});
