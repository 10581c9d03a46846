import { Container, Graphics, Text } from 'pixi.js';
import { layerHex } from '../shared/layerColour';
import { toScreen, type Viewport } from '../engine/viewport/viewport';
import type { ShownLayer } from '../engine/document/shownLayers';
import { layerBadgeAnchor } from '../engine/print/layerBadgeAnchor';
import { BADGE_FONT_SIZE, BADGE_HANDLE_CLEARANCE, BADGE_RADIUS, BADGE_RIM } from '../engine/print/sceneStyle';

const BADGE_TEXT = { fontFamily: 'system-ui, sans-serif', fontSize: BADGE_FONT_SIZE, fontWeight: '700', fill: 0xffffff } as const;

/** A badge is a container holding its disc (a Graphics) and then its number (a Text). */
function createBadge(): Container {
  const badge = new Container();
  const number = new Text({ text: '', style: BADGE_TEXT });
  number.anchor.set(0.5, 0.5);
  badge.addChild(new Graphics(), number);
  return badge;
}

/**
 * Shows each drawn, non-empty layer's 1-based position in the layer list on a small badge in the
 * layer's colour. Badges are reused between updates.
 */
export function updateLayerNumberLabels(container: Container, layers: readonly ShownLayer[], viewport: Viewport, educatorColours = false): void {
  const shown = layers.flatMap(({ layer, index }) => {
    const anchor = layerBadgeAnchor(layer.sketch);
    return anchor ? [{ anchor, number: index + 1, color: layerHex(layer.color, index, educatorColours) }] : [];
  });
  while (container.children.length < shown.length) container.addChild(createBadge());
  container.children.forEach((child, i) => {
    const entry = shown[i];
    child.visible = entry !== undefined;
    if (!entry) return;
    const at = toScreen(viewport, entry.anchor.at);
    const away = entry.anchor.away ?? { x: 0, y: 0 };
    child.position.set(at.x + away.x * BADGE_HANDLE_CLEARANCE, at.y + away.y * BADGE_HANDLE_CLEARANCE);
    const [disc, number] = child.children as [Graphics, Text];
    disc.clear().circle(0, 0, BADGE_RADIUS).fill({ color: entry.color }).stroke({ width: BADGE_RIM, color: 0xffffff });
    number.text = String(entry.number);
  });
}
