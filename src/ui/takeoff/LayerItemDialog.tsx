import { useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import { CHOSEN_CURRENCY_KEY } from '../../app/billing/plansPageStart';
import { itemCurrency, itemFormFor, itemFromForm, takesHeight, type ItemForm } from '../../app/takeoff/itemForm';
import { currentLayer } from '../../engine/document/drawingDocument';
import { CURRENCIES, type Currency } from '../../shared/billing';
import { layerName } from '../../shared/layerName';
import { TAKEOFF_MEASURES, type TakeoffMeasure } from '../../shared/takeoffItem';
import { LENGTH_UNITS, type LengthUnit } from '../../shared/units';
import { useServices } from '../AppServices';
import { Modal } from '../modals/Modal';

const MEASURE_LABELS: Record<TakeoffMeasure, string> = { area: 'Area', perimeter: 'Perimeter', length: 'Length of the lines', count: 'Count' };

/** The account's currency as the plans page last had it chosen (plansPageStart.ts), when it was. */
function rememberedCurrency(): string | null {
  try {
    return localStorage.getItem(CHOSEN_CURRENCY_KEY);
  } catch {
    return null;
  }
}

function Labelled({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

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
        <Labelled label="Item name" id={`${id}-name`}>
          <input id={`${id}-name`} type="text" value={form.name} maxLength={60} data-autofocus onChange={(event) => edit('name', event.target.value)} />
        </Labelled>
        <Labelled label="Measures" id={`${id}-measure`}>
          <select id={`${id}-measure`} value={form.measure} onChange={(event) => edit('measure', event.target.value as TakeoffMeasure)}>
            {TAKEOFF_MEASURES.map((measure) => (
              <option key={measure} value={measure}>
                {MEASURE_LABELS[measure]}
              </option>
            ))}
          </select>
        </Labelled>
        {form.measure !== 'count' && (
          <Labelled label="Unit" id={`${id}-unit`}>
            <select id={`${id}-unit`} value={form.unit} onChange={(event) => edit('unit', event.target.value as LengthUnit)}>
              {LENGTH_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </Labelled>
        )}
        {takesHeight(form.measure) && (
          <Labelled label={`Wall height (${form.unit}, optional)`} id={`${id}-height`}>
            <input id={`${id}-height`} type="text" inputMode="decimal" value={form.height} onChange={(event) => edit('height', event.target.value)} />
          </Labelled>
        )}
        <Labelled label="Unit price (optional)" id={`${id}-price`}>
          <input id={`${id}-price`} type="text" inputMode="decimal" value={form.price} onChange={(event) => edit('price', event.target.value)} />
        </Labelled>
        <Labelled label="Currency" id={`${id}-currency`}>
          <select id={`${id}-currency`} value={form.currency} onChange={(event) => edit('currency', event.target.value as Currency)}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled label="Waste % (optional)" id={`${id}-waste`}>
          <input id={`${id}-waste`} type="text" inputMode="decimal" value={form.waste} onChange={(event) => edit('waste', event.target.value)} />
        </Labelled>
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
