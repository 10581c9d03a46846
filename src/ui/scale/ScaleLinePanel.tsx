import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { isDigitsOnly, isFractionUnit, subUnitOf } from '../../shared/fractionsInput';
import type { LengthUnit } from '../../shared/units';
import { lineLength, scaleLineOf, scaleText } from '../../engine/document/knownLengthScale';
import { SCALE_NOTICES, scaleInputNotice } from '../../engine/instruments/scaleLine/scaleNotices';
import { useServices } from '../AppServices';
import { CLASSROOM_SCALE_NOTE, lockedScale } from '../../app/classroom/studentClassroomMachine';
import { readKnownLength, usesFractions } from './knownLengthEntry';
import './scaleLinePanel.css';
import { UnitSelect } from './UnitSelect';

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
 * the straight line. In imperial fractions mode ft and yd take two boxes of digits. Once the scale
 * is set, a second line drawn the other way sets separate X and Y scales (issue 23).
 */
export function ScaleLinePanel() {
  const { editor } = useServices();
  const scale = useSelector(editor, (snapshot) => snapshot.context.document.scale);
  const line = scale.lineReady ? scaleLineOf(scale) : null;
  if (!line) return null;
  return <KnownLengthForm pixels={lineLength(line[0], line[1])} />;
}

/** What the person typed for a known length: a box (two in fractions mode) and the unit. */
function useLengthEntry(initialUnit: LengthUnit) {
  const { settings, notify } = useServices();
  const fractionsMode = useSelector(settings, (snapshot) => snapshot.context.settings.imperial === 'fractions');
  const [unit, setUnit] = useState<LengthUnit>(initialUnit);
  const [whole, setWhole] = useState('');
  const [part, setPart] = useState('');
  const onWholeDigits = useDigitsOnly(setWhole);
  const onPartDigits = useDigitsOnly(setPart);
  /** The length typed, or null once its refusal is shown. */
  const read = (): number | null => {
    const reading = readKnownLength({ whole, part, unit, fractions: fractionsMode });
    if (reading.ok) return reading.length;
    notify(scaleInputNotice(reading.message));
    return null;
  };
  return { unit, setUnit, whole, setWhole, part, fractions: usesFractions(unit, fractionsMode), onWholeDigits, onPartDigits, read };
}

type LengthEntry = ReturnType<typeof useLengthEntry>;

/** The length boxes and unit select of one known length; `label` names the length box, `unitLabel` the select. */
function LengthFields({ entry, label, unitLabel, boxRef }: { entry: LengthEntry; label: string; unitLabel: string; boxRef?: RefObject<HTMLInputElement | null> }) {
  const sub = isFractionUnit(entry.unit) ? subUnitOf(entry.unit) : null;
  return (
    <div className="scale-panel-row">
      <input
        ref={boxRef}
        className="scale-panel-length"
        aria-label={label}
        inputMode={entry.fractions ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={entry.whole}
        onChange={entry.fractions ? entry.onWholeDigits : (event) => entry.setWhole(event.target.value)}
      />
      {entry.fractions && <span aria-hidden="true">{entry.unit}</span>}
      {entry.fractions && sub && (
        <>
          <input
            className="scale-panel-length"
            aria-label={`${label} ${SUB_UNIT_WORDS[sub.unit] ?? sub.unit}`}
            inputMode="numeric"
            autoComplete="off"
            value={entry.part}
            onChange={entry.onPartDigits}
          />
          <span aria-hidden="true">{sub.unit}</span>
        </>
      )}
      <UnitSelect label={unitLabel} unit={entry.unit} onChange={entry.setUnit} />
    </div>
  );
}

function KnownLengthForm({ pixels }: { pixels: number }) {
  const { editor, studentClassroom } = useServices();
  const scale = useSelector(editor, (snapshot) => snapshot.context.document.scale);
  // A student whose educator fixed the scale measures with the line but cannot set a scale from it.
  const classroomLocked = useSelector(studentClassroom, (snapshot) => (snapshot ? lockedScale(snapshot) !== null : false));
  const scaleSet = useSelector(editor, (snapshot) => snapshot.context.scaleLineSet);
  const entry = useLengthEntry(scale.measure);
  const titleId = useId();
  const lengthBox = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

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
    const length = entry.read();
    if (length !== null) editor.send({ type: 'scale.knownLength', length, unit: entry.unit });
  };

  return (
    <section className="scale-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="results-title">
        Set scale
      </h2>
      <p className="scale-panel-note">Reference line: {scaleText(pixels)} px</p>
      <form className="scale-panel-form" onSubmit={submit} noValidate>
        <LengthFields entry={entry} label="Known length" unitLabel="Unit" boxRef={lengthBox} />
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
      {scaleSet && !classroomLocked && <SecondLineStep />}
      {scaleSet && (
        <div className="scale-panel-actions">
          <p className="scale-panel-note">
            1 square {scale.plane ? '≈' : '='} {scaleText(scale.value)} {scale.measure}
          </p>
          <button ref={addButton} type="button" className="help-button help-button-primary" onClick={() => editor.send({ type: 'scale.addToCanvas' })}>
            Add to Canvas
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * Separate X and Y scales (issue 23): a scan stretched more one way than the other needs a
 * second known length drawn the other way. The steps are the editor's (`secondScaleLine`).
 */
function SecondLineStep() {
  const { editor } = useServices();
  const second = useSelector(editor, (snapshot) => snapshot.context.secondScaleLine);
  const axes = useSelector(editor, (snapshot) => snapshot.context.document.scale.plane?.kind === 'axes');
  const measure = useSelector(editor, (snapshot) => snapshot.context.document.scale.measure);
  const entry = useLengthEntry(measure);
  const lengthBox = useRef<HTMLInputElement>(null);
  const ready = second?.stage === 'ready';
  useEffect(() => {
    if (ready) lengthBox.current?.focus();
  }, [ready]);

  if (!second) {
    return (
      <div className="scale-panel-actions">
        {axes && <p className="scale-panel-note">Separate X and Y scales set from two lines.</p>}
        <button type="button" className="help-button" onClick={() => editor.send({ type: 'scale.secondLine.begin' })}>
          {axes ? 'Draw another second line' : 'Add a second line, the other way'}
        </button>
      </div>
    );
  }
  const discard = (
    <button type="button" className="help-button" onClick={() => editor.send({ type: 'scale.secondLine.discard' })}>
      Discard second line
    </button>
  );
  if (second.stage === 'drawing') {
    return (
      <div className="scale-panel-actions">
        <p className="scale-panel-note">For a stretched scan: draw a second line of known length across the first.</p>
        {discard}
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const length = entry.read();
    if (length !== null) editor.send({ type: 'scale.secondLine.knownLength', length, unit: entry.unit });
  };
  return (
    <form className="scale-panel-form" onSubmit={submit} noValidate>
      <p className="scale-panel-note">Second line: {scaleText(lineLength(second.line.from, second.line.to))} px</p>
      <LengthFields entry={entry} label="Second known length" unitLabel="Second line unit" boxRef={lengthBox} />
      <div className="scale-panel-actions">
        <button type="submit" className="help-button">
          Set X and Y scales
        </button>
        {discard}
      </div>
    </form>
  );
}
