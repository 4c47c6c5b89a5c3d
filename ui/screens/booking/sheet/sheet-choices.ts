// The choice lists the sheet's tabs offer, read once per sheet from the reference screens' calls.
import { type Choice, nationalityLabel, placeLabel, useChoices } from '../booking-api';

export interface SheetChoices {
  civilities: Choice[];
  ageCategories: Choice[];
  nationalities: Choice[];
  animalTypes: Choice[];
  vehicleTypes: Choice[];
  extras: Choice[];
  places: Choice[];
  partners: Choice[];
}

export function useSheetChoices(): SheetChoices {
  return {
    civilities: useChoices('reference/civility'),
    ageCategories: useChoices('reference/age-category'),
    nationalities: useChoices('reference/country', nationalityLabel),
    animalTypes: useChoices('reference/animal-type'),
    vehicleTypes: useChoices('reference/vehicle-type'),
    extras: useChoices('extra/extra'),
    places: useChoices('place/place', placeLabel),
    partners: useChoices('partner/partner'),
  };
}

export const labelIn = (choices: Choice[], id: number | null | undefined) =>
  choices.find((c) => c.value === id)?.label ?? '';
