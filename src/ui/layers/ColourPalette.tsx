import { useEffect, useRef } from 'react';
import { LABEL_COLORS, type LabelColor } from '../../shared/constants';
import { colorName, cssColor } from '../colors';

export interface ColourPaletteProps {
  layerNumber: number;
  color: LabelColor;
  onChoose: (color: LabelColor) => void;
  /** `returnFocus`: the palette was closed from within it, so its colour button takes the focus back. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The 12 label colours as a radio group for one layer. Arrow keys try colours on the layer as
 * they go; a click on a colour, Enter, Escape or leaving the group closes the palette.
 */
export function ColourPalette({ layerNumber, color, onChoose, onClose }: ColourPaletteProps) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.querySelector<HTMLInputElement>('input:checked')?.focus(), []);

  return (
    <div
      ref={group}
      className="colour-palette"
      role="radiogroup"
      aria-label={`Colour of layer ${layerNumber}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || event.key === 'Enter') {
          event.preventDefault();
          event.stopPropagation();
          onClose(true);
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as HTMLElement | null;
        // A layer's colour button toggles the palette itself; closing here would reopen it at once.
        if (group.current?.contains(next) || next?.closest('.layer-colour')) return;
        onClose(false);
      }}
    >
      {LABEL_COLORS.map((each) => (
        <label key={each} className="colour-choice" title={colorName(each)}>
          <input
            type="radio"
            name={`layer-${layerNumber}-colour`}
            aria-label={colorName(each)}
            checked={each === color}
            onChange={() => onChoose(each)}
            // Arrow keys fire clicks too, with detail 0; only a real click closes the palette.
            onClick={(event) => event.detail > 0 && onClose(true)}
          />
          <span className="colour-swatch" style={{ background: cssColor(each) }} aria-hidden="true" />
        </label>
      ))}
    </div>
  );
}
