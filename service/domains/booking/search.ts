// /search-availability: the free places for a stay, each with the price `quote` gives its type
// for the party (priced once per place type and VAT rate: every place of a type costs the same).
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { ageCategories } from '../extra';
import { quote, quoteInputOf } from '../pricing';
import { freePlaces } from './availability-store';
import type { AvailabilitySearch, FreePlace } from './contract';

/** The party as the default attendant age category (an adult), one person when none is given. */
function partyOf(db: Db, persons: number) {
  const category = db
    .select({ id: ageCategories.id })
    .from(ageCategories)
    .where(eq(ageCategories.isActive, true))
    .orderBy(desc(ageCategories.isDefaultForAttendant), asc(ageCategories.order))
    .get();
  return category ? [{ ageCategoryId: category.id, count: Math.max(1, persons), exemption: null }] : [];
}

export function searchAvailability(
  db: Db,
  q: AvailabilitySearch,
  who: { userId: number; nowIso: string; today: string },
): FreePlace[] {
  const rows = freePlaces(db, q, q, q.excludeBookingId ?? 0, who.userId, who.nowIso);
  if (!q.withPrice) return rows.map((r) => ({ ...r, totalCents: null, priceError: null }));
  const occupants = partyOf(db, q.persons);
  const prices = new Map<number, { totalCents: number | null; priceError: string | null }>();
  const priceOf = (placeId: number, placeTypeId: number) => {
    const known = prices.get(placeTypeId);
    if (known) return known;
    let answer: { totalCents: number | null; priceError: string | null };
    try {
      const input = quoteInputOf(
        db,
        {
          placeId,
          placeTypeId: null,
          gridId: null,
          historyVersion: null,
          partnerId: q.partnerId,
          arrival: q.startDate,
          departure: q.endDate,
          occupants,
          animals: [],
          vehicles: [],
          extras: [],
          promoCode: null,
          bookingDate: who.today,
          language: null,
        },
        who.today,
      );
      answer = { totalCents: quote(input).totals.totalCents, priceError: null };
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      answer = { totalCents: null, priceError: e.code };
    }
    prices.set(placeTypeId, answer);
    return answer;
  };
  return rows.map((r) => ({ ...r, ...priceOf(r.placeId, r.placeTypeId) }));
}
