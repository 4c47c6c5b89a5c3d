// The choice lists the sheet's tabs offer, read once per sheet from the booking's choices call.
import type { Choice } from '../../../../service/domains/booking/contract';
import { useBookingChoices } from '../booking-api';

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
  const c = useBookingChoices('sheet');
  return {
    civilities: c?.civilities ?? [],
    ageCategories: c?.ageCategories ?? [],
    nationalities: c?.nationalities ?? [],
    animalTypes: c?.animalTypes ?? [],
    vehicleTypes: c?.vehicleTypes ?? [],
    extras: c?.extras ?? [],
    places: c?.places ?? [],
    partners: c?.partners ?? [],
  };
}

export const labelIn = (choices: Choice[], id: number | null | undefined) =>
  choices.find((c) => c.value === id)?.label ?? '';
