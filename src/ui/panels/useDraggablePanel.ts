import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { browserLocalStorage } from '../../app/browserStorage';
import { clampOffset, enclosingRect, HOME, parseOffset, type Offset, type Rect } from './panelOffset';

/** How far an arrow key moves the panel; with Shift, ten times as far. */
const KEY_STEP = 10;
const ARROWS: Record<string, Offset> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

const rectOf = (element: Element): Rect => element.getBoundingClientRect();

/**
 * A panel the person can drag by its handle (DC2.04): pointer or touch drag, or the arrow keys on
 * the focused handle; Home (or a double-click on the handle) puts it back. Its place is remembered
 * on this device under `key`.
 *
 * It stays inside its area: the box holding its home and `area` (the canvas's area, for a panel
 * that sits beside it at home, as the instrument toolbar does), or by default its offset parent
 * (the layers bar's, the canvas's area).
 */
export function useDraggablePanel(key: string, panel: RefObject<HTMLElement | null>, area?: RefObject<HTMLElement | null>) {
  const storageKey = `planimetry.panel.${key}`;
  const [offset, setOffset] = useState<Offset>(() => parseOffset(browserLocalStorage()?.getItem(storageKey) ?? null));
  const drag = useRef<{ pointer: number; start: Offset; from: { x: number; y: number } } | null>(null);
  // The offset the page shows now: several moves may come between two renders.
  const shown = useRef<Offset>(offset);
  useLayoutEffect(() => {
    shown.current = offset;
  }, [offset]);
  // The place the person chose (and stored), shown as nearly as the area allows.
  const chosen = useRef<Offset>(offset);

  const areaElement = useCallback((): Element | null => (area ? area.current : (panel.current?.offsetParent ?? null)), [area, panel]);

  /** The offset kept inside the area, measured from the panel's home box. */
  const limit = useCallback(
    (next: Offset): Offset => {
      const element = panel.current;
      const within = areaElement();
      if (!element || !within) return next;
      const box = rectOf(element);
      const { x, y } = shown.current;
      const home = { left: box.left - x, right: box.right - x, top: box.top - y, bottom: box.bottom - y };
      return clampOffset(next, home, enclosingRect(home, rectOf(within)));
    },
    [panel, areaElement],
  );

  const place = useCallback(
    (next: Offset) => {
      setOffset(() => {
        const kept = limit(next);
        chosen.current = kept;
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

  // A place stored in a larger window, or kept while the area was larger, is brought back inside
  // it; the chosen place comes back when there is room for it again.
  const keepInside = useCallback(
    () =>
      setOffset((old) => {
        const kept = limit(chosen.current);
        return kept.x === old.x && kept.y === old.y ? old : kept;
      }),
    [limit],
  );
  useLayoutEffect(keepInside, [keepInside]);
  // Whenever the area or the panel changes size (a window resized, a phone's results sheet opened,
  // a layer added). Observed after layout, when an area from another component's ref is there too.
  useEffect(() => {
    const within = areaElement();
    const element = panel.current;
    if (!within || !element) return;
    const observer = new ResizeObserver(keepInside);
    observer.observe(within);
    observer.observe(element);
    return () => observer.disconnect();
  }, [areaElement, panel, keepInside]);

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
  /** Whether the panel is away from its home place. */
  const moved = style !== undefined;
  return { style, handleProps, moved };
}
