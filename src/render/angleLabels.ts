import type { Container } from 'pixi.js';
import { layerHex } from '../shared/layerColour';
import { documentVertexAngles } from '../engine/map/mapResults';
import type { DrawingDocument } from '../engine/document/drawingDocument';
import { toScreen, type Viewport } from '../engine/viewport/viewport';
import type { ShownLayer } from '../engine/document/shownLayers';
import { angleLabelSize, formatAngle, labelOffset } from '../engine/print/angleLabelPlacement';
import { pooledTexts } from './textPool';

/**
 * Shows the angle at every vertex of each drawn sketch (see `vertexAngles`, on a photo's plane when the scale has one), inside the angle
 * along its bisector, when the Angles setting (1 off … 4 large) is above off, and always for a
 * sketch drawn with the Angle instrument; an outline of more than 12 edges shows none (see
 * `angleLabelSize`).
 */
export function updateAngleLabels(
  container: Container,
  document: DrawingDocument,
  layers: readonly ShownLayer[], viewport: Viewport, displayAngles: number, educatorColours = false): void {
  const labels = layers.flatMap(({ layer, index }) => {
    const fontSize = angleLabelSize(layer.sketch, displayAngles);
    if (fontSize === 0) return [];
    const color = layerHex(layer.color, index, educatorColours);
    return documentVertexAngles(document, layer.sketch).map((angle) => ({ angle, color, fontSize }));
  });
  pooledTexts(container, labels.length).forEach((text, i) => {
    const { angle, color, fontSize } = labels[i]!;
    const at = toScreen(viewport, angle.at);
    text.text = formatAngle(angle.degrees);
    text.style.fontSize = fontSize;
    text.style.fill = color;
    const offset = labelOffset(angle.bisector, (angle.degrees * Math.PI) / 180, text.width, text.height);
    text.position.set(at.x + angle.bisector.x * offset, at.y + angle.bisector.y * offset);
  });
}
