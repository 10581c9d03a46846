/** The instruments through the editor, as a person uses them: what each draws and which rules refuse what. */
import { describe, expect, it } from 'vitest';
import { currentSketch } from '../document/drawingDocument';
import { measureOutline, sketchOutline } from '../geometry/outline';
import { createEditorDriver } from '../testing/editorDriver';

const measure = (driver: ReturnType<typeof createEditorDriver>) => measureOutline(sketchOutline(driver.sketch()));

describe('constrained line', () => {
  it('turns each line to the nearest 15-degree step, keeping its length', () => {
    const driver = createEditorDriver();
    driver.choose('constrained');
    driver.click(100, 100);
    // 100 px at 28 degrees: the nearest step is 30 degrees.
    driver.click(100 + 100 * Math.cos((28 * Math.PI) / 180), 100 + 100 * Math.sin((28 * Math.PI) / 180));
    const [start, end] = driver.sketch().lines[0]!.points;
    expect(Math.atan2(end!.y - start!.y, end!.x - start!.x) * (180 / Math.PI)).toBeCloseTo(30, 9);
    expect(Math.hypot(end!.x - start!.x, end!.y - start!.y)).toBeCloseTo(100, 9);
    expect(driver.sketch().lines[0]).toMatchObject({ type: 'constrained', isConstrained: true });
  });
});

describe('curved line', () => {
  const loop: [number, number][] = Array.from({ length: 41 }, (_, i) => {
    const angle = (i / 40) * 2 * Math.PI;
    return [300 + 60 * Math.cos(angle), 300 + 60 * Math.sin(angle)];
  });

  it('ignores a stroke shorter than 6/zoom px or with fewer than 3 points', () => {
    const driver = createEditorDriver();
    driver.choose('curved');
    driver.stroke([[10, 10], [12, 11], [13, 12]]);
    driver.stroke([[10, 10], [40, 40]]);
    expect(driver.sketch().lines).toEqual([]);
  });

  it('closes a freehand loop that ends on its start, marks it curved and measures the curve', () => {
    const driver = createEditorDriver();
    driver.choose('curved');
    driver.stroke(loop);
    const sketch = driver.sketch();
    expect(sketch).toMatchObject({ closed: true, hasCurved: true });
    expect(driver.instrument()).toBe('select_tool');
    // The smooth curve through 40 points of a circle of radius 60 is within 0.1% of the circle.
    expect(measure(driver).area).toBeCloseTo(Math.PI * 3600, -1);
    expect(sketchOutline(sketch).approximate).toBe(true);
  });

  it('continues a line sequence from its last vertex', () => {
    const driver = createEditorDriver();
    driver.clickPath([[100, 100], [200, 100]]);
    driver.choose('curved');
    driver.stroke([[205, 105], [220, 140], [210, 180], [180, 200]]);
    const curve = driver.sketch().lines[1]!;
    expect(curve.type).toBe('curved');
    expect(curve.points[0]).toEqual({ x: 200, y: 100 });
    expect(driver.sketch().controlPoints.at(-1)).toEqual({ x: 180, y: 200 });
  });

  it('refuses a stroke that crosses the sequence', () => {
    const driver = createEditorDriver();
    driver.clickPath([[100, 100], [300, 100], [300, 200]]);
    driver.choose('curved');
    driver.stroke([[300, 200], [200, 150], [200, 50], [210, 40]]);
    expect(driver.messages()).toContain('Lines cannot intersect!');
    expect(driver.sketch().lines).toHaveLength(2);
  });

  it('keeps the part of a freehand loop before it touches itself, and says why the rest went', () => {
    const driver = createEditorDriver();
    driver.choose('curved');
    // Round three sides, then back onto the first side at (150, 100): the loop touches itself there.
    driver.stroke([[100, 100], [200, 100], [200, 200], [150, 200], [150, 100]]);
    expect(driver.messages()).toEqual(['Lines cannot intersect!']);
    const sketch = driver.sketch();
    expect(sketch.closed).toBe(false);
    expect(sketch.lines).toHaveLength(1);
    expect(sketch.lines[0]).toMatchObject({ type: 'curved', points: [{ x: 100, y: 100 }, { x: 200, y: 100 }, { x: 200, y: 200 }, { x: 150, y: 200 }] });
    expect(sketch.controlPoints.at(-1)).toEqual({ x: 150, y: 200 });
  });

  it('keeps the part of a freehand stroke before it crosses the sequence, which goes on from there', () => {
    const driver = createEditorDriver();
    driver.clickPath([[100, 100], [300, 100], [300, 200]]);
    driver.choose('curved');
    driver.stroke([[300, 200], [250, 220], [200, 180], [200, 50], [210, 40]]);
    expect(driver.messages()).toContain('Lines cannot intersect!');
    expect(driver.sketch().lines).toHaveLength(3);
    expect(driver.sketch().controlPoints.at(-1)).toEqual({ x: 200, y: 180 });
    driver.stroke([[200, 180], [150, 190], [120, 160], [100, 104]]);
    expect(driver.sketch().closed).toBe(true);
  });
});

