// The form field mapping an animal or vehicle type to the extra that prices it on a stay.
import type { FieldDef } from '../../entity/types';

export const pricingExtraField: FieldDef = {
  name: 'extraId',
  label: 'Facturé par le supplément',
  kind: 'select',
  choices: 'availableExtra',
  hint: "Quand la grille tarifaire n'a pas d'option pour ce type, c'est ce supplément qui est facturé. Sans supplément, il n'est pas facturé.",
};
