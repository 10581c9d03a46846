/**
 * A draggable panel's offset from its home place (DC2.04), kept inside its area. Pure.
 */
export interface Offset {
  x: number;
  y: number;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const HOME: Offset = { x: 0, y: 0 };

/** `offset` limited so the panel, whose box at home is `home`, stays wholly inside `area`. */
export function clampOffset(offset: Offset, home: Rect, area: Rect): Offset {
  const clamp = (value: number, min: number, max: number) => Math.round(Math.min(Math.max(value, min), Math.max(min, max)));
  return {
    x: clamp(offset.x, area.left - home.left, area.right - home.right),
    y: clamp(offset.y, area.top - home.top, area.bottom - home.bottom),
  };
}

/**
 * The smallest box holding both `a` and `b`. A panel that sits beside the canvas at home (the
 * instrument toolbar) may go anywhere in the box holding its home and the canvas's area.
 */
export function enclosingRect(a: Rect, b: Rect): Rect {
  return { left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) };
}

/** An offset read back from storage, or home when it is missing or not two numbers. */
export function parseOffset(stored: string | null): Offset {
  try {
    const value: unknown = stored === null ? null : JSON.parse(stored);
    if (value && typeof value === 'object' && Number.isFinite((value as Offset).x) && Number.isFinite((value as Offset).y)) {
      return { x: (value as Offset).x, y: (value as Offset).y };
    }
  } catch {
    // A damaged value: the panel goes home.
  }
  return HOME;
}
