import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { currentSketch } from '../engine/document/drawingDocument';
import { flattenOutline, sketchOutline } from '../engine/geometry/outline';
import { screenPoint } from '../shared/geometry';
import { useServices } from './AppServices';
import { miniViewScale, offsetCentring, visibleRect } from './miniView';
import { useImageThumbnail } from './miniViewThumbnail';

/** The mini-view's frame, in CSS px. */
const FRAME = { width: 160, height: 110 } as const;
/** Arrow keys on the mini-view pan by this share of the stage. */
const KEY_PAN_SHARE = 0.1;

/**
 * The zoom mini-view: the whole drawing area shrunk into a small frame, with the current layer's
 * outline and a rectangle round the part the canvas shows. A click there centres the canvas on
 * that point; arrow keys pan.
 */
export function ZoomMiniView() {
  const { editor, kernels } = useServices();
  const viewport = useSelector(editor, (snapshot) => snapshot.context.viewport);
  const image = useSelector(editor, (snapshot) => snapshot.context.document.image);
  const thumbnail = useImageThumbnail(kernels, image);
  const canvas = useRef<HTMLCanvasElement>(null);
  const sketch = useSelector(editor, (snapshot) => currentSketch(snapshot.context.document));
  const scale = miniViewScale(viewport.stage, FRAME);
  const area = { width: viewport.stage.width * scale, height: viewport.stage.height * scale };
  const shown = visibleRect(viewport);
  const outline = sketchOutline(sketch);
  const points = useMemo(
    () => flattenOutline(outline, 1).map((point) => `${point.x * scale},${point.y * scale}`).join(' '),
    [outline, scale],
  );

  // The image drawn under the outline, where it sits on the drawing area.
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, area.width, area.height);
    if (!thumbnail || !image?.display) return;
    context.drawImage(
      thumbnail,
      image.position.x * scale,
      image.position.y * scale,
      image.realSizes.width * scale,
      image.realSizes.height * scale,
    );
  }, [thumbnail, image, scale, area.width, area.height]);

  const panBy = (dx: number, dy: number) =>
    editor.send({ type: 'viewport.panTo', offset: screenPoint(viewport.offset.x - dx, viewport.offset.y - dy) });

  return (
    <button
      type="button"
      className="zoom-mini-view"
      aria-label="Zoom mini-view"
      title="Click to move the view there"
      style={{ width: FRAME.width, height: FRAME.height }}
      onClick={(event) => {
        // Keyboard activation has no pointer position; the arrow keys pan instead.
        if (event.detail === 0) return;
        const box = event.currentTarget.getBoundingClientRect();
        const left = (box.width - area.width) / 2;
        const top = (box.height - area.height) / 2;
        const point = { x: (event.clientX - box.left - left) / scale, y: (event.clientY - box.top - top) / scale };
        editor.send({ type: 'viewport.panTo', offset: offsetCentring(viewport, point) });
      }}
      onKeyDown={(event) => {
        const stepX = viewport.stage.width * KEY_PAN_SHARE;
        const stepY = viewport.stage.height * KEY_PAN_SHARE;
        const moves: Record<string, [number, number]> = {
          ArrowLeft: [-stepX, 0],
          ArrowRight: [stepX, 0],
          ArrowUp: [0, -stepY],
          ArrowDown: [0, stepY],
        };
        const move = moves[event.key];
        if (!move) return;
        event.preventDefault();
        panBy(move[0], move[1]);
      }}
    >
      <canvas ref={canvas} className="mini-view-image" width={area.width} height={area.height} aria-hidden="true" />
      <svg width={area.width} height={area.height} viewBox={`0 0 ${area.width} ${area.height}`} aria-hidden="true">
        <rect className="mini-view-area" x={0} y={0} width={area.width} height={area.height} />
        {points &&
          (outline.closed ? (
            <polygon className="mini-view-sketch" points={points} />
          ) : (
            <polyline className="mini-view-sketch" points={points} />
          ))}
        <rect
          className="mini-view-visible"
          x={shown.x * scale}
          y={shown.y * scale}
          width={shown.width * scale}
          height={shown.height * scale}
        />
      </svg>
    </button>
  );
}
