// The demo's booking season, planned as plain data before anything is saved: per place, a row of
// stays that never overlap (so every one can be saved through the booking core's availability
// check, whatever order it runs in), filled about 60 % in July–August and less in the shoulder
// months; rentals by the week from Saturday to Saturday in summer, pitches by the night; partner
// weeks on the places their allotments cover. Each stay then gets its fate (reservation, option,
// quote, cancelled), its booking day, its channel and its party (season-party.ts). Quotes and
// cancelled stays hold no place, yet keep to the row too: their nights are simply not held.
// Pure: the same year, today and generator give the same season.
import { BOOKING_KIND, type BookingKind } from '../booking/contract';
import { addDays, daysBetween, weekdayOf } from '../pricing';
import type { DemoPlaceTypeCode } from './campsite-plan-data';
import { demoPartners } from './partners-data';
import type { Rng } from './rng';
import { type PartyPlace, type PlannedParty, plannedParty, type StockBook, stockBook } from './season-party';

export type DemoChannelCode = 'RECEPTION' | 'TELEPHONE' | 'WEB' | 'PARTENAIRE';

export interface PlanPlace extends PartyPlace {
  readonly number: string;
}

export interface PlannedStay extends PlannedParty {
  readonly place: string;
  readonly type: DemoPlaceTypeCode;
  /** Arrival; `end` is the departure day (the nights are start .. end - 1). */
  readonly start: string;
  readonly end: string;
  readonly kind: BookingKind;
  readonly optionValidUntil: string | null;
  /** The cancellation's reason and day; null for a stay that goes ahead. */
  readonly cancellation: { readonly reason: string; readonly on: string } | null;
  /** Partner's name; `allotment` when the stay uses its allotment of the place type. */
  readonly partner: string | null;
  readonly allotment: boolean;
  readonly channel: DemoChannelCode;
  readonly bookedOn: string;
  /** Index in the customer list given to the planner. */
  readonly customer: number;
}

export interface SeasonPlanInput {
  readonly year: number;
  /** First arrival and last departure: the activity period (seasonBounds when the site has none other). */
  readonly season: { readonly start: string; readonly end: string };
  readonly today: string;
  readonly places: readonly PlanPlace[];
  /** Last names of the customers (null for a company): the lead occupant carries it. */
  readonly customers: readonly (string | null)[];
  readonly cancellationReasons: readonly string[];
}

/** First arrival and last departure of the demo's season (its activity period). */
export const seasonBounds = (year: number) => ({ start: `${year}-04-01`, end: `${year}-10-31` });

/** Share of nights held, by month (4 = April): high in July–August, little in spring and autumn. */
const heldShareByMonth: Readonly<Record<number, number>> = {
  4: 0.1,
  5: 0.16,
  6: 0.32,
  7: 0.6,
  8: 0.62,
  9: 0.27,
  10: 0.07,
};
/** Of the stays drawn, quotes and cancellations hold nothing: draw that much more. */
const QUOTE_SHARE = 0.05;
const CANCELLED_SHARE = 0.05;
const OPTION_SHARE = 0.07;
const drawnShare = (day: string) =>
  (heldShareByMonth[Number(day.slice(5, 7))] ?? 0) / (1 - QUOTE_SHARE - CANCELLED_SHARE);

const isPitch = (type: DemoPlaceTypeCode) => type === 'NU' || type === 'ELEC' || type === 'PREMIUM';
const isSummer = (day: string) => day.slice(5, 7) === '07' || day.slice(5, 7) === '08';
/** What the tour operators' channel sells. */
const partnerTypes = new Set<DemoPlaceTypeCode>(['MH2', 'MH3', 'LODGE']);
const nextSaturday = (day: string) => addDays(day, (6 - weekdayOf(day) + 7) % 7);

/** Nights of a stay arriving on `day`: pitches 1–14 (about a week in summer), short stays elsewhere. */
function nightsOf(rng: Rng, type: DemoPlaceTypeCode, day: string): number {
  if (isPitch(type)) {
    return isSummer(day)
      ? rng.weighted([1, 2, 3, 4, 5, 7, 10, 14], (n) => (n === 14 ? 3 : n >= 7 ? 4 : 2))
      : rng.int(1, 7);
  }
  return rng.weighted([2, 3, 4, 5, 7], (n) => (n === 2 || n === 7 ? 3 : 2));
}
const meanNights = (type: DemoPlaceTypeCode, day: string) => (isPitch(type) ? (isSummer(day) ? 6.7 : 4) : 4.2);

