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
  /** The site's activity periods: a day outside them is closed in the date pickers (null: not read yet). */
  activityPeriods: { startDate: string; endDate: string }[] | null;
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
    activityPeriods: c?.activityPeriods ?? null,
  };
}

export const labelIn = (choices: Choice[], id: number | null | undefined) =>
  choices.find((c) => c.value === id)?.label ?? '';
