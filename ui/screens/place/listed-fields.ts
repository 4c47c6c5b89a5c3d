// Fields and columns every ordered list of the place screens ends with: order and active.
import type { FieldDef } from '../../entity/types';

export const listedFields: readonly FieldDef[] = [
  { name: 'order', label: 'Ordre', kind: 'integer', min: 0 },
  { name: 'isActive', label: 'Actif', kind: 'bool' },
];

export const colorField: FieldDef = {
  name: 'color',
  label: 'Couleur',
  kind: 'text',
  maxLength: 7,
  placeholder: '#RRGGBB',
};

export const orderColumn = { key: 'order', title: 'Ordre', sortable: true, width: 70 } as const;
export const activeColumn = { key: 'isActive', title: 'Actif', format: 'bool', width: 70 } as const;
