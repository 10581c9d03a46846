import { useEffect, useRef, useState } from 'react';
import { NOTICES } from '../../shared/notices';
import type { ScreenPoint } from '../../shared/geometry';
import { parseNumber } from '../../shared/numberInput';
import { useServices } from '../AppServices';

export interface LengthFieldProps {
  label: string;
  className: string;
  at: ScreenPoint;
  initial: string;
  /** Select the initial text (to replace it) rather than put the caret after it (to go on typing). */
  selectInitial: boolean;
  /** Enter with a number. */
  onSubmit: (length: number) => void;
  /** Escape, or the field losing focus. */
  onCancel: () => void;
}

/**
 * A small text field over the canvas that takes a length: Enter submits a number (anything else
 * is refused with "Numeric values only" and the field stays open), Escape or leaving it cancels.
 */
export function LengthField({ label, className, at, initial, selectInitial, onSubmit, onCancel }: LengthFieldProps) {
  const { notify } = useServices();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    if (selectInitial) field.select();
    else field.setSelectionRange(field.value.length, field.value.length);
  }, [selectInitial]);

  return (
    <input
      ref={input}
      className={className}
      aria-label={label}
      inputMode="decimal"
      style={{ left: at.x, top: at.y }}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          const typed = parseNumber(value);
          if (typed === null) notify(NOTICES.numericValuesOnly);
          else onSubmit(typed);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      onBlur={onCancel}
    />
  );
}
