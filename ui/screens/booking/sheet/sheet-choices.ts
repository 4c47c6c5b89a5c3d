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
    civilities: useChoices('reference/civility', 'occupant_civility_list'),
    ageCategories: useChoices('reference/age-category', 'occupant_age_category_list'),
    nationalities: useChoices('reference/country', 'occupant_country_list', nationalityLabel),
    animalTypes: useChoices('reference/animal-type', 'occupant_animal_type_list'),
    vehicleTypes: useChoices('reference/vehicle-type', 'occupant_vehicle_type_list'),
    extras: useChoices('extra/extra', 'extra_pricing_extra_list'),
    places: useChoices('place/place', 'camping_place_list', placeLabel),
    partners: useChoices('partner/partner', 'customer_partner_partner_list'),
  };
}

export const labelIn = (choices: Choice[], id: number | null | undefined) =>
  choices.find((c) => c.value === id)?.label ?? '';
