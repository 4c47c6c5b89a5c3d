// The options a stay may take (the sheet's extras, animals and vehicles tabs): those of the grid
// that prices the place for the partner on the arrival night (the grid is chosen by period, as
// the quote chooses it); "no option available for this price grid" when the grid offers none.
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { type GridOption, quoteInputOf, selectGrid } from '../pricing';

export interface StayOfPlace {
  placeId: number;
  startDate: string;
  endDate: string;
  partnerId: number | null;
}

export function gridOptions(db: Db, stay: StayOfPlace, today: string): { gridId: number; options: GridOption[] } {
  const input = quoteInputOf(
    db,
    {
      placeId: stay.placeId,
      placeTypeId: null,
      gridId: null,
      historyVersion: null,
      partnerId: stay.partnerId,
      arrival: stay.startDate,
      departure: stay.endDate,
      occupants: [],
      animals: [],
      vehicles: [],
      extras: [],
      promoCode: null,
      bookingDate: today,
      language: null,
    },
    today,
  );
  const grid = selectGrid(input.grids, input.placeType, input.partner, input.arrival, input.departure);
  if (grid.options.length === 0) throw new AppError('NO_OPTION_FOR_PRICE_GRID');
  return { gridId: grid.id, options: [...grid.options] };
}
