import { Container, Text } from 'pixi.js';
import type { Scale, Sketch } from '../shared/schemas';
import { formatLength, type ImperialDisplay } from '../shared/format';
import { lineLabels } from '../engine/measure/measureSketch';
import { toScreen, type Viewport } from '../engine/viewport/viewport';

/** Screen pixels between a line and the nearest edge of its label. */
const LABEL_GAP = 4;
const LABEL_STYLE = { fontFamily: 'system-ui, sans-serif', fontSize: 12, fill: 0x1f2933 } as const;

/**
 * Shows a length label at the middle of every line. Text objects are reused between updates,
 * because creating Pixi text is far dearer than changing it.
 */
export function updateLineLabels(
  container: Container,
  sketch: Sketch | null,
  scale: Scale,
  viewport: Viewport,
  imperial: ImperialDisplay,
): void {
  const labels = sketch ? lineLabels(sketch, scale) : [];
  while (container.children.length < labels.length) {
    const text = new Text({ text: '', style: LABEL_STYLE });
    text.anchor.set(0.5, 0.5);
    container.addChild(text);
  }
  container.children.forEach((child, index) => {
    const label = labels[index];
    child.visible = label !== undefined;
    if (!label) return;
    const text = child as Text;
    const at = toScreen(viewport, label.at);
    text.text = formatLength(label.length, scale.measure, imperial);
    // Push the label out by half its own extent along the normal, so it clears a slanted line too.
    const clearance = LABEL_GAP + (Math.abs(label.outward.x) * text.width + Math.abs(label.outward.y) * text.height) / 2;
    text.position.set(at.x + label.outward.x * clearance, at.y + label.outward.y * clearance);
  });
}
