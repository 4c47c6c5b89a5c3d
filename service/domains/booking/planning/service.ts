// The plannings' use cases: the booking planning of a window, the extras planning against their
// stock, and the site map's state of each place on one day. Reads only.
import type { Db } from '../../../db/connection';
import { AppError } from '../../../errors/app-error';
import { activityPeriodList, closedNights } from '../../admin-periods';
import { stockManagedExtras } from '../../extra';
import { readModuleSetting } from '../../module';
import { placeOnPlan, placesByFamily } from '../../place';
import { addDays } from '../../pricing';
import type {
  ExtraPlanningPayload,
  PlanningFamily,
  PlanningPayload,
  PlanningPlaceRow,
  PlanningWindowQuery,
  PlanPayload,
  PlanPosition,
  PlanStay,
} from './contract';
import { PLAN_BOUNDS, STAY_FLAGS } from './contract';
import { dailyUsage, placeOrderingOf, placeStateOn, planningWindow } from './rules';
import * as store from './store';

function settingsOf(db: Db) {
  const s = readModuleSetting(db, 'planning');
  return {
    defaultDays: s.defaultDays,
    daysBeforeToday: s.daysBeforeToday,
    colorBy: s.colorBy === 'partner' ? ('partner' as const) : ('status' as const),
    showCustomerName: s.showCustomerName,
    showUnavailabilities: s.showUnavailabilities,
    placeOrder: s.placeOrder,
  };
}

function rowsOf(places: ReturnType<typeof placesByFamily>) {
  const families: PlanningFamily[] = [];
  const rows: PlanningPlaceRow[] = [];
  for (const p of places) {
    if (p.familyId !== null && families.at(-1)?.[0] !== p.familyId) {
      families.push([p.familyId, p.familyLabel ?? '', p.familyColor]);
    }
    rows.push([p.id, p.number, p.name, p.typeLabel, p.familyId, p.capacity]);
  }
  return { families, rows };
}

export function bookingPlanning(db: Db, today: string, query: PlanningWindowQuery): PlanningPayload {
  const { placeOrder, ...settings } = settingsOf(db);
  const window = planningWindow(query, settings, today);
  const { families, rows } = rowsOf(placesByFamily(db, placeOrderingOf(placeOrder)));
  const periods = activityPeriodList(db);
  return {
    start: window.start,
    days: window.days,
    today,
    settings,
    families,
    places: rows,
    stays: store.heldStays(db, window, today),
    unavailabilities: settings.showUnavailabilities ? store.unavailabilitiesIn(db, window) : [],
    closedNights: closedNights({ startDate: window.start, endDate: window.end }, periods),
    hasActivityPeriod: periods.length > 0,
  };
}

export function extraPlanning(db: Db, today: string, query: PlanningWindowQuery): ExtraPlanningPayload {
  const window = planningWindow(query, settingsOf(db), today);
  const extras = stockManagedExtras(db);
  const uses = store.extraUsesIn(
    db,
    window,
    extras.map((e) => e.id),
  );
  return {
    start: window.start,
    days: window.days,
    today,
    extras: extras.map((e) => ({
      ...e,
      used: dailyUsage(
        window,
        uses.filter((u) => u.extraId === e.id),
      ),
    })),
  };
}

/** The site map on `date`: the stays there the night before or the night of the day. */
export function sitePlan(db: Db, today: string, date: string): PlanPayload {
  const window = { start: addDays(date, -1), days: 2, end: addDays(date, 1) };
  const { placeOrder } = settingsOf(db);
  const staysByPlace = new Map<number, (PlanStay & { isResident: boolean })[]>();
  for (const [
    occupancyId,
    bookingId,
    placeId,
    startDate,
    endDate,
    kind,
    customerName,
    persons,
    ,
    ,
    flags,
  ] of store.heldStays(db, window, today)) {
    const stay = { occupancyId, bookingId, customerName, startDate, endDate, persons, kind };
    staysByPlace.set(placeId, [
      ...(staysByPlace.get(placeId) ?? []),
      { ...stay, isResident: (flags & STAY_FLAGS.resident) !== 0 },
    ]);
  }
  const unavailable = store.unavailabilitiesIn(db, { start: date, days: 1, end: addDays(date, 1) });
  const places = placesByFamily(db, placeOrderingOf(placeOrder)).map((p) => {
    const stays = (staysByPlace.get(p.id) ?? []).sort((a, b) => a.startDate.localeCompare(b.startDate));
    const periods = unavailable.filter((u) => u[0] === p.id).map(([, startDate, endDate]) => ({ startDate, endDate }));
    return {
      id: p.id,
      number: p.number,
      name: p.name,
      typeLabel: p.typeLabel,
      layoutId: p.layoutId,
      layoutLabel: p.layoutLabel,
      planX: p.planX,
      planY: p.planY,
      state: placeStateOn(date, stays, periods),
      stays: stays.map(({ isResident: _r, ...s }) => s),
    };
  });
  return { date, today, settings: readModuleSetting(db, 'plan'), bounds: PLAN_BOUNDS, places };
}

/** Puts a place where it was dropped on the plan (the contract keeps it inside the bounds). */
export function movePlaceOnPlan(db: Db, now: string, placeId: number, position: PlanPosition): void {
  if (!placeOnPlan(db, placeId, position, now)) throw new AppError('NOT_FOUND');
}
