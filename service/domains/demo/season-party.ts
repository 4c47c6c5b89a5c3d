// Who comes on a demo stay and what they bring: the party sized to the place (adults, then
// children and babies of any age, each with a birth date that gives their age on arrival),
// one nationality a party (French mostly, Dutch with the Dutch tour operator), dogs and cats,
// cars with French plates, the tent, caravan or camper van of a pitch, and the extras a guest
// adds, stock-managed ones only while the site's stock lasts each night. Pure.
import { addDays, nightsOf } from '../pricing';
import type { DemoPlaceTypeCode } from './campsite-plan-data';
import { femaleFirstNames, maleFirstNames } from './customer-names';
import { demoExtras } from './extras-data';
import { demoPartners } from './partners-data';
import type { Rng } from './rng';

export interface PartyPlace {
  readonly type: DemoPlaceTypeCode;
  /** Most persons the place takes. */
  readonly maxPersons: number;
}

export interface PlannedOccupant {
  readonly firstName: string;
  /** The lead occupant's is the customer's; the others share it or have none. */
  readonly lastName: string | null;
  readonly birthDate: string;
  /** Full years on the arrival day: the age category follows. */
  readonly age: number;
  /** ISO code of the nationality. */
  readonly nationality: string;
}

export const demoAnimalTypes = ['Chien', 'Chat'] as const;
export const demoVehicleTypes = ['Voiture', 'Camping-car', 'Moto'] as const;
export type DemoExtraCode = (typeof demoExtras)[number]['code'];

export interface PlannedParty {
  readonly equipment: 'TENT' | 'CARAVAN' | 'CAMPER_VAN' | null;
  readonly occupants: readonly PlannedOccupant[];
  readonly animals: readonly { readonly type: (typeof demoAnimalTypes)[number]; readonly name: string }[];
  readonly vehicles: readonly {
    readonly type: (typeof demoVehicleTypes)[number];
    readonly brand: string;
    readonly plate: string;
  }[];
  readonly extras: readonly { readonly code: DemoExtraCode; readonly quantity: number }[];
}

/** Nationalities of the parties, weighted: the Landes' guests are French first, then from the north. */
const nationalities = [
  ['FR', 70],
  ['NL', 9],
  ['DE', 7],
  ['GB', 5],
  ['BE', 5],
  ['ES', 2],
  ['IT', 1],
  ['CH', 1],
] as const;
const partnerNationality: Readonly<Record<string, string>> = Object.fromEntries(
  demoPartners.map((p) => [p.name, p.country]),
);

const dogNames = ['Rex', 'Filou', 'Oscar', 'Ulysse', 'Vanille', 'Tango', 'Pepper', 'Max', 'Nala', 'Rocky'];
const catNames = ['Minou', 'Félix', 'Caramel', 'Pacha', 'Mimi'];
const carBrands = ['Renault', 'Peugeot', 'Citroën', 'Dacia', 'Volkswagen', 'Toyota', 'Ford', 'Skoda', 'Opel'];
const camperBrands = ['Fiat Ducato', 'Citroën Jumper', 'Ford Transit', 'Mercedes Sprinter', 'Volkswagen California'];
const motoBrands = ['Honda', 'Yamaha', 'BMW', 'Triumph'];
// SIV plates (AA-123-AA) use no I, O or U; leaving out S and W too avoids the reserved SS and WW.
const plateLetters = 'ABCDEFGHJKLMNPQRTVXYZ';

const isPitch = (type: DemoPlaceTypeCode) => type === 'NU' || type === 'ELEC' || type === 'PREMIUM';

export function frenchPlate(rng: Rng): string {
  const letters = () =>
    Array.from({ length: 2 }, () => plateLetters.charAt(rng.int(0, plateLetters.length - 1))).join('');
  return `${letters()}-${String(rng.int(1, 999)).padStart(3, '0')}-${letters()}`;
}

/** Stock-managed extras taken per night over the whole season. */
export interface StockBook {
  /** Takes `quantity` of the extra for the nights start .. end - 1 when each night has room. */
  take(code: DemoExtraCode, quantity: number, start: string, end: string): boolean;
}

export function stockBook(): StockBook {
  const used = new Map<string, number>();
  return {
    take(code, quantity, start, end) {
      const extra = demoExtras.find((e) => e.code === code);
      if (!extra?.isStockManaged || extra.stock === null) return true;
      const stock = extra.stock;
      const nights = nightsOf(start, end).map((night) => `${code} ${night}`);
      if (nights.some((key) => (used.get(key) ?? 0) + quantity > stock)) return false;
      for (const key of nights) used.set(key, (used.get(key) ?? 0) + quantity);
      return true;
    },
  };
}