/** A stretch of a place's season and how it is sold. */
interface Segment {
  readonly from: string;
  readonly to: string;
  readonly mode: 'nights' | 'weeks';
  readonly partner: string | null;
}

interface Slot {
  readonly start: string;
  readonly end: string;
  readonly partner: string | null;
  /** The partner sells it on its allotment (else on the site's own stock, like any agency). */
  readonly allotment: boolean;
}

/** The allotment the place stands for (the first `count` places of the type go to each in turn). */
function allotmentOf(place: PlanPlace, rank: number, year: number) {
  let first = 0;
  for (const partner of demoPartners) {
    for (const a of partner.allotments.filter((x) => x.placeType === place.type)) {
      if (rank >= first && rank < first + a.count)
        return { partner: partner.name, from: `${year}-${a.from}`, to: `${year}-${a.to}` };
      first += a.count;
    }
  }
  return null;
}

/** Rentals: the allotment's window to its partner, else Saturday weeks around July–August. */
function segmentsOf(place: PlanPlace, rank: number, year: number, season: SeasonPlanInput['season']): Segment[] {
  const { start, end } = season;
  if (isPitch(place.type)) return [{ from: start, to: end, mode: 'nights', partner: null }];
  const allotment = allotmentOf(place, rank, year);
  const latest = (a: string, b: string) => (a > b ? a : b);
  const earliest = (a: string, b: string) => (a < b ? a : b);
  const weeksFrom = nextSaturday(latest(allotment?.from ?? `${year}-06-27`, start));
  const weeksEnd = earliest(allotment?.to ?? `${year}-09-05`, end);
  let weeksTo = weeksFrom;
  while (addDays(weeksTo, 7) <= weeksEnd) weeksTo = addDays(weeksTo, 7);
  return [
    { from: start, to: weeksFrom, mode: 'nights', partner: null },
    { from: weeksFrom, to: weeksTo, mode: 'weeks', partner: allotment?.partner ?? null },
    { from: weeksTo, to: end, mode: 'nights', partner: null },
  ];
}

function nightSlots(rng: Rng, type: DemoPlaceTypeCode, seg: Segment): Slot[] {
  const slots: Slot[] = [];
  let cursor = seg.from;
  while (cursor < seg.to) {
    const share = Math.min(0.95, drawnShare(cursor));
    const meanGap = share > 0 ? (meanNights(type, cursor) * (1 - share)) / share : 30;
    const start = addDays(cursor, Math.round(rng.next() * 2 * meanGap));
    if (start >= seg.to) break;
    let end = addDays(start, nightsOf(rng, type, start));
    if (end > seg.to) end = seg.to;
    slots.push({ start, end, partner: null, allotment: false });
    cursor = end;
  }
  return slots;
}

/** Saturday to Saturday, one week mostly, two sometimes; a partner fills its allotment better. */
function weekSlots(rng: Rng, type: DemoPlaceTypeCode, seg: Segment): Slot[] {
  const slots: Slot[] = [];
  let cursor = seg.from;
  while (addDays(cursor, 7) <= seg.to) {
    const share = seg.partner ? (isSummer(cursor) ? 0.8 : 0.45) : Math.min(0.95, drawnShare(cursor));
    if (!rng.chance(share)) {
      cursor = addDays(cursor, 7);
      continue;
    }
    const weeks = rng.chance(0.2) && addDays(cursor, 14) <= seg.to ? 2 : 1;
    const end = addDays(cursor, 7 * weeks);
    // Now and then a tour operator books one of the site's own weeks, outside its allotment.
    const partner = seg.partner ?? (partnerTypes.has(type) && rng.chance(0.05) ? rng.pick(demoPartners).name : null);
    slots.push({ start: cursor, end, partner, allotment: seg.partner !== null });
    cursor = end;
  }
  return slots;
}

