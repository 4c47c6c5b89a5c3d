// The animals of the chosen occupancy: type (priced by the grid or the catalogue), count, name.
import { ChoiceCell, CountCell, TextCell } from './CellInputs';
import { type AnimalRow, occupancyList } from './occupancy-edit';
import { RowsTable } from './RowsTable';
import type { OccupancyTabProps } from './tab-props';

export function AnimalsTab({ body, change, choices, isReadOnly, occupancyIndex }: OccupancyTabProps) {
  const { rows, replace } = occupancyList(body, occupancyIndex, 'animals');
  const animalType = choices.animalTypes[0]?.value;
  return (
    <RowsTable<AnimalRow>
      rows={rows}
      onChange={(next) => change(replace(next))}
      addLabel="Ajouter un animal"
      isReadOnly={isReadOnly}
      newRow={animalType ? () => ({ animalTypeId: animalType, quantity: 1, name: null }) : null}
      missingSetup="Aucun type d'animal n'est paramétré."
      columns={[
        {
          title: "Type d'animal",
          width: 220,
          render: (a, set, i) => (
            <ChoiceCell
              label={`Type d'animal ${i + 1}`}
              value={a.animalTypeId}
              choices={choices.animalTypes}
              disabled={isReadOnly}
              onChange={(v) => v && set({ ...a, animalTypeId: v })}
            />
          ),
        },
        {
          title: 'Nombre',
          width: 90,
          render: (a, set, i) => (
            <CountCell
              label={`Nombre ${i + 1}`}
              value={a.quantity}
              disabled={isReadOnly}
              onChange={(v) => set({ ...a, quantity: v })}
            />
          ),
        },
        {
          title: 'Nom',
          render: (a, set, i) => (
            <TextCell
              label={`Nom de l'animal ${i + 1}`}
              maxLength={60}
              value={a.name}
              disabled={isReadOnly}
              onChange={(v) => set({ ...a, name: v })}
            />
          ),
        },
      ]}
    />
  );
}
