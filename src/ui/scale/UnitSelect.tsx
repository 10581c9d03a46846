import { LENGTH_UNITS, type LengthUnit } from '../../shared/units';

/** The length unit of a typed known length (the Set scale and Perspective panels), named by `label`. */
export function UnitSelect({ label, unit, onChange }: { label: string; unit: LengthUnit; onChange: (unit: LengthUnit) => void }) {
  return (
    <select aria-label={label} className="scale-unit" value={unit} onChange={(event) => onChange(event.target.value as LengthUnit)}>
      {LENGTH_UNITS.map((each) => (
        <option key={each} value={each}>
          {each}
        </option>
      ))}
    </select>
  );
}
