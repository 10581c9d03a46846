import { useSelector } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import { sheetDocuments } from '../../engine/document/sheets';
import { drawingTakeoff, saveTakeoff } from '../../app/takeoff/takeoffFiles';
import { sortTakeoffRows, type Quantity, type TakeoffRow, type TakeoffSortKey } from '../../engine/takeoff/takeoffTable';
import { formatPrice } from '../../shared/billing';
import { useServices } from '../AppServices';

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** A quantity as the table shows it: "~" first when approximate, two decimals at most. */
const quantityText = (quantity: Quantity | null): string =>
  quantity === null ? '—' : `${quantity.approximate ? '~' : ''}${number.format(quantity.value)}`;

const COLUMN_NAMES: Record<TakeoffSortKey, string> = { name: 'Item', total: 'Total', cost: 'Cost' };

/** A column heading that sorts the rows by it: a button, with the order said by aria-sort. */
function SortHeading({ column, sort, onSort }: { column: TakeoffSortKey; sort: Sort; onSort: (sort: Sort) => void }) {
  const active = sort.key === column;
  const next: Sort = { key: column, direction: active && sort.direction === 'ascending' ? 'descending' : 'ascending' };
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'}>
      <button type="button" className="takeoff-sort" onClick={() => onSort(next)}>
        {COLUMN_NAMES[column]}
      </button>
    </th>
  );
}

interface Sort {
  key: TakeoffSortKey;
  direction: 'ascending' | 'descending';
}

/** The ± of a total, when the setting shows them and it has one. */
function PlusMinus({ row, shown }: { row: TakeoffRow; shown: boolean }) {
  if (!shown || row.total.uncertainty === null) return null;
  return <span className="takeoff-uncertainty"> ± {number.format(row.total.uncertainty)}</span>;
}

/**
 * The takeoff (issue 38 item 3): every item of the drawing with its total, unit, waste, unit price
 * and cost, the grand total per currency, sortable by item, total and cost, and exported as CSV or
 * XLSX. Shown once a layer is an item; measured again whenever the drawing changes, so it follows
 * a shape as it is drawn. Collapsed to its heading until opened.
 */
export function TakeoffPanel() {
  const { editor, settings } = useServices();
  const document = useSelector(editor, (snapshot) => snapshot.context.document);
  const fileName = useSelector(editor, (snapshot) => snapshot.context.file?.name ?? null);
  const showUncertainty = useSelector(settings, (snapshot) => snapshot.context.settings.showUncertainty);
  const hasItems = useMemo(() => sheetDocuments(document).some((sheet) => sheet.document.layers.some((layer) => layer.item)), [document]);
  const table = useMemo(() => (hasItems ? drawingTakeoff(document, fileName) : null), [document, fileName, hasItems]);
  const [open, setOpen] = useState(true);
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'ascending' });
  const [failure, setFailure] = useState<string | null>(null);
  const bodyId = useId();
  const rows = useMemo(() => (table ? sortTakeoffRows(table.rows, sort.key, sort.direction) : []), [table, sort]);
  if (!table) return null;
  // A plan set's table has a column for each sheet's quantity before the total.
  const perSheet = table.sheetNames.length > 1;
  const save = (kind: 'csv' | 'xlsx') => {
    setFailure(null);
    saveTakeoff(kind, table, fileName).catch((error: unknown) => setFailure(`The takeoff could not be exported: ${error instanceof Error ? error.message : String(error)}`));
  };
  return (
    <section className="takeoff" aria-label="Takeoff">
      <button type="button" className="takeoff-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        Takeoff
      </button>
      <div id={bodyId} className="takeoff-body" hidden={!open}>
        <table className="takeoff-table">
          <thead>
            <tr>
              <SortHeading column="name" sort={sort} onSort={setSort} />
              {perSheet &&
                table.sheetNames.map((name, index) => (
                  <th key={index} scope="col">
                    {name}
                  </th>
                ))}
              <SortHeading column="total" sort={sort} onSort={setSort} />
              <th scope="col">Unit</th>
              <th scope="col">Waste</th>
              <th scope="col">Unit price</th>
              <SortHeading column="cost" sort={sort} onSort={setSort} />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                {perSheet && row.sheets.map((quantity, index) => <td key={index}>{quantity ? quantityText(quantity) : '—'}</td>)}
                <td>
                  {quantityText(row.total)}
                  <PlusMinus row={row} shown={showUncertainty} />
                </td>
                <td>{row.unit}</td>
                <td>{row.wastePercent > 0 ? `${number.format(row.wastePercent)} %` : '—'}</td>
                <td>{row.unitPrice ? formatPrice(row.unitPrice.minor, row.unitPrice.currency) : '—'}</td>
                <td>{row.unitPrice && row.costMinor !== null ? formatPrice(row.costMinor, row.unitPrice.currency) : '—'}</td>
              </tr>
            ))}
          </tbody>
          {table.totals.length > 0 && (
            <tfoot>
              {table.totals.map((total) => (
                <tr key={total.currency}>
                  <th scope="row" colSpan={5 + (perSheet ? table.sheetNames.length : 0)}>
                    Total {total.currency}
                  </th>
                  <td>{formatPrice(total.minor, total.currency)}</td>
                </tr>
              ))}
            </tfoot>
          )}
        </table>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="takeoff-exports">
          <button type="button" className="dialog-button" onClick={() => save('csv')}>
            Export takeoff CSV
          </button>
          <button type="button" className="dialog-button" onClick={() => save('xlsx')}>
            Export takeoff XLSX
          </button>
        </div>
      </div>
    </section>
  );
}
