import { useEffect, useRef, useState } from 'react';
import { NOTICES } from '../../engine/editor/notices';
import type { ScreenPoint } from '../../shared/geometry';
import { useServices } from '../AppServices';
import { editableLength, parseLength } from './labelPlacement';

/**
 * The length editor that takes a label's place: Enter applies the typed length (a non-number is
 * refused with "Numeric values only" and the editor stays open), Escape or leaving it cancels.
 * Whether it is open is the editor statechart's `editingLine`, never state of its own.
 */
export function LineLengthEditor({ at, length }: { at: ScreenPoint; length: number }) {
  const { editor, notify } = useServices();
  const [value, setValue] = useState(() => editableLength(length));
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  return (
    <input
      ref={input}
      className="line-length-editor"
      aria-label="Line length"
      inputMode="decimal"
      style={{ left: at.x, top: at.y }}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          const typed = parseLength(value);
          if (typed === null) notify(NOTICES.numericValuesOnly);
          else editor.send({ type: 'lineLength.apply', length: typed });
        } else if (event.key === 'Escape') {
          event.preventDefault();
          editor.send({ type: 'lineLength.cancel' });
        }
      }}
      onBlur={() => editor.send({ type: 'lineLength.cancel' })}
    />
  );
}
