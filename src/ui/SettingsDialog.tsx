import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DRAWING_COLORS } from '../shared/constants';
import { ANGLE_LABELS, GRID_TRANSPARENCY_LABELS, LINE_WEIGHT_LABELS, type Settings } from '../shared/settings';
import { isMetric, type MeasurementSystem } from '../shared/units';
import { useServices } from './AppServices';

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

const capitalise = (word: string): string => word[0]!.toUpperCase() + word.slice(1);

/** The settings dialog's Application tab (spec drawing-core §2 "Canvas-related settings"). */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { settings, editor } = useServices();
  const current = useSelector(settings, (snapshot) => snapshot.context.settings);
  const measure = useSelector(editor, (snapshot) => snapshot.context.document.scale.measure);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const change = (changes: Partial<Settings>) => settings.send({ type: 'settings.change', changes });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('input, button')?.focus();
    return () => previous?.focus();
  }, []);

  const switchSystem = (system: MeasurementSystem) => {
    change({ measurementSystem: system });
    editor.send({ type: 'system.switched', system });
  };

  const section = (children: ReactNode) => <div className="settings-section">{children}</div>;

  return (
    <div className="dialog-backdrop" onPointerDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <h2 id={titleId}>Settings</h2>
        <div role="tablist" aria-label="Settings sections">
          <button type="button" role="tab" aria-selected="true" className="tab">
            Application
          </button>
        </div>
        <div role="tabpanel" aria-label="Application">
          {section(
            <label className="setting switch">
              <input
                type="checkbox"
                role="switch"
                checked={current.displayLineLength}
                onChange={(event) => change({ displayLineLength: event.target.checked })}
              />
              Labels
            </label>,
          )}
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
          <Choice
            legend="Drawing colour"
            value={current.drawingColor}
            options={DRAWING_COLORS.map((color) => ({ value: color, label: capitalise(color) }))}
            onChange={(drawingColor) => change({ drawingColor })}
          />
        </div>
        <button type="button" className="dialog-close" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
