import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { WAND_BLUR, WAND_TOLERANCE } from '../../shared/constants';
import { formatArea } from '../../shared/format';
import { areaUnitOf, convertLength, type LengthUnit } from '../../shared/units';
import { activeMask, maskArea } from '../../engine/document/mask';
import { isWandTool } from '../../engine/document/instrumentAvailability';
import { activeInstrument, wandBusy } from '../../engine/editor/selectors';
import type { WandSettings } from '../../engine/instruments/magicWand/wandSettings';
import { useServices } from '../AppServices';

function Slider(props: { label: string; min: number; max: number; value: number; onChange: (value: number) => void }) {
  const id = useId();
  // The slider moves at once; the editor re-runs the wand once it has been still for 300 ms.
  const [value, setValue] = useState(props.value);
  useEffect(() => setValue(props.value), [props.value]);
  return (
    <div className="wand-slider">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="range"
        min={props.min}
        max={props.max}
        step={1}
        value={value}
        onChange={(event) => {
          const next = Number(event.target.value);
          setValue(next);
          props.onChange(next);
        }}
      />
      <output htmlFor={id}>{value}</output>
    </div>
  );
}

/** Metres as the field shows them in `unit`: six significant digits, nothing for 0 (off). */
const gapText = (metres: number, unit: LengthUnit): string => (metres > 0 ? String(Number(convertLength(metres, 'm', unit).toPrecision(6))) : '');

/** The metres a typed width means (0 for an empty field), or null while it is no width. */
function gapMetres(text: string, unit: LengthUnit): number | null {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? convertLength(value, unit, 'm') : null;
}

/**
 * "Close gaps up to …" (issue 37): the widest opening the wand stops at, typed in the drawing's
 * unit and kept in metres, so that a scale set later measures it anew. Empty or 0 is off. Like the
 * sliders, the editor re-runs the wand once it has been still for 300 ms.
 */
function GapField(props: { metres: number; unit: LengthUnit; disabled: boolean; onChange: (metres: number) => void }) {
  const id = useId();
  const unitId = useId();
  const { metres, unit } = props;
  const [text, setText] = useState(() => gapText(metres, unit));
  // Another unit, or a change from elsewhere, shows anew; what is being typed stays while it means the same.
  useEffect(() => setText((typed) => (gapMetres(typed, unit) === metres ? typed : gapText(metres, unit))), [metres, unit]);
  return (
    <div className="wand-gaps" title="The wand stops at openings (doorways) up to this wide. Empty or 0: off">
      <label htmlFor={id}>Close gaps up to</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder="off"
        aria-describedby={unitId}
        disabled={props.disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = gapMetres(event.target.value, unit);
          if (next !== null && next !== metres) props.onChange(next);
        }}
      />
      <span id={unitId}>{unit}</span>
    </div>
  );
}

/**
 * The magic wand's panel, shown while a wand instrument is chosen: tolerance, blur and compound
 * (spec §3 "Magic-wand mask"), the edge at the lines' centres (issue 22), "Close gaps up to …"
 * (issue 37), the selected area, Confirm / Cancel selection, and Detect rooms.
 */
export function WandPanel() {
  const { editor, detectRooms } = useServices();
  const [detecting, setDetecting] = useState(false);
  const shown = useSelector(editor, (snapshot) => isWandTool(activeInstrument(snapshot)));
  const options = useSelector(editor, (snapshot) => snapshot.context.wandOptions);
  const mask = useSelector(editor, (snapshot) => activeMask(snapshot.context.document));
  const busy = useSelector(editor, wandBusy);
  const scale = useSelector(editor, (snapshot) => snapshot.context.document.scale);
  const ratio = useSelector(editor, (snapshot) => snapshot.context.document.image?.ratio ?? 1);
  if (!shown) return null;

  const set = (change: Partial<WandSettings>) => editor.send({ type: 'wand.options', options: change });
  const area = mask ? formatArea(maskArea(mask, ratio, scale), areaUnitOf(scale.measure)) : '—';

  return (
    <section className="wand-panel" aria-label="Magic wand">
      <h2 className="results-title">Magic wand</h2>
      <Slider label="Tolerance" min={WAND_TOLERANCE.min} max={WAND_TOLERANCE.max} value={options.tolerance} onChange={(tolerance) => set({ tolerance })} />
      <Slider label="Blur" min={WAND_BLUR.min} max={WAND_BLUR.max} value={options.blur} onChange={(blur) => set({ blur })} />
      <label className="wand-switch">
        <input type="checkbox" role="switch" checked={options.compound} onChange={(event) => set({ compound: event.target.checked })} />
        Compound
      </label>
      <label className="wand-switch" title="Moves the outline from the inner edge of thin drawn lines (CAD, PDF) onto their centres">
        <input
          type="checkbox"
          role="switch"
          checked={options.lineCentre === true}
          onChange={(event) => set({ lineCentre: event.target.checked })}
        />
        Edge at the line&apos;s centre
      </label>
      {/* A compound selection is every pixel of the colour: there are no gaps to close. */}
      <GapField metres={options.closeGapsM} unit={scale.measure} disabled={options.compound} onChange={(closeGapsM) => set({ closeGapsM })} />
      <p className="wand-area" role="status" aria-label="Selected area" aria-busy={busy}>
        {busy ? 'Selecting…' : mask ? `Selected area: ${area}` : 'Click the image to select a region'}
      </p>
      <div className="wand-actions">
        <button type="button" disabled={!mask || busy} onClick={() => editor.send({ type: 'wand.confirm' })}>
          Confirm selection
        </button>
        <button type="button" disabled={!mask} onClick={() => editor.send({ type: 'wand.cancel' })}>
          Cancel selection
        </button>
      </div>
      <button
        type="button"
        className="wand-rooms"
        disabled={Boolean(mask) || busy || detecting}
        aria-busy={detecting}
        title="Finds every room enclosed by walls, closing doors up to 1 m wide once the scale is set"
        onClick={() => {
          setDetecting(true);
          void detectRooms().finally(() => setDetecting(false));
        }}
      >
        {detecting ? 'Detecting rooms…' : 'Detect rooms'}
      </button>
    </section>
  );
}
