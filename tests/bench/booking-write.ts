// booking-write-http: a new booking over HTTP as the desk makes it (POST booking/booking/edit with
// id 0: rules, availability re-checked inside the IMMEDIATE transaction, price by the grid, the
// booking, its occupancy, occupants and lines, its history) with `synchronous = FULL`, each request
// on a place and window of its own; ref:booking-write-sql the same rows written by raw prepared
// statements in one IMMEDIATE transaction per booking: the floor of the disk's commits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../service/app';
import { systemClock } from '../../service/clock';
import { type Db, databaseFile, openDatabase } from '../../service/db/connection';
import { prepareDatabase } from '../../service/db/prepare';
import { addDays } from '../../service/domains/pricing';
import { createAccount } from '../../service/domains/security';
import type { Logger } from '../../service/logger';
import { placeTypeBody } from '../support/fixtures';
import { listen } from './http-load';
import { type BenchResult, round } from './report';
import { signInHeaders } from './sign-in-client';
import { timeCalls } from './sql-timing';
import { type WriteLoadResult, writeLoad } from './write-load';

const admin = { login: 'bench-booking', password: 'bench-booking-password' };
const placeCount = 400;
const seasonStart = '2026-04-01';
const seasonEnd = '2026-10-31';
const nights = 2;

export interface BookingWriteBench {
  logger: Logger;
  connections: number;
  httpSeconds: number;
  sqlSeconds: number;
}

type Slot = [placeId: number, startDate: string, endDate: string];

/** One call of the API, failing loudly: the site is built as an administrator would. */
export function apiOf(url: string, headers: Record<string, string>) {
  return async (method: 'GET' | 'POST', route: string, body?: unknown) => {
    const res = await fetch(`${url}/rest${route}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${route}: ${res.status} ${text}`);
    return JSON.parse(text);
  };
}

/** A pitch type priced by the night (20 € low, 35 € high season, 2 persons included), the season open, `placeCount` pitches, a customer. */
export async function buildSite(api: ReturnType<typeof apiOf>) {
  const rates: { id: number; rate: number }[] = await api('GET', '/reference/tva');
  const tva10 = rates.find((r) => r.rate === 1000)?.id ?? 0;
  const categories: { id: number; label: string }[] = await api('GET', '/reference/age-category');
  const adultId = categories.find((c) => c.label === 'Adulte')?.id ?? 0;
  const pitchId: number = (
    await api('POST', '/place/place-type/edit', {
      id: 0,
      ...placeTypeBody('Emplacement', { shortCode: 'EMP', tvaId: tva10 }),
    })
  ).id;
  const prices = (nightCents: number, adultCents: number) => [
    { placeTypeId: pitchId, nightCents, occupants: [{ ageCategoryId: adultId, mode: 1, cents: adultCents }] },
  ];
  await api('POST', '/price/grid/edit', {
    id: 0,
    label: 'Saison 2026',
    priceModel: 1,
    optionPricing: 'stay',
    includedPersons: 2,
    minPersons: 1,
    maxPersons: 6,
    bookingFeeCents: 0,
    periods: [
      { label: 'Basse saison', startDate: seasonStart, endDate: '2026-06-30', duration: 91, prices: prices(2000, 500) },
      {
        label: 'Haute saison',
        startDate: '2026-07-01',
        endDate: '2026-08-31',
        duration: 62,
        prices: prices(3500, 800),
      },
      { label: 'Arrière-saison', startDate: '2026-09-01', endDate: seasonEnd, duration: 61, prices: prices(2000, 500) },
    ],
    options: [],
  });
  await api('POST', '/admin/activity-period/edit', {
    id: 0,
    label: 'Saison 2026',
    startDate: seasonStart,
    endDate: seasonEnd,
  });
  const placeIds: number[] = [];
  for (let n = 1; n <= placeCount; n++) {
    placeIds.push(
      (await api('POST', '/place/place/edit', { id: 0, number: String(n), typeId: pitchId, capacity: 6 })).id,
    );
  }
  const customerId: number = (
    await api('POST', '/customer/customer/edit', { id: 0, lastName: 'Lalanne', firstName: 'Paul' })
  ).id;
  return { placeIds, customerId, adultId };
}

/** Every place × every window of `nights` in the season, places cycled first: no two bookings meet. */
export function freeSlots(placeIds: readonly number[]): Slot[] {
  const slots: Slot[] = [];
  for (let start = seasonStart; addDays(start, nights) <= seasonEnd; start = addDays(start, nights)) {
    for (const placeId of placeIds) slots.push([placeId, start, addDays(start, nights)]);
  }
  return slots;
}

/**
 * The raw twin: the held-stay seek of the availability check, the next booking code, then the
 * booking, its occupancy, two occupants, its lines and a history row, one IMMEDIATE transaction each.
 */
