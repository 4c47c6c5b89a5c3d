// The list and form of a division of a country (region, department): its country, a code and a
// name, deactivated rather than deleted.
import type { z } from 'zod';
import type { EntityScreens, EntityUi, FieldDef } from '../../entity/types';

export interface CountryDivision {
  id: number;
  countryId: number;
  code: string;
  name: string;
  isActive: boolean;
}

/** The country a geographic row belongs to (regions, departments, towns). */
export const countryField: FieldDef = {
  name: 'countryId',
  label: 'Pays',
  kind: 'select',
  required: true,
  choices: 'availableCountry',
  choiceLabel: 'name',
};

export function countryDivisionUi<T extends CountryDivision>(
  o: EntityScreens & {
    itemTitle: (item: T) => string;
    schema: z.ZodType;
    /** The division's noun: the name's column, filter and field ('Région'). */
    noun: string;
    code: { label: string; width: number; maxLength: number; placeholder: string };
    /** Fields between the country and the code (a department's region). */
    within?: readonly FieldDef[];
  },
): EntityUi<T> {
  const { noun, code, within = [], ...ui } = o;
  return {
    ...ui,
    columns: [
      { key: 'code', title: code.label, sortable: true, width: code.width },
      { key: 'name', title: noun, sortable: true },
      { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
    ],
    filters: [
      { name: 'name', label: noun, kind: 'text' },
      { name: 'code', label: code.label, kind: 'text' },
    ],
    fields: [
      countryField,
      ...within,
      {
        name: 'code',
        label: code.label,
        kind: 'text',
        required: true,
        maxLength: code.maxLength,
        placeholder: code.placeholder,
      },
      { name: 'name', label: noun, kind: 'text', required: true, maxLength: 80 },
      { name: 'isActive', label: 'Actif', kind: 'bool' },
    ],
    canActivate: true,
  };
}