describe('angle', () => {
  it('keeps angle lines longer than 10/zoom px only, and closes into an angle sketch', () => {
    const driver = createEditorDriver();
    driver.choose('angle');
    driver.clickPath([[100, 100], [108, 100]]);
    expect(driver.sketch().angleLines).toEqual([]);
    driver.clickPath([[200, 100], [200, 200], [102, 102]]);
    expect(driver.sketch()).toMatchObject({ closed: true, angleClosed: true });
    expect(driver.sketch().angleLines).toHaveLength(3);
    expect(driver.sketch().lines).toEqual([]);
  });
});

describe('rectangle', () => {
  it('draws a closed rectangle from corner to corner, hints at the ♦ and chooses select', () => {
    const driver = createEditorDriver();
    driver.choose('rectangle_tool');
    driver.drag([100, 100], [250, 175]);
    const sketch = driver.sketch();
    expect(sketch).toMatchObject({ closed: true, type: 'shape' });
    expect(sketch.shapes[0]!.type).toBe('rectangle');
    expect(measure(driver)).toEqual({ perimeter: 450, area: 150 * 75 });
    expect(driver.messages()).toContain('Drag ♦ to define rectangle');
    expect(driver.instrument()).toBe('select_tool');
  });

  it('turns into four lines at once with Shift held', () => {
    const driver = createEditorDriver();
    driver.choose('rectangle_tool');
    driver.drag([100, 100], [250, 175], { shift: true });
    expect(driver.sketch()).toMatchObject({ closed: true, type: 'lines', shapes: [] });
    expect(driver.sketch().lines).toHaveLength(4);
    expect(driver.messages()).not.toContain('Drag ♦ to define rectangle');
  });
});

describe('circle', () => {
  it('draws the circle whose diameter the drag spans, measured exactly', () => {
    const driver = createEditorDriver();
    driver.choose('circle_tool');
    driver.drag([100, 200], [250, 200]);
    const sketch = driver.sketch();
    expect(sketch.shapes[0]!.type).toBe('circle_tool');
    const { perimeter, area } = measure(driver);
    expect(perimeter).toBeCloseTo(Math.PI * 150, 9);
    expect(area).toBeCloseTo(Math.PI * 75 * 75, 7);
    expect(sketchOutline(sketch).approximate).toBe(false);
  });
});

describe('tool availability', () => {
  it('refuses line tools once the shape is closed, with the add-layer hint', () => {
    const driver = createEditorDriver();
    driver.clickPath([[100, 100], [200, 100], [200, 200], [100, 100]]);
    for (const instrument of ['straight', 'constrained', 'curved', 'angle'] as const) driver.choose(instrument);
    expect(driver.instrument()).toBe('select_tool');
    expect(driver.messages().filter((m) => m === 'Add a new drawing layer with plus (+) symbol in bottom right corner')).toHaveLength(4);
  });

  it('refuses the rectangle and circle once lines exist', () => {
    const driver = createEditorDriver();
    driver.clickPath([[100, 100], [200, 100]]);
    driver.choose('rectangle_tool');
    driver.choose('circle_tool');
    expect(driver.instrument()).toBe('straight');
  });

  it('allows notes only on closed sketches', () => {
    const driver = createEditorDriver();
    driver.choose('note_tool');
    expect(driver.instrument()).toBe('straight');
    expect(driver.messages()).toContain('Annotations can only be added to closed sketches.');
    expect(driver.notices.at(-1)?.durationMs).toBe(2000);
  });

  it('offers only pan and select in all-layers mode', () => {
    const driver = createEditorDriver();
    driver.send({ type: 'layers.showAll', on: true });
    expect(driver.instrument()).toBe('select_tool');
    driver.choose('straight');
    expect(driver.instrument()).toBe('select_tool');
    driver.choose('pan_move');
    expect(driver.instrument()).toBe('pan_move');
  });
});

