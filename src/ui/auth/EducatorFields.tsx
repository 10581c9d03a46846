import { useId } from 'react';
import { ACCOUNT_MESSAGES, PHONE_HINT } from '../../shared/accounts';
import { COUNTRIES, countryLabel } from '../../shared/countries';
import { Field } from './Field';

export interface EducatorForm {
  nameOfSchool: string;
  city: string;
  country: string;
  phoneNumber: string;
  usage: string;
  /** The school web page without its https:// prefix, which the form shows beside the field. */
  address: string;
  confirmed: boolean;
}

export const EMPTY_EDUCATOR: EducatorForm = { nameOfSchool: '', city: '', country: '', phoneNumber: '', usage: '', address: '', confirmed: false };

/**
 * The educator's extra fields (spec §2 "Register", §5 "Educator extras"). `confirmation` words the
 * checkbox: /educator-update words it differently from the registration.
 */
export function EducatorFields({
  form,
  errors,
  onChange,
  confirmation = 'I am an educator of a legally accredited school.',
}: {
  form: EducatorForm;
  errors: Record<string, string>;
  onChange: (form: EducatorForm) => void;
  confirmation?: string;
}) {
  const ids = useId();
  const set = <K extends keyof EducatorForm>(key: K, value: EducatorForm[K]) => onChange({ ...form, [key]: value });
  return (
    <fieldset className="educator-fields">
      <legend>Your school</legend>
      <Field label="School name" value={form.nameOfSchool} error={errors.nameOfSchool} onChange={(e) => set('nameOfSchool', e.target.value)} />
      <Field label="City" value={form.city} error={errors.city} onChange={(e) => set('city', e.target.value)} />
      <div className="field">
        <label htmlFor={`${ids}-country`}>Country</label>
        <select id={`${ids}-country`} value={form.country} onChange={(e) => set('country', e.target.value)}>
          <option value="">Choose a country</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {countryLabel(country)}
            </option>
          ))}
        </select>
        {errors.country && <p className="field-error" role="alert">{errors.country}</p>}
      </div>
      <Field
        label="Telephone"
        type="tel"
        autoComplete="tel"
        hint={`For example ${PHONE_HINT}; spaces, dashes, dots and brackets are fine.`}
        placeholder={PHONE_HINT}
        value={form.phoneNumber}
        error={errors.phoneNumber}
        onChange={(e) => set('phoneNumber', e.target.value)}
      />
      <div className="field">
        <label htmlFor={`${ids}-usage`}>How will you use Planimetry?</label>
        <textarea id={`${ids}-usage`} value={form.usage} onChange={(e) => set('usage', e.target.value)} />
        {errors.usage && <p className="field-error" role="alert">{errors.usage}</p>}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-address`}>School web page address (where the verification badge will be placed)</label>
        <div className="prefixed">
          <span aria-hidden="true">https://</span>
          <input id={`${ids}-address`} value={form.address} onChange={(e) => set('address', e.target.value.replace(/^https?:\/\//, ''))} />
        </div>
        {errors.badge_url && <p className="field-error" role="alert">{errors.badge_url}</p>}
      </div>
      <label className="check">
        <input type="checkbox" checked={form.confirmed} onChange={(e) => set('confirmed', e.target.checked)} />
        {confirmation}
      </label>
      {errors.confirmed && <p className="field-error" role="alert">{errors.confirmed ?? ACCOUNT_MESSAGES.educatorConfirmation}</p>}
    </fieldset>
  );
}
