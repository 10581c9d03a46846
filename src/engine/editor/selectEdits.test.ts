/** Select-tool edits, key nudges, point removal and line-length editing through the editor. */
import { describe, expect, it } from 'vitest';
import { measureOutline, sketchOutline } from '../geometry/outline';
import { createEditorDriver } from '../testing/editorDriver';

const square = () => {
  const driver = createEditorDriver();
  driver.clickPath([[100, 100], [250, 100], [250, 250], [100, 250], [100, 100]]);
  return driver;
};
const area = (driver: ReturnType<typeof createEditorDriver>) => measureOutline(sketchOutline(driver.sketch())).area;

describe('moving vertices', () => {
  it('drags a vertex and commits one history step', () => {
    const driver = square();
    const steps = driver.layer().history.entries.length;
    driver.drag([250, 250], [300, 250]);
    expect(driver.sketch().controlPoints[2]).toEqual({ x: 300, y: 250 });
    expect(driver.sketch().lines[1]!.points[1]).toEqual({ x: 300, y: 250 });
    expect(driver.sketch().lines[2]!.points[0]).toEqual({ x: 300, y: 250 });
    expect(driver.layer().history.entries.length).toBe(steps + 1);
  });

  it('refuses a move that makes lines cross and restores the shape', () => {
    const driver = square();
    const before = driver.sketch();
    driver.drag([250, 250], [50, 175]);
    expect(driver.messages()).toContain('Lines cannot intersect!');
    expect(driver.sketch()).toEqual(before);
  });

  it('restores the shape when Escape cancels a drag', () => {
    const driver = square();
    const before = driver.sketch();
    driver.pointerMove(250, 250);
    driver.pointerDown(250, 250);
    driver.pointerMove(300, 300);
    expect(driver.sketch()).not.toEqual(before);
    driver.send({ type: 'gesture.cancel' });
    expect(driver.sketch()).toEqual(before);
  });

  it('nudges the selected vertex by 1/zoom px per arrow step', () => {
    const driver = square();
    driver.click(250, 250);
    driver.send({ type: 'zoom.step', direction: 1 });
    const zoom = driver.viewport().zoom;
    driver.send({ type: 'selection.nudge', dx: 1, dy: 0 });
    expect(driver.sketch().controlPoints[2]!.x).toBeCloseTo(250 + 1 / zoom, 12);
  });

  it('drags the whole layer from inside, notes included', () => {
    const driver = square();
    driver.choose('note_tool');
    driver.click(175, 175);
    driver.choose('select_tool');
    driver.drag([150, 150], [170, 160]);
    expect(driver.sketch().controlPoints[0]).toEqual({ x: 120, y: 110 });
    expect(driver.layer().notes[0]!.originPoint).toEqual({ x: 195, y: 185 });
  });

  it('does not drag the layer while an instrument menu is open', () => {
    const driver = square();
    driver.send({ type: 'instrumentMenu.set', open: true });
    driver.drag([150, 150], [170, 160]);
    expect(driver.sketch().controlPoints[0]).toEqual({ x: 100, y: 100 });
  });
});

