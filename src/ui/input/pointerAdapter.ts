/**
 * The DOM-to-input adapter: turns pointer and wheel events on the canvas host into the editor's
 * typed events, with screen points relative to the host. The only place DOM events meet the
 * engine.
 */
import { screenPoint, type ScreenPoint } from '../../shared/geometry';
import type { EditorActor } from '../../engine/editor/editorMachine';

const relative = (host: HTMLElement, event: { clientX: number; clientY: number }): ScreenPoint => {
  const box = host.getBoundingClientRect();
  return screenPoint(event.clientX - box.left, event.clientY - box.top);
};

export function attachPointerAdapter(host: HTMLElement, editor: EditorActor): () => void {
  const onDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    host.setPointerCapture(event.pointerId);
    editor.send({ type: 'pointer.down', screen: relative(host, event), shift: event.shiftKey });
  };
  const onMove = (event: PointerEvent) => editor.send({ type: 'pointer.move', screen: relative(host, event), shift: event.shiftKey });
  const onUp = (event: PointerEvent) => {
    if (event.button !== 0) return;
    if (host.hasPointerCapture(event.pointerId)) host.releasePointerCapture(event.pointerId);
    // The rectangle reads Shift at the release: held, it becomes four lines at once.
    editor.send({ type: 'pointer.up', screen: relative(host, event), shift: event.shiftKey });
  };
  const onCancel = () => editor.send({ type: 'gesture.cancel' });
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    if (event.deltaY !== 0) editor.send({ type: 'zoom.wheel', deltaY: event.deltaY, screen: relative(host, event) });
  };
  const resize = new ResizeObserver(() =>
    editor.send({ type: 'stage.resize', size: { width: host.clientWidth, height: host.clientHeight } }),
  );

  host.addEventListener('pointerdown', onDown);
  host.addEventListener('pointermove', onMove);
  host.addEventListener('pointerup', onUp);
  host.addEventListener('pointercancel', onCancel);
  host.addEventListener('wheel', onWheel, { passive: false });
  resize.observe(host);
  return () => {
    host.removeEventListener('pointerdown', onDown);
    host.removeEventListener('pointermove', onMove);
    host.removeEventListener('pointerup', onUp);
    host.removeEventListener('pointercancel', onCancel);
    host.removeEventListener('wheel', onWheel);
    resize.disconnect();
  };
}
