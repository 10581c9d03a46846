import type { ScreenPoint } from '../../shared/geometry';
import { useServices } from '../AppServices';
import { editableLength } from './labelPlacement';
import { LengthField } from './LengthField';

/**
 * The length editor that takes a label's place: Enter applies the typed length, Escape or leaving
 * it cancels. Whether it is open is the editor statechart's `editingLine`, never state of its own.
 */
export function LineLengthEditor({ at, length }: { at: ScreenPoint; length: number }) {
  const { editor } = useServices();
  return (
    <LengthField
      label="Line length"
      className="line-length-editor"
      at={at}
      initial={editableLength(length)}
      selectInitial
      onSubmit={(typed) => editor.send({ type: 'lineLength.apply', length: typed })}
      onCancel={() => editor.send({ type: 'lineLength.cancel' })}
    />
  );
}
