// A booked site for the benches: 1,000 places in three families and ~200,000 occupancies over
// several years, each place's held stays one after another as the booking core keeps them
// (no overlap), with quotes, options, cancellations, residents, partners and stock-managed
// extras among them. Fixed-seed, so every run books the same site. Reused by the availability bench.
import type { Db } from '../../service/db/connection';
import { addDays } from '../../service/domains/pricing';
import { bookingRows } from '../support/booking-rows';
import { seededRandom } from './seed-customers';

export interface BookedSiteOptions {
  places?: number;
  occupancies?: number;
  /** The first arrival; stays run on from there (about 5.7 years for 200 stays a place). */
  from?: string;
  seed?: number;
}

export interface BookedSite {
  placeIds: number[];
  placeTypeIds: number[];
  familyIds: number[];
  extraIds: number[];
  occupancies: number;
  /** The last departure booked. */
  lastDay: string;
}

const families = [
  { label: 'Emplacements', color: '#2e7d32', share: 0.6, types: ['Emplacement nu', 'Emplacement confort'] },
  { label: 'Locatifs', color: '#1565c0', share: 0.35, types: ['Mobil-home 2 ch.', 'Mobil-home 3 ch.', 'Chalet'] },
  { label: 'Insolites', color: '#8e24aa', share: 0.05, types: ['Tente lodge'] },
];
const partnerColors = [
  ['Voyages Soleil', '#ef6c00'],
  ['Camp Europe', '#00838f'],
  ['CE Aéro', '#6d4c41'],
] as const;
const extraStocks = [
  ['Location de vélo', 20, '#0277bd'],
  ['Barbecue', 10, '#c62828'],
  ['Kit bébé', 15, '#f9a825'],
] as const;

/** Every 50th place is let to a resident, year after year; the others take short stays. */
const isResidentPlace = (index: number) => index % 50 === 49;

function customerIds(db: Db, rows: ReturnType<typeof bookingRows>, random: () => number): () => number {
  let ids = (db.$client.prepare('SELECT id FROM customers').raw().all() as [number][]).map((r) => r[0]);
  if (ids.length === 0) ids = Array.from({ length: 5000 }, (_, i) => rows.customer(`Client${i}`, 'Bench'));
  return () => ids[Math.floor(random() * ids.length)];
}

function sitePlaces(rows: ReturnType<typeof bookingRows>, count: number) {
  const typeIds: number[] = [];
  const familyIds: number[] = [];
  const placeIds: number[] = [];
  for (const [f, family] of families.entries()) {
    const familyId = rows.family(family.label, family.color, f);
    familyIds.push(familyId);
    const types = family.types.map((label, t) => rows.type(label, familyId, t));
    typeIds.push(...types);
    const inFamily = f === families.length - 1 ? count - placeIds.length : Math.round(count * family.share);
    for (let i = 0; i < inFamily; i += 1) {
      const n = placeIds.length;
      placeIds.push(
        rows.place({
          number: String(n + 1),
          typeId: types[i % types.length],
          planX: 20 + (n % 40) * 38,
          planY: 20 + Math.floor(n / 40) * 32,
        }),
      );
    }
  }
  return { typeIds, familyIds, placeIds };
}

export function seedBookedSite(db: Db, options: BookedSiteOptions = {}): BookedSite {
  const random = seededRandom(options.seed ?? 20260701);
  const target = options.occupancies ?? 200_000;
  const from = options.from ?? '2022-01-01';
  const rows = bookingRows(db);
  return db.$client.transaction(() => {
    const { typeIds, familyIds, placeIds } = sitePlaces(rows, options.places ?? 1000);
    const customer = customerIds(db, rows, random);
    const partners = partnerColors.map(([name, color]) => rows.partner(name, color));
    const extraIds = extraStocks.map(([label, stock, color]) => rows.extra(label, stock, color));
    const cursors = placeIds.map(() => addDays(from, Math.floor(random() * 10)));
    const residentUntil = addDays(from, 365 * 6);
    let lastDay = from;
    let made = 0;
    while (made < target) {
      for (const [index, placeId] of placeIds.entries()) {
        if (made >= target) break;
        const isResident = isResidentPlace(index);
        if (isResident && cursors[index] >= residentUntil) continue;
        const startDate = cursors[index];
        const nights = isResident ? 365 : random() < 0.4 ? 7 : 1 + Math.floor(random() * 14);
        const endDate = addDays(startDate, nights);
        const draw = random();
        const kind = isResident ? 3 : draw < 0.08 ? 1 : draw < 0.28 ? 2 : 3;
        const { occupancyId } = rows.stay({
          placeId,
          startDate,
          endDate,
          customerId: customer(),
          kind,
          partnerId: random() < 0.15 ? partners[Math.floor(random() * partners.length)] : null,
          persons: 1 + Math.floor(random() * 6),
          balanceCents: Math.floor(random() * 80_000),
          stayKind: isResident ? 'RESIDENTIAL' : 'NORMAL',
          isLocked: random() < 0.05,
          isArrived: random() < 0.5,
          isCancelled: !isResident && random() < 0.04,
        });
        if (random() < 0.03) {
          rows.bookingExtra(occupancyId, extraIds[Math.floor(random() * extraIds.length)], 1, startDate, endDate);
        }
        // Back to back a third of the time: an arrival on the day of the last departure.
        cursors[index] = random() < 0.33 ? endDate : addDays(endDate, 1 + Math.floor(random() * 6));
        if (endDate > lastDay) lastDay = endDate;
        made += 1;
      }
    }
    return { placeIds, placeTypeIds: typeIds, familyIds, extraIds, occupancies: made, lastDay };
  })();
}