/** A birth date giving `age` full years on `day`. */
function birthDateFor(rng: Rng, age: number, day: string): string {
  const anniversary = `${Number(day.slice(0, 4)) - age}${day.slice(4)}`;
  // Born on that anniversary or up to 364 days before it: `age` full years on `day`, not one more.
  return addDays(anniversary, -rng.int(0, 364));
}

function partySize(rng: Rng, place: PartyPlace): number {
  const sizes = Array.from({ length: place.maxPersons }, (_, i) => i + 1);
  const weight = (n: number) => (n === 1 ? 1 : n === 2 ? 5 : n === 4 ? 4 : n === 3 ? 3 : 1.5);
  return rng.weighted(sizes, weight);
}

/** Ages of the party: one or two adults (friends now and then), then children of any age. */
function agesOf(rng: Rng, size: number): number[] {
  const adults = size === 1 ? 1 : rng.chance(0.12) ? Math.min(size, 4) : 2;
  const parentAge = rng.int(24, 68);
  return Array.from({ length: size }, (_, i) =>
    i < adults ? Math.max(18, parentAge + rng.int(-4, 4)) : rng.int(0, Math.min(17, Math.max(0, parentAge - 20))),
  );
}

function occupantsOf(rng: Rng, place: PartyPlace, start: string, partner: string | null): PlannedOccupant[] {
  const nationality =
    partner && partnerNationality[partner] !== 'FR' && rng.chance(0.9)
      ? (partnerNationality[partner] ?? 'FR')
      : rng.weighted(nationalities, ([, w]) => w)[0];
  return agesOf(rng, partySize(rng, place)).map((age, i) => ({
    firstName: rng.pick(i % 2 === 1 ? femaleFirstNames : maleFirstNames),
    lastName: null,
    birthDate: birthDateFor(rng, age, start),
    age,
    nationality,
  }));
}

const sellsExtra = (code: DemoExtraCode, type: DemoPlaceTypeCode) => {
  const extra = demoExtras.find((e) => e.code === code);
  return extra !== undefined && (extra.placeTypes.length === 0 || extra.placeTypes.includes(type));
};

export function plannedParty(
  rng: Rng,
  place: PartyPlace,
  stay: { readonly start: string; readonly end: string; readonly partner: string | null },
  stock: StockBook,
): PlannedParty {
  const occupants = occupantsOf(rng, place, stay.start, stay.partner);
  const pitch = isPitch(place.type);
  const equipment = pitch
    ? rng.weighted(['TENT', 'CARAVAN', 'CAMPER_VAN'] as const, (e) => (e === 'TENT' ? 45 : e === 'CARAVAN' ? 35 : 20))
    : null;
  const animals =
    sellsExtra('ANIMAL', place.type) && rng.chance(pitch ? 0.3 : 0.15)
      ? Array.from({ length: rng.chance(0.15) ? 2 : 1 }, () =>
          rng.chance(0.8)
            ? { type: 'Chien' as const, name: rng.pick(dogNames) }
            : { type: 'Chat' as const, name: rng.pick(catNames) },
        )
      : [];
  const vehicles: PlannedParty['vehicles'][number][] = [];
  if (equipment === 'CAMPER_VAN')
    vehicles.push({ type: 'Camping-car', brand: rng.pick(camperBrands), plate: frenchPlate(rng) });
  else if (rng.chance(0.92)) vehicles.push({ type: 'Voiture', brand: rng.pick(carBrands), plate: frenchPlate(rng) });
  if (occupants.length >= 3 && rng.chance(0.08))
    vehicles.push({ type: 'Moto', brand: rng.pick(motoBrands), plate: frenchPlate(rng) });

  const extras: { code: DemoExtraCode; quantity: number }[] = [];
  const add = (code: DemoExtraCode, quantity: number) => {
    if (sellsExtra(code, place.type) && stock.take(code, quantity, stay.start, stay.end))
      extras.push({ code, quantity });
  };
  if (place.type === 'NU' && rng.chance(0.6)) add('ELEC', 1);
  // Animals and vehicles are charged through the extra their type is mapped to, not added by hand.
  if (equipment === 'TENT' && occupants.length >= 4 && rng.chance(0.3)) add('TENTE', 1);
  if (occupants.some((o) => o.age < 2)) add('LIT_BEBE', 1);
  if (rng.chance(0.08)) add('BARBECUE', 1);
  if (!pitch && rng.chance(0.3)) add('DRAPS', Math.min(6, occupants.length));
  if (!pitch && rng.chance(0.25)) add('MENAGE', 1);
  return { equipment, occupants, animals, vehicles, extras };
}
