/**
 * The DOM-to-input adapter: turns pointer and wheel events on the canvas host into the editor's
 * typed events, with screen points relative to the host. The only place DOM events meet the
 * engine. Which pointer draws and which fingers zoom and pan is pointerRouting.ts's rule.
 */
import { screenPoint, type ScreenPoint } from '../../shared/geometry';
import type { EditorActor } from '../../engine/editor/editorMachine';
import { NO_POINTERS, routePointer, type PointerKind, type PointerPhase, type RoutingState } from './pointerRouting';

const relative = (host: HTMLElement, event: { clientX: number; clientY: number }): ScreenPoint => {
  const box = host.getBoundingClientRect();
  return screenPoint(event.clientX - box.left, event.clientY - box.top);
};

const kindOf = (event: PointerEvent): PointerKind => (event.pointerType === 'touch' || event.pointerType === 'pen' ? event.pointerType : 'mouse');

export function attachPointerAdapter(host: HTMLElement, editor: EditorActor): () => void {
  // Which pointer draws and which fingers pinch (pointerRouting.ts).
  let routing: RoutingState = NO_POINTERS;
  const route = (phase: PointerPhase, event: PointerEvent) => {
    const sample = { id: event.pointerId, kind: kindOf(event), screen: relative(host, event), button: event.button, shift: event.shiftKey };
    const routed = routePointer(routing, phase, sample);
    routing = routed.state;
    for (const each of routed.events) editor.send(each);
  };
  const onDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    host.setPointerCapture(event.pointerId);
    route('down', event);
  };
  const onMove = (event: PointerEvent) => route('move', event);
  const onUp = (event: PointerEvent) => {
    if (host.hasPointerCapture(event.pointerId)) host.releasePointerCapture(event.pointerId);
    // The rectangle reads Shift at the release: held, it becomes four lines at once.
    route('up', event);
  };
  const onCancel = (event: PointerEvent) => route('cancel', event);
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    if (event.deltaY !== 0) editor.send({ type: 'zoom.wheel', deltaY: event.deltaY, screen: relative(host, event) });
  };
  const sendStageSize = () => editor.send({ type: 'stage.resize', size: { width: host.clientWidth, height: host.clientHeight } });
  const resize = new ResizeObserver(sendStageSize);

  host.addEventListener('pointerdown', onDown);
  host.addEventListener('pointermove', onMove);
  host.addEventListener('pointerup', onUp);
  host.addEventListener('pointercancel', onCancel);
  host.addEventListener('wheel', onWheel, { passive: false });
  // The observer's first report comes with the next rendered frame, which a busy machine can
  // hold back for seconds; until then the editor would know only the window's size, and an image
  // imported in between was fitted and centred for that stage, off the canvas's real centre.
  sendStageSize();
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
