import type { EditorActor } from '../../engine/editor/editorMachine';
import { SMALL_ICONS } from '../icons';
import { layerCss } from '../../shared/layerColour';
import { cssColor } from '../colors';
import type { LayerSummary } from './layerSummary';

export interface LayerItemProps {
  layer: LayerSummary;
  index: number;
  current: boolean;
  paletteOpen: boolean;
  editor: EditorActor;
  onPalette: () => void;
  /** The educator's read-only view: no colour menu and no pin. */
  readOnly?: boolean;
}

/** One layer in the bar: select it, show or hide it, open its colour palette, pin it. */
export function LayerItem({ layer, index, current, paletteOpen, editor, onPalette, readOnly = false }: LayerItemProps) {
  const number = index + 1;
  const visibilityName = `${layer.visible ? 'Hide' : 'Show'} layer ${number}`;
  return (
    <li className={`layer-item${current ? ' layer-item-current' : ''}${layer.visible ? '' : ' layer-item-hidden'}`} data-layer={index}>
      <button
        type="button"
        className="layer-select"
        aria-pressed={current}
        onClick={() => editor.send({ type: 'layer.select', index })}
      >
        <span className="layer-swatch" style={{ background: layerCss(layer.color, index, readOnly) }} aria-hidden="true" />
        Layer {number}
      </button>
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
