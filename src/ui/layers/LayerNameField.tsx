import { useEffect, useRef, useState } from 'react';
import type { EditorActor } from '../../engine/editor/editorMachine';
import { LAYER_NAME_MAX } from '../../shared/layerName';
import type { LayerSummary } from './layerSummary';

export interface LayerNameFieldProps {
  layer: LayerSummary;
  /** The layer's place, 1-based: the field is named "Name of layer N". */
  number: number;
  editor: EditorActor;
  /** Enter or Escape is closing the field (the focus goes back to the layer's chip). */
  onKeyClose: () => void;
}

/**
 * The name field that takes a layer chip's place while the layer is renamed. Whether it is open is
 * the editor statechart's `renamingLayer`, never state of its own; the text typed is the field's.
 * Enter keeps the name, Escape keeps the old one, and leaving the field keeps what was typed (a
 * name typed and left is meant, unlike a half-typed length). An empty field gives "Layer N" back:
 * it starts empty, showing "Layer N" as its placeholder, for a layer without a name of its own.
 */
export function LayerNameField({ layer, number, editor, onKeyClose }: LayerNameFieldProps) {
  const [value, setValue] = useState(layer.named ? layer.name : '');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  return (
    <input
      ref={input}
      type="text"
      className="layer-name-field"
      aria-label={`Name of layer ${number}`}
      placeholder={`Layer ${number}`}
      maxLength={LAYER_NAME_MAX}
      enterKeyHint="done"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onKeyClose();
          editor.send({ type: 'layer.rename', name: value });
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onKeyClose();
          editor.send({ type: 'layer.renameCancel' });
        }
      }}
      // After Escape the field has closed: the editor refuses a rename with no field open.
      onBlur={() => editor.send({ type: 'layer.rename', name: value })}
    />
  );
}
