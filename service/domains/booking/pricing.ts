// Prices a booking's occupancies with the pricing engine, as reception would: each occupancy is
// one stay on its place. An existing booking is re-priced by the chosen update choice
// (the grid version it was priced with, the grid as it is now, or its own lines); prices typed
// by hand stay typed. The tourist tax is never carried over: the engine recomputes it from the
// occupancy's taxed persons and nights under every choice, on every write path.
import type { Db } from '../../db/connection';
import { type Quote, type QuoteLine, type QuoteRequest, quote, quoteInputOf } from '../pricing';
import type { BookingInput, OccupancyInput } from './contract';
import { requiredAgeCategory } from './party';
import { nightsOf } from './rules';
import type { BookingRow, OccupancyRow } from './store';
import { linesOf } from './store';

export interface PricingContext {
  today: string;
  /** The booking as stored, for an edit: its occupancies and lines. */
  existing: { booking: BookingRow; occupancies: readonly OccupancyRow[] } | null;
}

type StoredLine = ReturnType<typeof linesOf>[number];

const asQuoteLine = (l: StoredLine): QuoteLine => ({
  key: l.key,
  kind: l.kind as QuoteLine['kind'],
  label: l.label,
  quantity: l.quantity,
  unitCents: l.unitCents,
  amountCents: l.amountCents,
  vatBp: l.vatBp,
  basis: l.basis as QuoteLine['basis'],
  isOutsideVatBase: l.isOutsideVatBase,
  isPriceManuallyChanged: l.isPriceManuallyChanged,
  explain: l.explain,
});

function requestOf(o: OccupancyInput, input: BookingInput, bookingDate: string): QuoteRequest {
  const groups = new Map<
    string,
    { ageCategoryId: number; count: number; exemption: QuoteRequest['occupants'][number]['exemption'] }
  >();
  for (const person of o.occupants) {
    const ageCategoryId = requiredAgeCategory(person.ageCategoryId);
    const key = `${ageCategoryId}:${person.taxExemption ?? ''}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else
      groups.set(key, {
        ageCategoryId,
        count: 1,
        exemption: person.taxExemption ? { reason: person.taxExemption } : null,
      });
  }
  const sum = <K extends string>(items: readonly ({ quantity: number } & Record<K, number>)[], key: K) => {
    const totals = new Map<number, number>();
    for (const item of items) totals.set(item[key], (totals.get(item[key]) ?? 0) + item.quantity);
    return [...totals];
  };
  return {
    placeId: o.placeId,
    placeTypeId: null,
    gridId: null,
    historyVersion: null,
    partnerId: input.partnerId,
    arrival: o.startDate,
    departure: o.endDate,
    occupants: [...groups.values()],
    animals: sum(o.animals, 'animalTypeId').map(([animalTypeId, quantity]) => ({ animalTypeId, quantity })),
    vehicles: o.vehicles.map((v) => ({ vehicleTypeId: v.vehicleTypeId, quantity: 1 })),
    extras: sum(o.extras, 'extraId').map(([extraId, quantity]) => ({ extraId, quantity })),
    promoCode: null,
    bookingDate,
    language: null,
    isOnline: input.channelId !== null,
  };
}

/** Prices one occupancy of the input (by its index); the stored occupancy of the same id guides re-pricing. */
export function priceOccupancy(db: Db, input: BookingInput, index: number, ctx: PricingContext): Quote {
  const o = input.occupancies[index] as OccupancyInput;
  const stored = ctx.existing?.occupancies.find((s) => s.id === o.id && o.id > 0);
  // A stay left early keeps its lines as booked, its early-departure lines (the refund) with them.
  if (stored?.earlyDepartureFrom && stored.startDate === o.startDate && stored.endDate === o.endDate)
    input = { ...input, priceUpdateChoice: 'keepExistingDetail' };
  const bookingDate = ctx.existing
    ? ctx.existing.booking.bookedOn || ctx.existing.booking.createdAt.slice(0, 10)
    : ctx.today;
  const request = requestOf(o, input, bookingDate);
  const keepGrid = stored && input.priceUpdateChoice === 'keepExistingGrid' && stored.gridId && stored.gridVersion;
  const base = quoteInputOf(
    db,
    keepGrid ? { ...request, gridId: stored.gridId, historyVersion: stored.gridVersion } : request,
    ctx.today,
  );
  const storedLines =
    stored && ctx.existing ? linesOf(db, ctx.existing.booking.id).filter((l) => l.occupancyId === stored.id) : [];
  const detail =
    input.priceUpdateChoice === 'updateFromExistingDetail' || input.priceUpdateChoice === 'keepExistingDetail';
  const priceUpdate =
    stored && detail
      ? {
          choice: input.priceUpdateChoice,
          existingLines: storedLines.filter((l) => !l.isPartnerLine).map(asQuoteLine),
          existingNights: nightsOf(stored).length,
        }
      : base.priceUpdate;
  const typed = input.priceOverrides.filter((p) => p.occupancyIndex === index);
  const carried = storedLines
    .filter((l) => l.isPriceManuallyChanged && !typed.some((t) => t.key === l.key))
    .map((l) => ({ key: l.key, amountCents: l.amountCents }));
  return quote({
    ...base,
    priceUpdate,
    overrides: [...carried, ...typed.map(({ key, amountCents }) => ({ key, amountCents }))],
  });
}
