import { useEffect, useState } from 'react';

/** The element the help cards keep to: the drawing canvas, by its accessible name. */
const CANVAS_SELECTOR = '[role="application"][aria-label="Drawing canvas"]';

export interface Corner {
  left: number;
  bottom: number;
}

/**
 * The canvas's bottom-left corner in viewport pixels (`bottom` measured up from the window's
 * bottom edge), followed through resizes, so help cards sit over the canvas and never over the
 * toolbar or the side panel.
 */
export function useCanvasCorner(): Corner | null {
  const [corner, setCorner] = useState<Corner | null>(null);
  useEffect(() => {
    const measure = () => {
      const canvas = document.querySelector(CANVAS_SELECTOR);
      if (!canvas) return;
      const box = canvas.getBoundingClientRect();
      setCorner((old) => {
        const next = { left: Math.round(box.left), bottom: Math.round(window.innerHeight - box.bottom) };
        return old && old.left === next.left && old.bottom === next.bottom ? old : next;
      });
    };
    measure();
    const canvas = document.querySelector(CANVAS_SELECTOR);
    const observer = new ResizeObserver(measure);
    if (canvas) observer.observe(canvas);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return corner;
}