describe('history and instruments', () => {
  it('chooses the matching instrument again after undo and redo', () => {
    const driver = createEditorDriver();
    driver.choose('rectangle_tool');
    driver.drag([100, 100], [250, 175]);
    driver.send({ type: 'history.undo' });
    expect(driver.instrument()).toBe('rectangle_tool');
    driver.send({ type: 'history.redo' });
    expect(driver.instrument()).toBe('select_tool');
  });
});

describe('typed length while drawing', () => {
  it('places the next vertex the typed distance along the pointer direction', () => {
    const driver = createEditorDriver();
    driver.click(100, 100);
    driver.pointerMove(300, 100);
    driver.send({ type: 'vertex.typedLength', length: 4 });
    // 4 cm at scale 1 is 60 px.
    expect(currentSketch(driver.document()).controlPoints.at(-1)).toEqual({ x: 160, y: 100 });
  });
});

describe('count', () => {
  it('places a numbered marker per click, undoes the last, and picks the layer\'s symbol', () => {
    const driver = createEditorDriver();
    driver.choose('count_tool');
    expect(driver.instrument()).toBe('count_tool');
    driver.send({ type: 'count.setSymbol', symbol: 'square' });
    driver.clickPath([[100, 100], [150, 100], [200, 100], [250, 100], [300, 100]]);
    expect(driver.sketch().count?.markers).toHaveLength(5);
    expect(driver.sketch().count?.symbol).toBe('square');
    expect(driver.actor.getSnapshot().context.needSave).toBe(true);

    driver.send({ type: 'history.undo' });
    expect(driver.sketch().count?.markers).toHaveLength(4);
    expect(driver.instrument()).toBe('count_tool');
    driver.send({ type: 'count.removeLast' });
    expect(driver.sketch().count?.markers).toHaveLength(3);

    // A count layer takes no lines: drawing asks for a new layer.
    driver.choose('straight');
    expect(driver.instrument()).toBe('count_tool');
    expect(driver.messages().length).toBeGreaterThan(0);
  });
});

describe('cutout', () => {
  const drawFootprint = () => {
    const driver = createEditorDriver();
    driver.choose('rectangle_tool');
    driver.drag([100, 100], [400, 300]);
    driver.choose('cutout_tool');
    return driver;
  };

  it('needs a closed shape: on an empty layer the instrument is refused with its notice', () => {
    const driver = createEditorDriver();
    driver.choose('cutout_tool');
    expect(driver.instrument()).not.toBe('cutout_tool');
    expect(driver.messages()).toContain('Cutouts go inside a closed shape: close the shape first');
  });

  it('places the points of a hole, closes it on the first point as one history step, and undo takes it back', () => {
    const driver = drawFootprint();
    expect(driver.instrument()).toBe('cutout_tool');
    driver.clickPath([[150, 150], [250, 150], [250, 250], [150, 250]]);
    expect(driver.actor.getSnapshot().context.cutoutDraft).toHaveLength(4);
    expect(driver.sketch().cutouts).toBeUndefined();
    driver.click(152, 151);
    expect(driver.sketch().cutouts).toEqual([[{ x: 150, y: 150 }, { x: 250, y: 150 }, { x: 250, y: 250 }, { x: 150, y: 250 }]]);
    expect(driver.actor.getSnapshot().context.cutoutDraft).toEqual([]);
    expect(driver.actor.getSnapshot().context.needSave).toBe(true);
    driver.send({ type: 'history.undo' });
    expect(driver.sketch().cutouts).toBeUndefined();
    expect(driver.sketch().closed).toBe(true);
  });

  it('refuses a first point outside the shape and an edge across the outline, keeping what was placed', () => {
    const driver = drawFootprint();
    driver.click(500, 150);
    expect(driver.messages()).toContain('A cutout must lie inside the shape');
    expect(driver.actor.getSnapshot().context.cutoutDraft).toEqual([]);
    driver.click(150, 150);
    driver.click(500, 150);
    expect(driver.messages()).toContain('Lines cannot intersect!');
    expect(driver.actor.getSnapshot().context.cutoutDraft).toEqual([{ x: 150, y: 150 }]);
  });

  it('Escape drops the hole in progress, and so does leaving the instrument', () => {
    const driver = drawFootprint();
    driver.clickPath([[150, 150], [250, 150]]);
    driver.send({ type: 'gesture.cancel' });
    expect(driver.actor.getSnapshot().context.cutoutDraft).toEqual([]);
    driver.clickPath([[150, 150], [250, 150]]);
    driver.choose('pan_move');
    expect(driver.actor.getSnapshot().context.cutoutDraft).toEqual([]);
  });
});
