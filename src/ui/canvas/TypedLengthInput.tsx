import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { toScreen } from '../../engine/viewport/viewport';
import { screenPoint, type ScreenPoint } from '../../shared/geometry';
import { useServices } from '../AppServices';
import { LengthField } from './LengthField';
import { isTypingTarget } from '../commands/isTypingTarget';
import { acceptsTypedLength, startsLength } from './typedLength';

/** How far the box sits from the pointer, so it never hides the line being drawn. */
const BESIDE_POINTER = 14;

interface OpenBox {
  first: string;
  at: ScreenPoint;
}

/**
 * Typing a number while a line instrument draws opens "Next line length" beside the pointer with
 * the typed character; Enter places the next vertex that far along the pointer's direction,
 * Escape closes. The box closes by itself when drawing can no longer take a length.
 */
export function TypedLengthInput() {
  const { editor } = useServices();
  const accepts = useSelector(editor, acceptsTypedLength);
  const [open, setOpen] = useState<OpenBox | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target) || !startsLength(event)) return;
      const snapshot = editor.getSnapshot();
      if (!acceptsTypedLength(snapshot)) return;
      const { pointer, document, viewport } = snapshot.context;
      const near = pointer ?? document.layers[document.currentIndex]!.sketch.controlPoints.at(-1)!;
      const screen = toScreen(viewport, near);
      event.preventDefault();
      // Keys typed before the box has mounted and taken the focus (a fast typist, a busy
      // machine: "10" as '1' then '0') add to what it opens with, never replace it.
      setOpen((current) => (current ? { ...current, first: current.first + event.key } : { first: event.key, at: screenPoint(screen.x + BESIDE_POINTER, screen.y + BESIDE_POINTER) }));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editor]);

  // The sketch closed or the instrument changed: a length has nowhere to go any more.
  useEffect(() => {
    if (!accepts) setOpen(null);
  }, [accepts]);

  if (!open || !accepts) return null;
  // Keyed by what it opens with too: a key added before the focus came starts the field again with it.
  return <LengthBox key={`${open.at.x},${open.at.y},${open.first}`} box={open} onClose={() => setOpen(null)} />;
}

function LengthBox({ box, onClose }: { box: OpenBox; onClose: () => void }) {
  const { editor } = useServices();
  return (
    <LengthField
      label="Next line length"
      className="typed-length"
      at={box.at}
      initial={box.first}
      selectInitial={false}
      onSubmit={(length) => {
        editor.send({ type: 'vertex.typedLength', length });
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
