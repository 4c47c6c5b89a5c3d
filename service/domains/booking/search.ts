// /search-availability: the free places for a stay, each with the price `quote` gives its type
// for the party asked (priced once per place type: every place of a type costs the same); none,
// and why, when the stay has nights outside the activity periods.
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { activityPeriodList, closedNights } from '../admin-periods';
import { ageCategoriesForPricing } from '../extra';
import { type QuoteRequest, quote, quoteInputOf, withPricingCache } from '../pricing';
import { freePlaces } from './availability-store';
import type { AvailabilityAnswer, AvailabilitySearch, ClosedStay, FreePlace } from './contract';
import { ageCategoryIdOf } from './occupant-age';
import { partyAges } from './party';

/**
 * The party priced, grouped by age category: each child in the category of its age on arrival,
 * the adults in the attendants' default one; without a party, `persons` adults (one at least).
 */
function occupantsOf(db: Db, q: AvailabilitySearch): QuoteRequest['occupants'] {
  const ranges = ageCategoriesForPricing(db);
  const party = q.party ? partyAges(q.party) : [];
  const ages = party.length > 0 ? party : Array.from({ length: Math.max(1, q.persons) }, (): number | null => null);
  const counts = new Map<number, number>();
  for (const age of ages) {
    const id = ageCategoryIdOf({ birthDate: null, age, ageCategoryId: null }, q.startDate, ranges);
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].map(([ageCategoryId, count]) => ({ ageCategoryId, count, exemption: null }));
}

/**
 * "A date must lie within the activity period": a stay with a night outside every activity
 * period is closed, whatever its places, and the answer says which nights and which periods.
 */
function closedStay(db: Db, q: AvailabilitySearch): ClosedStay | null {
  const periods = activityPeriodList(db);
  const nights = closedNights(q, periods);
  if (nights.length === 0) return null;
  const spans = periods.map(({ label, startDate, endDate }) => ({ label, startDate, endDate }));
  return { code: 'NO_ACTIVITY_PERIOD', nights, periods: spans };
}

export function searchAvailability(
  db: Db,
  q: AvailabilitySearch,
  who: { userId: number; nowIso: string; today: string },
): AvailabilityAnswer {
  const closed = closedStay(db, q);
  return { places: closed ? [] : freePlacesOf(db, q, who), closed };
}

function freePlacesOf(
  db: Db,
  q: AvailabilitySearch,
  who: { userId: number; nowIso: string; today: string },
): FreePlace[] {
  // A party asks for places holding all of it.
  const persons = q.party ? partyAges(q.party).length : q.persons;
  const rows = freePlaces(db, q, { ...q, persons }, q.excludeBookingId ?? 0, who.userId, who.nowIso);
  if (!q.withPrice) return rows.map((r) => ({ ...r, totalCents: null, priceError: null }));
  const occupants = occupantsOf(db, q);
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
          animals: q.party?.animals ?? [],
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
  // The grids, offers, tax, catalogue and preferences are read once for the whole search: every
  // place type is priced from the same reads (nothing writes between them).
  return withPricingCache(db, () => rows.map((r) => ({ ...r, ...priceOf(r.placeId, r.placeTypeId) })));
}
