import type { Container, Graphics } from 'pixi.js';
import { layerHex } from '../shared/layerColour';
import type { ShownLayer } from '../engine/document/shownLayers';
import { COUNT_MARKER, placedMarkers, symbolShape } from '../engine/print/countMarkers';
import type { Viewport } from '../engine/viewport/viewport';
import { pooledTexts } from './textPool';

/**
 * Draws every shown layer's count markers: the layer's symbol in its colour on each point, and
 * the marker's number 1..N beside it (where engine/print/countMarkers.ts puts it, as the print does).
 */
export function drawCountMarkers(graphics: Graphics, numbers: Container, layers: readonly ShownLayer[], viewport: Viewport, educatorColours = false): void {
  graphics.clear();
  const markers = placedMarkers(layers, viewport);
  const texts = pooledTexts(numbers, markers.length, { fontSize: COUNT_MARKER.fontSize, fontWeight: '700' });
  markers.forEach(({ shown, symbol, number, at, label }, i) => {
    const color = layerHex(shown.layer.color, shown.index, educatorColours);
    const shape = symbolShape(symbol);
    if (shape.kind === 'circle') graphics.circle(at.x, at.y, shape.radius);
    else if (shape.kind === 'polygon') graphics.poly(shape.points.flatMap((p) => [at.x + p.x, at.y + p.y]), true);
    else for (const [from, to] of shape.segments) graphics.moveTo(at.x + from.x, at.y + from.y).lineTo(at.x + to.x, at.y + to.y);
    if (shape.kind !== 'segments') graphics.fill({ color: 0xffffff });
    graphics.stroke({ width: COUNT_MARKER.stroke, color, cap: 'round', join: 'round' });
    const text = texts[i]!;
    text.text = String(number);
    text.style.fill = color;
    text.anchor.set(0, 0.5);
    text.position.set(label.x, label.y);
  });
}
