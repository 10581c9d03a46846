import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { EditorActor, EditorSnapshot } from '../../engine/editor/editorMachine';
import { previewLine } from '../../engine/editor/overlay';
import { hasGestureInProgress } from '../../engine/editor/selectors';
import { toScreen } from '../../engine/viewport/viewport';
import { placeHelpCard, type Box, type HelpCorner, type Spot } from './helpPlacement';

/** The canvas the card keeps to, and the control on it that it keeps clear of, by their accessible names. */
const CANVAS_SELECTOR = '[role="application"][aria-label="Drawing canvas"]';
const LAYERS_SELECTOR = 'section[aria-label="Layers"]';
/** Space between the canvas's edge and the card, and between the card and the point being drawn. */
const GAP = 16;
const CLEARANCE = 32;

const boxOf = (element: Element): Box => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
};

/**
 * The points being drawn, in canvas-element pixels: while a line or a drag is under way, where
 * the pointer is and the vertex it runs from.
 */
function drawnSpots(snapshot: EditorSnapshot): Spot[] {
  const { pointer, viewport } = snapshot.context;
  if (pointer === null || !hasGestureInProgress(snapshot)) return [];
  const line = previewLine(snapshot);
  return [pointer, ...(line ? [line.from] : [])].map((point) => toScreen(viewport, point));
}

/** The canvas's and the layers bar's boxes, followed through resizes. */
function useCanvasBoxes(): { canvas: Box; controls: Box[] } | null {
  const [boxes, setBoxes] = useState<{ canvas: Box; controls: Box[] } | null>(null);
  useEffect(() => {
    const measure = () => {
      const canvas = document.querySelector(CANVAS_SELECTOR);
      if (!canvas) return;
      const layers = document.querySelector(LAYERS_SELECTOR);
      const next = { canvas: boxOf(canvas), controls: layers ? [boxOf(layers)] : [] };
      setBoxes((old) => (old && JSON.stringify(old) === JSON.stringify(next) ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const selector of [CANVAS_SELECTOR, LAYERS_SELECTOR]) {
      const element = document.querySelector(selector);
      if (element) observer.observe(element);
    }
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return boxes;
}

/**
 * Where the help card shows: a corner of the canvas clear of the layers bar, which moves away
 * from the point being drawn (issue 36 item 8). It keeps its corner while that is clear, so it
 * does not jump back and forth as the pointer goes by. Null until the card and canvas are measured.
 */
export function useHelpCardPlace(editor: EditorActor, card: RefObject<HTMLElement | null>, cardKey: string): Box | null {
  const boxes = useCanvasBoxes();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [place, setPlace] = useState<{ corner: HelpCorner; box: Box } | null>(null);
  const corner = useRef<HelpCorner | undefined>(undefined);

  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.offsetWidth, height: element.offsetHeight };
      setSize((old) => (old && old.width === next.width && old.height === next.height ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [card, cardKey]);

  useEffect(() => {
    if (!boxes || !size) return;
    const update = () => {
      const { canvas, controls } = boxes;
      const avoid = drawnSpots(editor.getSnapshot()).map((spot) => ({ x: canvas.left + spot.x, y: canvas.top + spot.y }));
      const next = placeHelpCard({ canvas, card: size, gap: GAP, controls, avoid, clearance: CLEARANCE, prefer: corner.current });
      corner.current = next.corner;
      setPlace((old) => (old && JSON.stringify(old) === JSON.stringify(next) ? old : next));
    };
    update();
    const subscription = editor.subscribe(update);
    return () => subscription.unsubscribe();
  }, [editor, boxes, size]);

  return place?.box ?? null;
}
