import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { browserLocalStorage } from '../../app/browserStorage';
import { clampOffset, HOME, parseOffset, type Offset, type Rect } from './panelOffset';

/** How far an arrow key moves the panel; with Shift, ten times as far. */
const KEY_STEP = 10;
const ARROWS: Record<string, Offset> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

const rectOf = (element: Element): Rect => element.getBoundingClientRect();

/**
 * A panel the person can drag by its handle (DC2.04): pointer or touch drag, or the arrow keys on
 * the focused handle; Home (or a double-click on the handle) puts it back. It stays inside its
 * offset parent (the canvas's area), and its place is remembered on this device under `key`.
 */
export function useDraggablePanel(key: string, panel: RefObject<HTMLElement | null>) {
  const storageKey = `planimetry.panel.${key}`;
  const [offset, setOffset] = useState<Offset>(() => parseOffset(browserLocalStorage()?.getItem(storageKey) ?? null));
  const drag = useRef<{ pointer: number; start: Offset; from: { x: number; y: number } } | null>(null);
  // The offset the page shows now: several moves may come between two renders.
  const shown = useRef<Offset>(offset);
  useLayoutEffect(() => {
    shown.current = offset;
  }, [offset]);

  /** The offset kept inside the area, measured from the panel's home box. */
  const limit = useCallback(
    (next: Offset): Offset => {
      const element = panel.current;
      const area = element?.offsetParent;
      if (!element || !area) return next;
      const box = rectOf(element);
      const { x, y } = shown.current;
      const home = { left: box.left - x, right: box.right - x, top: box.top - y, bottom: box.bottom - y };
      return clampOffset(next, home, rectOf(area));
    },
    [panel],
  );

  const place = useCallback(
    (next: Offset) => {
      setOffset(() => {
        const kept = limit(next);
        try {
          browserLocalStorage()?.setItem(storageKey, JSON.stringify(kept));
        } catch {
          // A full or blocked storage: the place lasts until the page closes.
        }
        return kept;
      });
    },
    [limit, storageKey],
  );

  // A stored place from a larger window is brought back inside this one.
  useLayoutEffect(() => {
    const keepInside = () => setOffset(() => limit(shown.current));
    keepInside();
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, [limit]);

  const handleProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { pointer: event.pointerId, start: offset, from: { x: event.clientX, y: event.clientY } };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const moving = drag.current;
      if (!moving || moving.pointer !== event.pointerId) return;
      place({ x: moving.start.x + event.clientX - moving.from.x, y: moving.start.y + event.clientY - moving.from.y });
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onPointerCancel: () => {
      drag.current = null;
    },
    onDoubleClick: () => place(HOME),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Home') {
        event.preventDefault();
        place(HOME);
        return;
      }
      const arrow = ARROWS[event.key];
      if (!arrow) return;
      event.preventDefault();
      // Arrow keys here move the panel only, not the drawing's selection.
      event.stopPropagation();
      const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
      place({ x: offset.x + arrow.x * step, y: offset.y + arrow.y * step });
    },
  };
  const style: CSSProperties | undefined = offset.x === 0 && offset.y === 0 ? undefined : { transform: `translate(${offset.x}px, ${offset.y}px)` };
  return { style, handleProps };
}
