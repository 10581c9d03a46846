import { useEffect, useRef } from 'react';
import type { EditorActor } from '../../engine/editor/editorMachine';
import { SMALL_ICONS } from '../icons';
import { layerCss } from '../../shared/layerColour';
import { cssColor } from '../colors';
import type { LayerSummary } from './layerSummary';
import { LayerNameField } from './LayerNameField';

export interface LayerItemProps {
  layer: LayerSummary;
  index: number;
  current: boolean;
  paletteOpen: boolean;
  /** The layer's name field is open in place of its chip. */
  renaming: boolean;
  editor: EditorActor;
  onPalette: () => void;
  /** The educator's read-only view: no colour menu, no pin and no renaming. */
  readOnly?: boolean;
}

/**
 * One layer in the bar: select it, show or hide it, open its colour palette, pin it; a double-click
 * on its chip renames it (as the bar's Rename layer button renames the current layer).
 */
export function LayerItem({ layer, index, current, paletteOpen, renaming, editor, onPalette, readOnly = false }: LayerItemProps) {
  const number = index + 1;
  const visibilityName = `${layer.visible ? 'Hide' : 'Show'} layer ${number}`;
  const chip = useRef<HTMLButtonElement>(null);
  // Enter or Escape in the name field gives the focus back to the chip; leaving the field by a
  // click or a tap leaves it where that went.
  const refocus = useRef(false);
  useEffect(() => {
    if (renaming || !refocus.current) return;
    refocus.current = false;
    chip.current?.focus();
  }, [renaming]);
  return (
    <li className={`layer-item${current ? ' layer-item-current' : ''}${layer.visible ? '' : ' layer-item-hidden'}`} data-layer={index}>
      {renaming && !readOnly ? (
        <span className="layer-select layer-select-renaming">
          <span className="layer-swatch" style={{ background: layerCss(layer.color, index, readOnly) }} aria-hidden="true" />
          <LayerNameField layer={layer} number={number} editor={editor} onKeyClose={() => (refocus.current = true)} />
        </span>
      ) : (
        <button
          ref={chip}
          type="button"
          className="layer-select"
          aria-pressed={current}
          // The full name when a long one is cut short, and how to rename it.
          title={readOnly ? layer.name : `${layer.name} (double-click to rename)`}
          onClick={() => editor.send({ type: 'layer.select', index })}
          onDoubleClick={readOnly ? undefined : () => editor.send({ type: 'layer.renameStart', index })}
        >
          <span className="layer-swatch" style={{ background: layerCss(layer.color, index, readOnly) }} aria-hidden="true" />
          <span className="layer-name">{layer.name}</span>
        </button>
      )}
      <button
        type="button"
        className="layer-tool"
        aria-label={visibilityName}
        title={visibilityName}
        onClick={() => editor.send({ type: 'layer.toggleVisibility', index })}
      >
        {layer.visible ? SMALL_ICONS.visible : SMALL_ICONS.hidden}
      </button>
      {!readOnly && (
        <>
          <button
            type="button"
            className="layer-tool layer-colour"
            aria-label={`Colour of layer ${number}`}
            aria-expanded={paletteOpen}
            aria-haspopup="true"
            title={`Colour of layer ${number}`}
            onClick={onPalette}
          >
            <span className="colour-swatch" style={{ background: cssColor(layer.color) }} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="layer-tool"
            aria-label={`Pin layer ${number}`}
            aria-pressed={layer.pinned}
            title={`Pin layer ${number}`}
            onClick={() => editor.send({ type: 'layer.togglePin', index })}
          >
            {SMALL_ICONS.pin}
          </button>
        </>
      )}
    </li>
  );
}
