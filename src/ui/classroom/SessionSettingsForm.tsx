import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import type { EducatorDashboardActor } from '../../app/classroom/educatorDashboardMachine';
import { CLASSROOM_MESSAGES, classroomLockSchema, type ClassroomSettings } from '../../shared/classroom';
import { LENGTH_UNITS, type LengthUnit } from '../../shared/units';
import { useCoreServices } from '../AppServices';

/**
 * Session Settings: the units the students measure in, and (beyond the spec) a scale locked for
 * every student of the session. Sent to the running session, which pushes them to its students.
 * Starts from the session's saved settings, else from the educator's own units.
 */
export function SessionSettingsForm({ dashboard, running, saved }: { dashboard: EducatorDashboardActor; running: boolean; saved: ClassroomSettings | null }) {
  const id = useId();
  const { settings } = useCoreServices();
  const own = useSelector(settings, (snapshot) => snapshot.context.settings);
  const saving = useSelector(dashboard, (snapshot) => snapshot.matches({ settings: 'saving' }));
  const [system, setSystem] = useState(saved?.state.measurementSystem ?? own.measurementSystem);
  const [imperial, setImperial] = useState(saved?.state.imperial ?? own.imperial);
  const [lock, setLock] = useState(saved?.lock != null);
  const [value, setValue] = useState(String(saved?.lock?.value ?? 1));
  const [unit, setUnit] = useState<LengthUnit>(saved?.lock?.unit ?? 'm');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const locked = lock ? classroomLockSchema.safeParse({ value: Number(value), unit }) : null;
    if (locked && !locked.success) return setError('Please enter a scale value of at least 0.1.');
    setError(null);
    const next: ClassroomSettings = {
      state: {
        measurementSystem: system,
        imperial,
        inchFraction: own.inchFraction,
        displayLineLength: own.displayLineLength,
        displayAngles: own.displayAngles,
      },
      lock: locked ? locked.data : null,
    };
    dashboard.send({ type: 'settings.save', settings: next });
  };

  return (
    <form className="classroom-settings" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>{CLASSROOM_MESSAGES.sessionSettings}</h3>
      <label>
        Measurement system
        <select value={system} onChange={(event) => setSystem(event.target.value as typeof system)}>
          <option value="metric">Metric</option>
          <option value="imperial">Imperial</option>
        </select>
      </label>
      <label>
        Imperial lengths
        <select value={imperial} onChange={(event) => setImperial(event.target.value as typeof imperial)}>
          <option value="decimals">Decimals</option>
          <option value="fractions">Fractions</option>
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={lock} onChange={(event) => setLock(event.target.checked)} />
        Lock the scale for every student
      </label>
      {lock && (
        <div className="classroom-lock">
          <label>
            Scale value
            <input type="number" min={0.1} step="any" value={value} onChange={(event) => setValue(event.target.value)} />
          </label>
          <label>
            Scale unit
            <select value={unit} onChange={(event) => setUnit(event.target.value as LengthUnit)}>
              {LENGTH_UNITS.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={!running || saving} title={running ? undefined : 'Start a session first'}>
        Save settings
      </button>
    </form>
  );
}
