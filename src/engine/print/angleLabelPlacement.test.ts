import { describe, expect, it } from 'vitest';
import { closedPolygonSketch } from '../document/polygonLayers';
import { WAND_LABELLED_EDGES_MAX } from '../document/mask';
import { appendLine, emptySketch } from '../document/sketch';
import { ANGLE_LABEL_FONT_SIZES } from '../../shared/constants';
import { angleLabelSize, anglesLabelled, formatAngle, labelOffset } from './angleLabelPlacement';

const polygon = (sides: number) =>
  Array.from({ length: sides }, (_, i) => ({ x: 100 + 50 * Math.cos((2 * Math.PI * i) / sides), y: 100 + 50 * Math.sin((2 * Math.PI * i) / sides) }));

describe('anglesLabelled', () => {
  it('shows the angles of an outline of up to 12 edges, like its lengths', () => {
    expect(anglesLabelled(closedPolygonSketch(polygon(4), true))).toBe(true);
    expect(anglesLabelled(closedPolygonSketch(polygon(WAND_LABELLED_EDGES_MAX), true))).toBe(true);
    expect(anglesLabelled(emptySketch())).toBe(true);
  });

  it('hides the angles of a traced outline of more edges, whatever its labels switch', () => {
    expect(anglesLabelled(closedPolygonSketch(polygon(WAND_LABELLED_EDGES_MAX + 1), true))).toBe(false);
    expect(anglesLabelled(closedPolygonSketch(polygon(40), false))).toBe(false);
  });
});

describe('angleLabelSize', () => {
  /** Two lines meeting at (250, 300), drawn with the Angle instrument or the straight one. */
  const corner = (kind: 'angle' | 'straight') =>
    appendLine(appendLine({ ...emptySketch(), controlPoints: [{ x: 100, y: 300 }] }, { x: 250, y: 300 }, kind), { x: 250, y: 150 }, kind);

  it('follows the Angles setting for lines, from off (1) to large (4)', () => {
    expect([1, 2, 3, 4].map((setting) => angleLabelSize(corner('straight'), setting))).toEqual([0, ...ANGLE_LABEL_FONT_SIZES.slice(1)]);
  });

  it('always shows what the Angle instrument drew, small when the setting is off (issue 36)', () => {
    expect([1, 2, 3, 4].map((setting) => angleLabelSize(corner('angle'), setting))).toEqual([
      ANGLE_LABEL_FONT_SIZES[1],
      ...ANGLE_LABEL_FONT_SIZES.slice(1),
    ]);
  });

  it('shows none on a traced outline of many edges, whatever drew it', () => {
    expect(angleLabelSize(closedPolygonSketch(polygon(40), true), 4)).toBe(0);
  });
});

describe('formatAngle', () => {
  it('shows degrees with one decimal and a degree sign', () => {
    expect(formatAngle(90)).toBe('90.0°');
    expect(formatAngle(74.6666)).toBe('74.7°');
    expect(formatAngle(270.04)).toBe('270.0°');
  });
});

describe('labelOffset', () => {
  it('moves a label into a right angle until its box clears both edges by the gap', () => {
    // A corner opening towards +x and +y: the edges run along the axes, the bisector between them.
    const offset = labelOffset({ x: Math.SQRT1_2, y: Math.SQRT1_2 }, Math.PI / 2, 38, 17);
    const centre = offset * Math.SQRT1_2;
    expect(Math.min(centre - 38 / 2, centre - 17 / 2)).toBeCloseTo(4, 10);
  });

  it('clears a straight angle by half the label height', () => {
    expect(labelOffset({ x: 0, y: 1 }, Math.PI, 38, 17)).toBeCloseTo(17 / 2 + 4, 10);
  });

  it('keeps the label of a very sharp angle near its vertex', () => {
    expect(labelOffset({ x: 1, y: 0 }, 0.01, 38, 17)).toBeLessThanOrEqual(4 * (38 / 2 + 4));
  });
});
