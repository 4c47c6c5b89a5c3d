// A planned stay as the booking sheet would send it (BookingInput): the planner speaks in place
// numbers, codes and labels, the booking core in ids; `StayRefs` answers the ids. Pure.
import type { BookingInput } from '../booking';
import type { DemoPlaceTypeCode } from './campsite-plan-data';
import type { DemoChannelCode, PlannedStay } from './season-plan';

export interface StayRefs {
  placeId(number: string): number;
  customerId(index: number): number;
  partnerId(name: string): number;
  /** The partner's allotment of the type that covers the day; null when it has none. */
  allotmentId(partner: string, type: DemoPlaceTypeCode, day: string): number | null;
  channelId(code: DemoChannelCode): number;
  /** The age category of a person this age (full years). */
  ageCategoryId(age: number): number;
  countryId(isoCode: string): number | null;
  animalTypeId(label: string): number;
  vehicleTypeId(label: string): number;
  extraId(code: string): number;
}

export function bookingInputOf(stay: PlannedStay, refs: StayRefs): BookingInput {
  const allotmentId = stay.partner && stay.allotment ? refs.allotmentId(stay.partner, stay.type, stay.start) : null;
  return {
    id: 0,
    customerId: refs.customerId(stay.customer),
    kind: stay.kind,
    partnerId: stay.partner ? refs.partnerId(stay.partner) : null,
    channelId: refs.channelId(stay.channel),
    optionValidUntil: stay.optionValidUntil,
    reference: null,
    internetReference: null,
    notes: null,
    priceUpdateChoice: 'updateFromGrid',
    priceOverrides: [],
    occupancies: [
      {
        id: 0,
        placeId: refs.placeId(stay.place),
        startDate: stay.start,
        endDate: stay.end,
        equipment: stay.equipment,
        stayKind: allotmentId ? 'ALLOTMENT' : 'NORMAL',
        allotmentId,
        isLocked: false,
        isCancelled: false,
        occupants: stay.occupants.map((o) => ({
          id: 0,
          civilityId: null,
          firstName: o.firstName,
          lastName: o.lastName,
          birthDate: o.birthDate,
          age: null,
          ageCategoryId: refs.ageCategoryId(o.age),
          nationalityId: refs.countryId(o.nationality),
          taxExemption: null,
        })),
        animals: stay.animals.map((a) => ({ animalTypeId: refs.animalTypeId(a.type), quantity: 1, name: a.name })),
        vehicles: stay.vehicles.map((v) => ({
          vehicleTypeId: refs.vehicleTypeId(v.type),
          brand: v.brand,
          plate: v.plate,
        })),
        extras: stay.extras.map((e) => ({
          extraId: refs.extraId(e.code),
          quantity: e.quantity,
          startDate: null,
          endDate: null,
        })),
      },
    ],
  };
}