function rawBookingWrite(
  db: Db,
  slots: readonly Slot[],
  first: number,
  typeId: number,
  customerId: number,
  adultId: number,
) {
  const c = db.$client;
  const held = c.prepare(
    'SELECT id FROM occupancies WHERE place_id = ? AND holds_place = 1 AND start_date < ? AND end_date > ? LIMIT 1',
  );
  const lastCode = c.prepare("SELECT max(code) AS last FROM bookings WHERE code LIKE 'S26-%'");
  const booking = c.prepare(
    `INSERT INTO bookings (code, customer_id, kind, state, start_date, end_date, total_cents, balance_cents, booked_on, created_at, updated_at)
     VALUES (?, ?, 3, 'NORMAL', ?, ?, 7000, 7000, ?, ?, ?)`,
  );
  const occupancy = c.prepare(
    `INSERT INTO occupancies (booking_id, place_id, place_type_id, start_date, end_date, holds_place, persons_count, sort_order, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 1, 2, 0, ?, ?)`,
  );
  const occupant = c.prepare(
    "INSERT INTO occupants (occupancy_id, first_name, last_name, age_category_id, sort_order) VALUES (?, ?, 'Lalanne', ?, ?)",
  );
  const line = c.prepare(
    `INSERT INTO booking_lines (booking_id, occupancy_id, kind, key, label, quantity, unit_cents, amount_cents, vat_bp, basis, is_outside_vat_base, sort_order)
     VALUES (?, ?, 1, 'place', 'Emplacement', 2, 3500, 7000, 1000, 'stay', 0, 0)`,
  );
  const history = c.prepare(
    "INSERT INTO booking_history (booking_id, at, user_id, event, summary, detail, version) VALUES (?, ?, NULL, 'CREATED', 'Création', '{}', 0)",
  );
  let n = first;
  const write = c.transaction(() => {
    const [placeId, startDate, endDate] = slots[n++] as Slot;
    if (held.get(placeId, endDate, startDate)) throw new Error(`raw booking: place ${placeId} taken`);
    const last = (lastCode.get() as { last: string | null }).last;
    const code = `S26-${String(last ? Number(last.slice(4)) + 1 : 1).padStart(5, '0')}`;
    const at = new Date().toISOString();
    const bookingId = booking.run(code, customerId, startDate, endDate, at.slice(0, 10), at, at).lastInsertRowid;
    const occupancyId = occupancy.run(bookingId, placeId, typeId, startDate, endDate, at, at).lastInsertRowid;
    occupant.run(occupancyId, 'Paul', adultId, 0);
    occupant.run(occupancyId, 'Anne', adultId, 1);
    line.run(bookingId, occupancyId);
    history.run(bookingId, at);
  });
  return () => write.immediate();
}

/** `booking-write-http` and its `ref:booking-write-sql`, on a database of their own. */
export async function benchBookingWrite(o: BookingWriteBench): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-bench-booking-'));
  const clock = systemClock('2026-03-01');
  const db = openDatabase(databaseFile(dataDir));
  try {
    prepareDatabase(db, clock);
    await createAccount(db, clock, { ...admin, name: 'Bench', isAdmin: true });
    const server = await listen(createApp({ db, clock, logger: o.logger, dataDir }).fetch);
    let http: WriteLoadResult;
    let slots: Slot[];
    let site: Awaited<ReturnType<typeof buildSite>>;
    try {
      const headers = { ...(await signInHeaders(server.url, admin)) };
      site = await buildSite(apiOf(server.url, headers));
      slots = freeSlots(site.placeIds);
      const template = {
        id: 0,
        customerId: site.customerId,
        kind: 3,
        occupancies: [
          {
            placeId: 0,
            startDate: '',
            endDate: '',
            occupants: [
              { ageCategoryId: site.adultId, firstName: 'Paul', lastName: 'Lalanne' },
              { ageCategoryId: site.adultId, firstName: 'Anne', lastName: 'Lalanne' },
            ],
          },
        ],
      };
      const load = { url: server.url, headers, connections: o.connections, requests: 'booking-requests.mjs' };
      const data = { template, slots };
      const warm = await writeLoad({ ...load, seconds: 1, first: 0, data });
      http = await writeLoad({ ...load, seconds: o.httpSeconds, first: warm.next, data });
    } finally {
      await server.close();
    }
    const written = db.$client.prepare("SELECT count(*) AS n FROM bookings WHERE state = 'NORMAL'").get() as {
      n: number;
    };
    if (written.n !== http.next) throw new Error(`booking-write: ${written.n} bookings stored for ${http.next} sent`);
    const sync = db.$client.pragma('synchronous', { simple: true });
    const typeId = (
      db.$client.prepare('SELECT type_id FROM places WHERE id = ?').get(site.placeIds[0]) as { type_id: number }
    ).type_id;
    const sql = timeCalls(
      rawBookingWrite(db, slots, http.next, typeId, site.customerId, site.adultId),
      o.sqlSeconds,
      50,
    );
    return [
      {
        name: 'booking-write-http',
        unit: 'ops/s',
        median: round(http.opsPerSecond),
        p99: round(http.p99Ms),
        note:
          `median = bookings/s, p99 = latency ms; ${o.connections} concurrent fetch loops in a worker thread, ${o.httpSeconds} s; ` +
          `POST booking/booking/edit id 0, 2 adults, ${nights} nights on a free place of ${placeCount}, priced by grid; ` +
          `synchronous=${sync} (2 = FULL); p50 ${round(http.p50Ms)} ms; http/raw SQL = ${round(http.opsPerSecond / sql.opsPerSecond)} (ops/s ratio)`,
      },
      {
        name: 'ref:booking-write-sql',
        unit: 'ops/s',
        median: round(sql.opsPerSecond),
        p99: round(sql.p99Ms),
        note:
          'p99 = ms; held-stay seek + next code + booking, occupancy, 2 occupants, line, history by raw prepared statements ' +
          'in one IMMEDIATE transaction each; synchronous = FULL',
      },
    ];
  } finally {
    db.$client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
