import { useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import { CHOSEN_CURRENCY_KEY } from '../../app/billing/plansPageStart';
import { browserLocalStorage } from '../../app/browserStorage';
import { itemCurrency, itemFormFor, itemFromForm, takesHeight, type ItemForm } from '../../app/takeoff/itemForm';
import { currentLayer } from '../../engine/document/drawingDocument';
import { CURRENCIES, type Currency } from '../../shared/billing';
import { LAYER_NAME_MAX, layerName } from '../../shared/layerName';
import { TAKEOFF_MEASURES, type TakeoffMeasure } from '../../shared/takeoffItem';
import { LENGTH_UNITS, type LengthUnit } from '../../shared/units';
import { useServices } from '../AppServices';
import { Modal } from '../modals/Modal';

const MEASURE_LABELS: Record<TakeoffMeasure, string> = { area: 'Area', perimeter: 'Perimeter', length: 'Length of the lines', count: 'Count' };

/** The account's currency as the plans page last had it chosen (plansPageStart.ts), when it was. */
const rememberedCurrency = (): string | null => browserLocalStorage()?.getItem(CHOSEN_CURRENCY_KEY) ?? null;

function Labelled({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A labelled text field; a number's field brings up the decimal keypad on a phone. */
function TextField({ label, id, value, onChange, decimal = false, autoFocus = false }: { label: string; id: string; value: string; onChange: (value: string) => void; decimal?: boolean; autoFocus?: boolean }) {
  return (
    <Labelled label={label} id={id}>
      <input
        id={id}
        type="text"
        inputMode={decimal ? 'decimal' : undefined}
        maxLength={decimal ? undefined : LAYER_NAME_MAX}
        value={value}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Labelled>
  );
}

/** A labelled select of `options` ([value, label] pairs). */
function Choice<T extends string>({ label, id, value, options, onChange }: { label: string; id: string; value: T; options: readonly (readonly [T, string])[]; onChange: (value: T) => void }) {
  return (
    <Labelled label={label} id={id}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

const MEASURE_OPTIONS = TAKEOFF_MEASURES.map((measure) => [measure, MEASURE_LABELS[measure]] as const);
const UNIT_OPTIONS = LENGTH_UNITS.map((unit) => [unit, unit] as const);
const CURRENCY_OPTIONS = CURRENCIES.map((currency) => [currency, currency] as const);

/**
 * The current layer as an item of the takeoff (issue 38 item 2): its item name (layers of one name
 * add up), what it measures and in which unit, an optional unit price, waste and wall height.
 * "Save item" keeps it, "Remove item" takes the layer out of the takeoff.
 */
export function LayerItemDialog({ onClose }: { onClose: () => void }) {
  const { editor } = useServices();
  const document = useSelector(editor, (snapshot) => snapshot.context.document);
  const index = document.currentIndex;
  const layer = currentLayer(document);
  const [form, setForm] = useState<ItemForm>(() =>
    itemFormFor(layer, layerName(layer, index), document.scale.measure, itemCurrency(document.layers, rememberedCurrency())),
  );
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const edit = <K extends keyof ItemForm>(field: K, value: ItemForm[K]) => setForm((before) => ({ ...before, [field]: value }));
  const save = () => {
    const made = itemFromForm(form);
    if ('error' in made) {
      setError(made.error);
      return;
    }
    editor.send({ type: 'layer.setItem', index, item: made.item });
    onClose();
  };
  return (
    <Modal title={`Takeoff item of ${layerName(layer, index)}`} onClose={onClose} className="dialog-layer-item">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField label="Item name" id={`${id}-name`} value={form.name} autoFocus onChange={(name) => edit('name', name)} />
        <Choice label="Measures" id={`${id}-measure`} value={form.measure} options={MEASURE_OPTIONS} onChange={(measure: TakeoffMeasure) => edit('measure', measure)} />
        {form.measure !== 'count' && (
          <Choice label="Unit" id={`${id}-unit`} value={form.unit} options={UNIT_OPTIONS} onChange={(unit: LengthUnit) => edit('unit', unit)} />
        )}
        {takesHeight(form.measure) && (
          <TextField label={`Wall height (${form.unit}, optional)`} id={`${id}-height`} value={form.height} decimal onChange={(height) => edit('height', height)} />
        )}
        <TextField label="Unit price (optional)" id={`${id}-price`} value={form.price} decimal onChange={(price) => edit('price', price)} />
        <Choice label="Currency" id={`${id}-currency`} value={form.currency} options={CURRENCY_OPTIONS} onChange={(currency: Currency) => edit('currency', currency)} />
        <TextField label="Waste % (optional)" id={`${id}-waste`} value={form.waste} decimal onChange={(waste) => edit('waste', waste)} />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          {layer.item && (
            <button
              type="button"
              className="dialog-button"
              onClick={() => {
                editor.send({ type: 'layer.setItem', index, item: null });
                onClose();
              }}
            >
              Remove item
            </button>
          )}
          <button type="button" className="dialog-button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="dialog-button">
            Save item
          </button>
        </div>
      </form>
    </Modal>
  );
}
