import { useSelector } from '@xstate/react';
import { currentSketch } from '../../engine/document/drawingDocument';
import { useServices } from '../AppServices';
import { SMALL_ICONS } from '../icons';

/** The canvas-centre toggle: shows or hides the line labels of every layer (spec drawing-core §2). */
export function LabelsToggle() {
  const { editor } = useServices();
  const visible = useSelector(editor, (snapshot) => currentSketch(snapshot.context.document).labelsVisible);
  return (
    <button
      type="button"
      className="labels-toggle"
      aria-label="Line labels"
      aria-pressed={visible}
      title={visible ? 'Hide line labels' : 'Show line labels'}
      onClick={() => editor.send({ type: 'labels.toggle' })}
    >
      {SMALL_ICONS.labels}
      <span aria-hidden="true">Labels</span>
    </button>
  );
}
