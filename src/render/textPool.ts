import { Container, Text, type TextStyleOptions } from 'pixi.js';

const BASE_STYLE: TextStyleOptions = { fontFamily: 'system-ui, sans-serif', fontSize: 12, fill: 0x1f2933 };

/**
 * The container's first `count` children as Text objects, creating the missing ones and hiding
 * the rest. Text objects are reused between updates, because creating Pixi text is far dearer
 * than changing it.
 */
export function pooledTexts(container: Container, count: number, style: TextStyleOptions = BASE_STYLE): Text[] {
  while (container.children.length < count) {
    const text = new Text({ text: '', style: { ...BASE_STYLE, ...style } });
    text.anchor.set(0.5, 0.5);
    container.addChild(text);
  }
  container.children.forEach((child, index) => {
    child.visible = index < count;
  });
  return container.children.slice(0, count) as Text[];
}
