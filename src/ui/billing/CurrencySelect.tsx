/** The plans page's currency selector: the 21 currencies by code and name, the chosen one's flag beside it. */
import { useId } from 'react';
import { CURRENCIES, type Currency } from '../../shared/billing';
import { CurrencyFlag } from './CurrencyFlag';

const currencyNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'currency' }) : null;

export function CurrencySelect({ currency, onChange }: { currency: Currency; onChange: (currency: Currency) => void }) {
  const id = useId();
  return (
    <div className="currency-select">
      <label htmlFor={id}>Currency</label>
      <CurrencyFlag currency={currency} />
      <select id={id} value={currency} onChange={(event) => onChange(event.target.value as Currency)}>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code} – {currencyNames?.of(code) ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}
