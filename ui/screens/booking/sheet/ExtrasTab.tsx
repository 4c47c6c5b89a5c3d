// The extras of the chosen occupancy: extra, quantity, and dates when not the whole stay.
import { ChoiceCell, CountCell, DayCell } from './CellInputs';
import { type ExtraRow, occupancyList } from './occupancy-edit';
import { RowsTable } from './RowsTable';
import type { OccupancyTabProps } from './tab-props';

export function ExtrasTab({ body, change, choices, isReadOnly, occupancyIndex }: OccupancyTabProps) {
  const { rows, replace } = occupancyList(body, occupancyIndex, 'extras');
  const extra = choices.extras[0]?.value;
  return (
    <RowsTable<ExtraRow>
      rows={rows}
      onChange={(next) => change(replace(next))}
      addLabel="Ajouter un extra"
      isReadOnly={isReadOnly}
      newRow={extra ? () => ({ extraId: extra, quantity: 1, startDate: null, endDate: null }) : null}
      missingSetup="Aucun extra n'est paramétré."
      columns={[
        {
          title: 'Extra',
          render: (e, set, i) => (
            <ChoiceCell
              label={`Extra ${i + 1}`}
              value={e.extraId}
              choices={choices.extras}
              disabled={isReadOnly}
              onChange={(v) => v && set({ ...e, extraId: v })}
            />
          ),
        },
        {
          title: 'Quantité',
          width: 90,
          render: (e, set, i) => (
            <CountCell
              label={`Quantité ${i + 1}`}
              value={e.quantity}
              disabled={isReadOnly}
              onChange={(v) => set({ ...e, quantity: v })}
            />
          ),
        },
        {
          title: 'Du (vide : tout le séjour)',
          width: 170,
          render: (e, set, i) => (
            <DayCell
              label={`Début de l'extra ${i + 1}`}
              value={e.startDate}
              disabled={isReadOnly}
              onChange={(v) => set({ ...e, startDate: v })}
            />
          ),
        },
        {
          title: 'Au',
          width: 150,
          render: (e, set, i) => (
            <DayCell
              label={`Fin de l'extra ${i + 1}`}
              value={e.endDate}
              disabled={isReadOnly}
              onChange={(v) => set({ ...e, endDate: v })}
            />
          ),
        },
      ]}
    />
  );
}
