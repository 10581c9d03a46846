import { useSelector } from '@xstate/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { SCALE_MIN } from '../shared/constants';
import { parseScaleInput, stepScale } from '../shared/scaleInput';
import { LENGTH_UNITS, type LengthUnit } from '../shared/units';
import { NOTICES } from '../shared/notices';
import { scaleText } from '../engine/document/knownLengthScale';
import { useServices } from './AppServices';
import { CLASSROOM_SCALE_NOTE, lockedScale } from '../app/classroom/studentClassroomMachine';
import { viewSquareValue } from '../engine/map/mapMode';

const MAP_SCALE_TITLE = 'Grid scale locked to map scale: about what one square of the screen measures at the centre of the view';

/**
 * The grid scale: how much one 15 px grid square measures. A spin button for the value
 * (typed, or stepped by 0.1 with the arrow keys) and a unit select. A scale from a known length
 * shows 4 significant digits; unless the person types another value, the full one is kept.
 */
export function ScaleControl() {
  const { editor, notify, studentClassroom } = useServices();
  // A student's session may fix the scale and unit (the classroom's lock): both controls are disabled.
  const classroomLock = useSelector(studentClassroom, (snapshot) => (snapshot ? lockedScale(snapshot) : null));
  const scale = useSelector(editor, (snapshot) => snapshot.context.document.scale);
  // On the map the box says what a square on the screen measures at the view's centre, and that
  // it is approximate: the locked scale is the frame origin's, true only at the zoom it was set.
  // Null off the map. On the map the scale is the map's own ("Grid scale locked to map scale!"):
  // only the unit may change.
  const mapSquare = useSelector(editor, (snapshot) =>
    viewSquareValue(snapshot.context.document, snapshot.context.viewport, snapshot.context.document.scale.measure),
  );
  const onMap = mapSquare !== null;
  const locked = onMap || classroomLock !== null;
  const [text, setText] = useState(scaleText(scale.value));
  useEffect(() => setText(scaleText(scale.value)), [scale.value]);

  const commit = (value: number, measure: LengthUnit = scale.measure) => {
    editor.send({ type: 'scale.set', value, measure });
    setText(scaleText(Math.max(value, SCALE_MIN)));
  };

  const commitText = () => {
    if (locked) return;
    if (text === scaleText(scale.value)) return;
    const parsed = parseScaleInput(text);
    if (parsed.ok) return commit(parsed.value);
    notify(NOTICES.numericValuesOnly);
    setText(scaleText(scale.value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (locked) return;
    if (event.key === 'Enter') commitText();
    else if (event.key === 'Escape') setText(scaleText(scale.value));
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      commit(stepScale(scale.value, event.key === 'ArrowUp' ? 1 : -1));
    }
  };

  return (
    <div className="scale-control">
      <span className="scale-prefix" aria-hidden="true">
        {mapSquare === null ? '1 square =' : '1 square ≈'}
      </span>
      <input
        role="spinbutton"
        aria-label={mapSquare === null ? 'Scale' : 'Scale, approximately, at the centre of the view'}
        aria-valuemin={SCALE_MIN}
        aria-valuenow={mapSquare ?? scale.value}
        inputMode="decimal"
        className="scale-value"
        readOnly={locked}
        aria-disabled={classroomLock !== null ? true : undefined}
        aria-describedby={classroomLock !== null ? 'classroom-scale-note' : undefined}
        title={onMap ? MAP_SCALE_TITLE : classroomLock !== null ? CLASSROOM_SCALE_NOTE : undefined}
        value={mapSquare === null ? text : scaleText(mapSquare)}
        onChange={(event) => setText(event.target.value)}
        onBlur={commitText}
        onKeyDown={onKeyDown}
      />
      <select
        aria-label="Unit"
        className="scale-unit"
        value={scale.measure}
        disabled={classroomLock !== null}
        aria-describedby={classroomLock !== null ? 'classroom-scale-note' : undefined}
        onChange={(event) => commit(scale.value, event.target.value as LengthUnit)}
      >
        {LENGTH_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </select>
      {classroomLock !== null && (
        <span id="classroom-scale-note" className="scale-note">
          {CLASSROOM_SCALE_NOTE}
        </span>
      )}
    </div>
  );
}
