import { useSelector } from '@xstate/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { DRAWING_COLORS } from '../shared/constants';
import { INCH_FRACTIONS, type InchFraction } from '../shared/format';
import { ANGLE_LABELS, GRID_TRANSPARENCY_LABELS, LINE_WEIGHT_LABELS, type Settings } from '../shared/settings';
import { isMetric, type MeasurementSystem } from '../shared/units';
import { useServices } from './AppServices';
import { colorName } from './colors';
import { Modal } from './modals/Modal';
import { AccountSettings } from './settings/AccountSettings';
import { settingsWithoutTabs } from '../app/billing/accountBilling';

function Slider(props: { label: string; value: number; names: readonly string[]; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="setting">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="range"
        min={1}
        max={4}
        step={1}
        value={props.value}
        aria-valuetext={props.names[props.value - 1]}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
      <span className="setting-value" aria-hidden="true">
        {props.names[props.value - 1]}
      </span>
    </div>
  );
}

function Choice<T extends string>(props: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  disabled?: boolean;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="setting" disabled={props.disabled}>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The inch step of imperial fractions mode, 1/2 to 1/64 in: a labelled select, shown only while
 * the display is fractions.
 */
function InchPrecision(props: { value: InchFraction; disabled: boolean; onChange: (value: InchFraction) => void }) {
  const id = useId();
  return (
    <div className="setting">
      <label htmlFor={id}>Inch precision</label>
      <select
        id={id}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => {
          const chosen = INCH_FRACTIONS.find((denominator) => String(denominator) === event.target.value);
          if (chosen !== undefined) props.onChange(chosen);
        }}
      >
        {INCH_FRACTIONS.map((denominator) => (
          <option key={denominator} value={denominator}>
            1/{denominator} in
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Application tab (spec drawing-core §2 "Canvas-related settings"). */
function ApplicationSettings() {
  const { settings, editor } = useServices();
  const current = useSelector(settings, (snapshot) => snapshot.context.settings);
  const measure = useSelector(editor, (snapshot) => snapshot.context.document.scale.measure);
  const change = (changes: Partial<Settings>) => settings.send({ type: 'settings.change', changes });

  const switchSystem = (system: MeasurementSystem) => {
    change({ measurementSystem: system });
    editor.send({ type: 'system.switched', system });
  };

  return (
    <>
      <div className="settings-section">
        <label className="setting switch">
          <input
            type="checkbox"
            role="switch"
            checked={current.displayLineLength}
            onChange={(event) => change({ displayLineLength: event.target.checked })}
          />
          Labels
        </label>
        {/* Results' "±" from how the scale was set (issue 23); the report always carries it. */}
        <label className="setting switch">
          <input
            type="checkbox"
            checked={current.showUncertainty}
            onChange={(event) => change({ showUncertainty: event.target.checked })}
          />
          Show uncertainty (±)
        </label>
      </div>
      <Slider label="Line weight" value={current.lineWeight} names={LINE_WEIGHT_LABELS} onChange={(lineWeight) => change({ lineWeight })} />
      <Slider label="Grid" value={current.gridTransparency} names={GRID_TRANSPARENCY_LABELS} onChange={(gridTransparency) => change({ gridTransparency })} />
      <Slider label="Angles" value={current.displayAngles} names={ANGLE_LABELS} onChange={(displayAngles) => change({ displayAngles })} />
      <Choice
        legend="Default system"
        value={current.measurementSystem}
        options={[{ value: 'metric', label: 'Metric' }, { value: 'imperial', label: 'Imperial' }]}
        onChange={switchSystem}
      />
      <Choice
        legend="Imperial display"
        value={current.imperial}
        disabled={isMetric(measure)}
        options={[{ value: 'decimals', label: 'Decimals' }, { value: 'fractions', label: 'Fractions' }]}
        onChange={(imperial) => change({ imperial })}
      />
      {current.imperial === 'fractions' && (
        <InchPrecision value={current.inchFraction} disabled={isMetric(measure)} onChange={(inchFraction) => change({ inchFraction })} />
      )}
      <Choice
        legend="Drawing colour"
        value={current.drawingColor}
        options={DRAWING_COLORS.map((color) => ({ value: color, label: colorName(color) }))}
        onChange={(drawingColor) => {
          change({ drawingColor });
          editor.send({ type: 'color.set', color: drawingColor });
        }}
      />
    </>
  );
}

const TABS = [
  { id: 'application', label: 'Application', Panel: ApplicationSettings },
  { id: 'account', label: 'Account', Panel: AccountSettings },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Where an arrow, Home or End key moves the selected tab; undefined for other keys. */
function tabAfterKey(key: string, index: number): number | undefined {
  const last = TABS.length - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/**
 * The settings dialog: tabs Application (the default) and Account, a tablist with the arrow
 * keys moving between tabs (spec accounts-and-business §2 "Settings dialog"). The educator plan
 * sees the Application settings alone, without tabs.
 */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const [selected, setSelected] = useState<TabId>('application');
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = TABS.findIndex((tab) => tab.id === selected);
  const { auth } = useServices();
  const withoutTabs = useSelector(auth, (snapshot) => settingsWithoutTabs(snapshot.context.user));

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(event.key, selectedIndex);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(TABS[next]!.id);
    tabs.current[next]?.focus();
  };

  if (withoutTabs) {
    return (
      <Modal title="Settings" onClose={onClose} className="settings-dialog">
        <ApplicationSettings />
        <button type="button" className="dialog-close" onClick={onClose}>
          Close
        </button>
      </Modal>
    );
  }
  return (
    <Modal title="Settings" onClose={onClose} className="settings-dialog">
      <div role="tablist" aria-label="Settings sections" className="tabs">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tab"
            onClick={() => setSelected(tab.id)}
            onKeyDown={onTabKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map(({ id, Panel }) => (
        <div key={id} role="tabpanel" id={`${baseId}-${id}-panel`} aria-labelledby={`${baseId}-${id}-tab`} hidden={id !== selected}>
          {id === selected && <Panel />}
        </div>
      ))}
      <button type="button" className="dialog-close" onClick={onClose}>
        Close
      </button>
    </Modal>
  );
}
