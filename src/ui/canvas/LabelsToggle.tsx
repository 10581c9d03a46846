import { useSelector } from '@xstate/react';
import { labelsOn } from '../../engine/document/layers';
import { useServices } from '../AppServices';
import { SMALL_ICONS } from '../icons';

/** The canvas-centre toggle: shows or hides the line labels of every layer (spec drawing-core §2). */
export function LabelsToggle() {
  const { editor } = useServices();
  const visible = useSelector(editor, (snapshot) => labelsOn(snapshot.context.document));
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