function channelOf(rng: Rng, type: DemoPlaceTypeCode): DemoChannelCode {
  if (type === 'NU') return rng.weighted(['RECEPTION', 'TELEPHONE'] as const, (c) => (c === 'RECEPTION' ? 55 : 45));
  const weights = isPitch(type) ? { RECEPTION: 40, TELEPHONE: 30, WEB: 30 } : { RECEPTION: 15, TELEPHONE: 30, WEB: 55 };
  return rng.weighted(['RECEPTION', 'TELEPHONE', 'WEB'] as const, (c) => weights[c]);
}

/** The day it was booked: weeks to months ahead (rentals earlier), never after today. */
function bookedOnOf(rng: Rng, type: DemoPlaceTypeCode, start: string, today: string, year: number): string {
  const lead = isPitch(type)
    ? isSummer(start)
      ? rng.weighted([0, 5, 20, 45, 90, 150], (d) => (d === 0 ? 1 : 3))
      : rng.weighted([0, 2, 10, 30], (d) => (d === 0 ? 2 : 3))
    : rng.weighted([3, 20, 60, 120, 200], (d) => (d >= 60 ? 4 : 2));
  const day = addDays(start, -lead - (lead ? rng.int(0, Math.ceil(lead / 3)) : 0));
  const opening = `${year - 1}-10-01`;
  const bounded = day < opening ? opening : day;
  return bounded > today ? today : bounded;
}

export function planSeason(input: SeasonPlanInput, rng: Rng): PlannedStay[] {
  const { year } = input;
  const stock: StockBook = stockBook();
  const rankInType = new Map<string, number>();
  const stays: PlannedStay[] = [];
  for (const place of input.places) {
    const rank = rankInType.get(place.type) ?? 0;
    rankInType.set(place.type, rank + 1);
    for (const seg of segmentsOf(place, rank, year, input.season)) {
      const slots = seg.mode === 'weeks' ? weekSlots(rng, place.type, seg) : nightSlots(rng, place.type, seg);
      for (const slot of slots) stays.push(stayOf(input, rng, stock, place, slot));
    }
  }
  return stays;
}

function stayOf(input: SeasonPlanInput, rng: Rng, stock: StockBook, place: PlanPlace, slot: Slot): PlannedStay {
  const { year, today } = input;
  const bookedOn = bookedOnOf(rng, place.type, slot.start, today, year);
  const fate = slot.partner
    ? 'reservation'
    : rng.weighted(['quote', 'cancelled', 'option', 'reservation'] as const, (f) =>
        f === 'quote' ? QUOTE_SHARE : f === 'cancelled' ? CANCELLED_SHARE : f === 'option' ? OPTION_SHARE : 0.83,
      );
  // An option lasts a week or two, and lapses before the arrival at the latest.
  const optionUntil = addDays(bookedOn, rng.int(7, 14));
  const isOption = fate === 'option' && daysBetween(bookedOn, slot.start) >= 2;
  const lastCancelDay = slot.start < today ? slot.start : today;
  const party = plannedParty(rng, place, slot, stock);
  const customer = rng.int(0, Math.max(0, input.customers.length - 1));
  return {
    ...party,
    occupants: party.occupants.map((o, i) => (i === 0 ? { ...o, lastName: input.customers[customer] ?? null } : o)),
    place: place.number,
    type: place.type,
    start: slot.start,
    end: slot.end,
    kind: fate === 'quote' ? BOOKING_KIND.quote : isOption ? BOOKING_KIND.option : BOOKING_KIND.reservation,
    optionValidUntil: isOption ? (optionUntil < slot.start ? optionUntil : addDays(slot.start, -1)) : null,
    cancellation:
      fate === 'cancelled'
        ? {
            // Mostly the customer's own decision, the other reasons now and then.
            reason: rng.weighted(input.cancellationReasons, (r) => (r === input.cancellationReasons[0] ? 6 : 1)),
            on: addDays(bookedOn, rng.int(0, Math.max(0, daysBetween(bookedOn, lastCancelDay)))),
          }
        : null,
    partner: slot.partner,
    allotment: slot.allotment,
    channel: slot.partner ? 'PARTENAIRE' : channelOf(rng, place.type),
    bookedOn,
    customer,
  };
}
