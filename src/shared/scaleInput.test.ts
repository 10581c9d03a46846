import { describe, expect, it } from 'vitest';
import { parseScaleInput, stepScale } from './scaleInput';

describe('parseScaleInput', () => {
  it('reads decimal numbers, with a comma or a point', () => {
    expect(parseScaleInput('2')).toEqual({ ok: true, value: 2 });
    expect(parseScaleInput(' 2.5 ')).toEqual({ ok: true, value: 2.5 });
    expect(parseScaleInput('0,75')).toEqual({ ok: true, value: 0.75 });
    expect(parseScaleInput('.5')).toEqual({ ok: true, value: 0.5 });
  });

  it('refuses text that is not a number', () => {
    for (const text of ['abc', '', '2m', '1..2', 'NaN', 'Infinity', '1e999']) expect(parseScaleInput(text)).toEqual({ ok: false });
  });

  it('raises values below 0.1 to 0.1', () => {
    expect(parseScaleInput('0.05')).toEqual({ ok: true, value: 0.1 });
    expect(parseScaleInput('-3')).toEqual({ ok: true, value: 0.1 });
    expect(parseScaleInput('0')).toEqual({ ok: true, value: 0.1 });
  });
});

describe('stepScale', () => {
  it('steps by 0.1 without drifting and never below 0.1', () => {
    let value = 1;
    for (let i = 0; i < 7; i++) value = stepScale(value, 1);
    expect(value).toBe(1.7);
    expect(stepScale(0.1, -1)).toBe(0.1);
  });
});
