// The vehicles of the chosen occupancy: type (priced), brand and plate (the barrier reads them).
import { ChoiceCell, TextCell } from './CellInputs';
import { occupancyList, type VehicleRow } from './occupancy-edit';
import { RowsTable } from './RowsTable';
import type { OccupancyTabProps } from './tab-props';

export function VehiclesTab({ body, change, choices, isReadOnly, occupancyIndex }: OccupancyTabProps) {
  const { rows, replace } = occupancyList(body, occupancyIndex, 'vehicles');
  const vehicleType = choices.vehicleTypes[0]?.value;
  return (
    <RowsTable<VehicleRow>
      rows={rows}
      onChange={(next) => change(replace(next))}
      addLabel="Ajouter un véhicule"
      isReadOnly={isReadOnly}
      newRow={vehicleType ? () => ({ vehicleTypeId: vehicleType, brand: null, plate: null }) : null}
      missingSetup="Aucun type de véhicule n'est paramétré."
      columns={[
        {
          title: 'Type de véhicule',
          width: 220,
          render: (v, set, i) => (
            <ChoiceCell
              label={`Type de véhicule ${i + 1}`}
              value={v.vehicleTypeId}
              choices={choices.vehicleTypes}
              disabled={isReadOnly}
              onChange={(x) => x && set({ ...v, vehicleTypeId: x })}
            />
          ),
        },
        {
          title: 'Marque',
          render: (v, set, i) => (
            <TextCell
              label={`Marque ${i + 1}`}
              maxLength={60}
              value={v.brand}
              disabled={isReadOnly}
              onChange={(x) => set({ ...v, brand: x })}
            />
          ),
        },
        {
          title: 'Immatriculation',
          width: 160,
          render: (v, set, i) => (
            <TextCell
              label={`Immatriculation ${i + 1}`}
              maxLength={20}
              value={v.plate}
              disabled={isReadOnly}
              onChange={(x) => set({ ...v, plate: x?.toUpperCase() ?? null })}
            />
          ),
        },
      ]}
    />
  );
}
