import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../shared/constants';
import { parseNumber } from '../../shared/numberInput';
import type { ImageState, PerspectivePlane } from '../../shared/schemas';
import type { LengthUnit } from '../../shared/units';
import { scaleText } from '../../engine/document/knownLengthScale';
import { perspectivePlaneOf } from '../../engine/document/perspectiveScale';
import { activeInstrument } from '../../engine/editor/selectors';
import { scaleInputNotice } from '../../engine/instruments/scaleLine/scaleNotices';
import { rectifiedPreview } from '../../app/perspective/rectifiedPreview';
import { CLASSROOM_SCALE_NOTE, lockedScale } from '../../app/classroom/studentClassroomMachine';
import { useServices } from '../AppServices';
import './scaleLinePanel.css';
import { UnitSelect } from './UnitSelect';

/**
 * The Perspective instrument's panel (issue 23), shown while it is chosen: which corner to mark
 * next; with four, the rectangle's two sides and unit and Set perspective; once set, the average
 * scale, Clear perspective, Done and the rectified preview. The corners and the plane are the
 * editor's; this panel only keeps what is being typed.
 */
export function PerspectivePanel() {
  const { editor } = useServices();
  const shown = useSelector(editor, (snapshot) => activeInstrument(snapshot) === 'perspective_tool');
  const placed = useSelector(editor, (snapshot) => snapshot.context.perspectiveDraft.corners.length);
  const plane = useSelector(editor, (snapshot) => perspectivePlaneOf(snapshot.context.document));
  const titleId = useId();
  if (!shown) return null;
  return (
    <section className="scale-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="results-title">
        Perspective
      </h2>
      {!plane && placed < 4 && (
        <p className="scale-panel-note" role="status">
          Mark corner {placed + 1} of 4
        </p>
      )}
      {!plane && placed === 0 && <p className="scale-panel-note">Click the corners of a rectangle lying on the floor or wall, in order around it.</p>}
      {(plane || placed === 4) && <SidesForm key={plane ? 'set' : 'marked'} plane={plane} />}
      {plane && <SetPerspective plane={plane} />}
      <div className="scale-panel-actions">
        {plane && (
          <button type="button" className="help-button" onClick={() => editor.send({ type: 'perspective.clear' })}>
            Clear perspective
          </button>
        )}
        {/* Once set, Done is the way on, as Add to Canvas is for a known length. */}
        <button type="button" className={plane ? 'help-button help-button-primary' : 'help-button'} onClick={() => editor.send({ type: 'perspective.done' })}>
          Done
        </button>
      </div>
    </section>
  );
}

/** The rectangle's sides: empty for corners just marked, the plane's own once set (to correct them). */
function SidesForm({ plane }: { plane: PerspectivePlane | null }) {
  const { editor, notify, studentClassroom } = useServices();
  // A student whose educator fixed the scale marks corners but cannot set a scale from them.
  const classroomLocked = useSelector(studentClassroom, (snapshot) => (snapshot ? lockedScale(snapshot) !== null : false));
  const noteId = useId();
  const measure = useSelector(editor, (snapshot) => snapshot.context.document.scale.measure);
  const [width, setWidth] = useState(plane ? String(plane.width) : '');
  const [height, setHeight] = useState(plane ? String(plane.height) : '');
  const [unit, setUnit] = useState<LengthUnit>(plane?.unit ?? measure);
  const widthBox = useRef<HTMLInputElement>(null);

  // The fourth corner was just placed: its sides are what comes next.
  useEffect(() => {
    if (!plane) widthBox.current?.focus();
  }, [plane]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (classroomLocked) return;
    const across = parseNumber(width);
    const along = parseNumber(height);
    if (across === null || along === null) {
      notify(scaleInputNotice(MESSAGES.numericValuesOnly));
      return;
    }
    editor.send({ type: 'perspective.setSides', width: across, height: along, unit });
  };

  return (
    <form className="scale-panel-form" onSubmit={submit} noValidate>
      <div className="scale-panel-row">
        <input
          ref={widthBox}
          className="scale-panel-length"
          aria-label="Width (corner 1 to 2)"
          placeholder="Width"
          inputMode="decimal"
          autoComplete="off"
          value={width}
          onChange={(event) => setWidth(event.target.value)}
        />
        <span aria-hidden="true">×</span>
        <input
          className="scale-panel-length"
          aria-label="Height (corner 2 to 3)"
          placeholder="Height"
          inputMode="decimal"
          autoComplete="off"
          value={height}
          onChange={(event) => setHeight(event.target.value)}
        />
        <UnitSelect label="Unit" unit={unit} onChange={setUnit} />
      </div>
      <div className="scale-panel-actions">
        <button
          type="submit"
          className={plane ? 'help-button' : 'help-button help-button-primary'}
          aria-disabled={classroomLocked || undefined}
          aria-describedby={classroomLocked ? noteId : undefined}
        >
          Set perspective
        </button>
      </div>
      {classroomLocked && (
        <p id={noteId} className="scale-panel-note">
          {CLASSROOM_SCALE_NOTE}
        </p>
      )}
    </form>
  );
}

/** A set perspective: its average scale and the rectified preview's switch. */
function SetPerspective({ plane }: { plane: PerspectivePlane }) {
  const { editor } = useServices();
  const scale = useSelector(editor, (snapshot) => snapshot.context.document.scale);
  const image = useSelector(editor, (snapshot) => snapshot.context.document.image);
  return (
    <>
      <p className="scale-panel-note">
        1 square ≈ {scaleText(scale.value)} {scale.measure}
      </p>
      <label className="scale-panel-row">
        <input type="checkbox" checked={plane.rectified ?? false} onChange={(event) => editor.send({ type: 'perspective.showRectified', on: event.target.checked })} />
        Show rectified image
      </label>
      {plane.rectified && image && <RectifiedImage image={image} plane={plane} />}
    </>
  );
}

/** The photo seen from above the plane, made by the app's workflow whenever the plane changes. */
function RectifiedImage({ image, plane }: { image: ImageState; plane: PerspectivePlane }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    setFailed(false);
    rectifiedPreview(image, plane)
      .then((next) => {
        made = next;
        if (live) setUrl(next);
        else if (next) URL.revokeObjectURL(next);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [image, plane]);
  if (failed) return <p className="scale-panel-note">The rectified image could not be made</p>;
  if (!url) return <p className="scale-panel-note" aria-busy="true">Rectifying…</p>;
  return <img className="perspective-rectified" src={url} alt="Rectified image" />;
}