describe('adding and removing points', () => {
  it('adds a point where an edge is clicked', () => {
    const driver = square();
    driver.click(175, 100);
    expect(driver.sketch().controlPoints).toHaveLength(5);
    expect(driver.sketch().controlPoints[1]).toEqual({ x: 175, y: 100 });
    expect(area(driver)).toBe(150 * 150);
  });

  it('removes the selected vertex but keeps 3 points on a closed shape', () => {
    const driver = square();
    driver.click(250, 250);
    driver.send({ type: 'selection.delete' });
    expect(driver.sketch().controlPoints).toHaveLength(3);
    expect(area(driver)).toBe((150 * 150) / 2);
    driver.click(100, 250);
    driver.send({ type: 'selection.delete' });
    expect(driver.messages()).toContain('Cannot have less than 3 points!');
    expect(driver.notices.at(-1)?.durationMs).toBe(1000);
    expect(driver.sketch().controlPoints).toHaveLength(3);
  });

  it('keeps 2 points on a circle and adds points on its outline', () => {
    const driver = createEditorDriver();
    driver.choose('circle_tool');
    driver.drag([100, 200], [250, 200]);
    const outlineArea = area(driver);
    driver.click(100, 200);
    driver.send({ type: 'selection.delete' });
    driver.click(250, 200);
    driver.send({ type: 'selection.delete' });
    expect(driver.sketch().controlPoints).toHaveLength(2);
    expect(area(driver)).toBeCloseTo(outlineArea, 6);
    const [remaining] = driver.sketch().controlPoints;
    driver.click(remaining!.x, remaining!.y);
    driver.send({ type: 'selection.delete' });
    expect(driver.messages()).toContain('Cannot have less than 2 points!');
    // A click on the outline away from the arc-point handles adds a point.
    driver.click(175 - 75 * Math.SQRT1_2, 200 - 75 * Math.SQRT1_2);
    expect(driver.sketch().controlPoints).toHaveLength(3);
    expect(area(driver)).toBeCloseTo(outlineArea, 6);
  });

  it('keeps 1 point on an open sequence', () => {
    const driver = createEditorDriver();
    driver.clickPath([[100, 100], [200, 100]]);
    driver.choose('select_tool');
    driver.click(200, 100);
    driver.send({ type: 'selection.delete' });
    expect(driver.sketch().controlPoints).toEqual([{ x: 100, y: 100 }]);
    driver.click(100, 100);
    driver.send({ type: 'selection.delete' });
    expect(driver.messages()).toContain('Cannot have less than 1 points!');
  });
});

describe('line length editing', () => {
  it('moves the end vertex of the edited line and the area follows', () => {
    const driver = square();
    driver.send({ type: 'lineLength.edit', line: 0 });
    // 20 cm = 300 px.
    driver.send({ type: 'lineLength.apply', length: 20 });
    expect(driver.sketch().controlPoints[1]).toEqual({ x: 400, y: 100 });
    expect(driver.actor.getSnapshot().context.editingLine).toBeNull();
  });

  it('takes the absolute value and ignores zero', () => {
    const driver = square();
    driver.send({ type: 'lineLength.edit', line: 0 });
    driver.send({ type: 'lineLength.apply', length: 0 });
    expect(driver.sketch().controlPoints[1]).toEqual({ x: 250, y: 100 });
    driver.send({ type: 'lineLength.edit', line: 0 });
    driver.send({ type: 'lineLength.apply', length: -12 });
    expect(driver.sketch().controlPoints[1]).toEqual({ x: 280, y: 100 });
  });

  it('refuses a length that pushes a vertex off the drawing area', () => {
    const driver = square();
    driver.send({ type: 'lineLength.edit', line: 0 });
    driver.send({ type: 'lineLength.apply', length: 1000 });
    expect(driver.notices.at(-1)).toEqual({
      kind: 'danger',
      message: 'You cannot move a vertex off screen by editing the line length!',
      durationMs: 3000,
    });
    expect(driver.sketch().controlPoints[1]).toEqual({ x: 250, y: 100 });
  });

  it('cancels without a change', () => {
    const driver = square();
    driver.send({ type: 'lineLength.edit', line: 1 });
    driver.send({ type: 'lineLength.cancel' });
    driver.send({ type: 'lineLength.apply', length: 5 });
    expect(driver.sketch().controlPoints[2]).toEqual({ x: 250, y: 250 });
  });

  it('keeps a rectangle square-cornered when a side is edited', () => {
    const driver = createEditorDriver();
    driver.choose('rectangle_tool');
    driver.drag([100, 100], [250, 175]);
    driver.send({ type: 'lineLength.edit', line: 1 });
    driver.send({ type: 'lineLength.apply', length: 10 });
    expect(area(driver)).toBeCloseTo(150 * 150, 9);
  });
});
