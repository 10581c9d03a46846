import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isDigitsOnly, isFractionUnit, subUnitOf } from '../../shared/fractionsInput';
import { LENGTH_UNITS, type LengthUnit } from '../../shared/units';
import { lineLength, scaleLineOf, scaleText } from '../../engine/document/knownLengthScale';
import { SCALE_NOTICES, scaleInputNotice } from '../../engine/instruments/scaleLine/scaleNotices';
import { useServices } from '../AppServices';
import { CLASSROOM_SCALE_NOTE, lockedScale } from '../../app/classroom/studentClassroomMachine';
import { readKnownLength, usesFractions } from './knownLengthEntry';
import './scaleLinePanel.css';

const SUB_UNIT_WORDS: Partial<Record<LengthUnit, string>> = { in: 'inches', ft: 'feet' };

/** A box that takes digits only, as the fractions boxes do (spec §5): anything else is refused and explained. */
function useDigitsOnly(setter: (text: string) => void) {
  const { notify } = useServices();
  return (event: ChangeEvent<HTMLInputElement>) => {
    if (isDigitsOnly(event.target.value)) setter(event.target.value);
    else notify(SCALE_NOTICES.numericValuesOnly);
  };
}

/**
 * The known-length step of the scale (spec drawing-core §2 scale 2 and 3 of 3): shown while a
 * reference line is ready. The person types the line's real length and unit and presses Set
 * scale; "Scale set, now Add to Canvas" follows, and Add to Canvas hides the line and returns to
 * the straight line. In imperial fractions mode ft and yd take two boxes of digits.
 */
export function ScaleLinePanel() {
  const { editor } = useServices();
  const scale = useSelector(editor, (snapshot) => snapshot.context.document.scale);
  const line = scale.lineReady ? scaleLineOf(scale) : null;
  if (!line) return null;
  return <KnownLengthForm pixels={lineLength(line[0], line[1])} />;
}

function KnownLengthForm({ pixels }: { pixels: number }) {
  const { editor, settings, notify, studentClassroom } = useServices();
  const scale = useSelector(editor, (snapshot) => snapshot.context.document.scale);
  // A student whose educator fixed the scale measures with the line but cannot set a scale from it.
  const classroomLocked = useSelector(studentClassroom, (snapshot) => (snapshot ? lockedScale(snapshot) !== null : false));
  const scaleSet = useSelector(editor, (snapshot) => snapshot.context.scaleLineSet);
  const fractionsMode = useSelector(settings, (snapshot) => snapshot.context.settings.imperial === 'fractions');
  const [unit, setUnit] = useState<LengthUnit>(scale.measure);
  const [whole, setWhole] = useState('');
  const [part, setPart] = useState('');
  const titleId = useId();
  const lengthBox = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const fractions = usesFractions(unit, fractionsMode);
  const sub = isFractionUnit(unit) ? subUnitOf(unit) : null;
  const onWholeDigits = useDigitsOnly(setWhole);
  const onPartDigits = useDigitsOnly(setPart);

  // The line was just drawn: its length is what comes next. Once set, Add to Canvas is.
  useEffect(() => {
    if (editor.getSnapshot().matches('scale_line')) lengthBox.current?.focus();
  }, [editor]);
  useEffect(() => {
    if (scaleSet) addButton.current?.focus();
  }, [scaleSet]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (classroomLocked) return;
    const reading = readKnownLength({ whole, part, unit, fractions: fractionsMode });
    if (!reading.ok) {
      notify(scaleInputNotice(reading.message));
      return;
    }
    editor.send({ type: 'scale.knownLength', length: reading.length, unit });
  };

  return (
    <section className="scale-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="results-title">
        Set scale
      </h2>
      <p className="scale-panel-note">Reference line: {scaleText(pixels)} px</p>
      <form className="scale-panel-form" onSubmit={submit} noValidate>
        <div className="scale-panel-row">
          <input
            ref={lengthBox}
            className="scale-panel-length"
            aria-label="Known length"
            inputMode={fractions ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={whole}
            onChange={fractions ? onWholeDigits : (event) => setWhole(event.target.value)}
          />
          {fractions && <span aria-hidden="true">{unit}</span>}
          {fractions && sub && (
            <>
              <input
                className="scale-panel-length"
                aria-label={`Known length ${SUB_UNIT_WORDS[sub.unit] ?? sub.unit}`}
                inputMode="numeric"
                autoComplete="off"
                value={part}
                onChange={onPartDigits}
              />
              <span aria-hidden="true">{sub.unit}</span>
            </>
          )}
          <select aria-label="Unit" className="scale-unit" value={unit} onChange={(event) => setUnit(event.target.value as LengthUnit)}>
            {LENGTH_UNITS.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </div>
        <div className="scale-panel-actions">
          <button
            type="submit"
            className="help-button"
            aria-disabled={classroomLocked || undefined}
            aria-describedby={classroomLocked ? `${titleId}-locked` : undefined}
          >
            Set scale
          </button>
          {!scaleSet && (
            <button type="button" className="help-button" onClick={() => editor.send({ type: 'scale.discardLine' })}>
              Discard line
            </button>
          )}
        </div>
        {classroomLocked && (
          <p id={`${titleId}-locked`} className="scale-panel-note">
            {CLASSROOM_SCALE_NOTE}
          </p>
        )}
      </form>
      {scaleSet && (
        <div className="scale-panel-actions">
          <p className="scale-panel-note">
            1 square = {scaleText(scale.value)} {scale.measure}
          </p>
          <button ref={addButton} type="button" className="help-button help-button-primary" onClick={() => editor.send({ type: 'scale.addToCanvas' })}>
            Add to Canvas
          </button>
        </div>
      )}
    </section>
  );
}
