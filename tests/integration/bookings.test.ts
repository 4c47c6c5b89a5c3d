import { describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { createPartner } from '../support/fixtures';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: BookingSite;
const setup = async () => {
  site = await bookingSite(ctx.admin);
};
const save = (body: unknown) => ctx.admin.post('/rest/booking/booking/edit', body);
const post = (path: string, body: unknown = {}) => ctx.admin.post(`/rest/${path}`, body);

async function expectError(res: Response, code: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.serverMessage).toBe(code);
  return body;
}

const book = async (occupancy: Record<string, unknown> = {}, change: Record<string, unknown> = {}) =>
  (await ok(await save(bookingBody(site, occupancy, change)))).item;

describe('booking/booking/edit', () => {
  it('creates a reservation priced by the engine: 4 high-season nights of a pitch for two = 140 €, with its code', async () => {
    await setup();
    const { status, item } = await ok(await save(bookingBody(site, {})));
    expect(status).toBe('SAVED');
    expect(item.code).toMatch(/^R26-\d{5}$/);
    expect(item.quoteNumber).toBeNull();
    expect(item.occupancies[0].holdsPlace).toBe(true);
    expect(item.occupancies[0].gridId).toBe(site.gridId);
    expect(item.occupancies[0].personsCount).toBe(2);
    expect(item.lines.find((l: { kind: number }) => l.kind === 1).amountCents).toBe(14000);
    expect(item.startDate).toBe('2026-07-10');
    expect(item.endDate).toBe('2026-07-14');
  });

  it('a quote gets a quote number and holds no place (another stay may take the pitch)', async () => {
    await setup();
    const quote = await book({}, { kind: 1 });
    expect(quote.quoteNumber).toMatch(/^D26-\d{5}$/);
    expect(quote.code).toBeNull();
    expect(quote.occupancies[0].holdsPlace).toBe(false);
    await book();
  });

  it('an option gets its validity date from the option preference (today + 8 days)', async () => {
    await setup();
    const option = await book({}, { kind: 2 });
    expect(option.optionValidUntil).toBe('2026-11-30');
  });

  it('"at least one occupancy, each with a place"', async () => {
    await setup();
    await expectError(await save({ ...bookingBody(site, {}), occupancies: [] }), 'AT_LEAST_ONE_OCCUPANCY');
    await expectError(await save(bookingBody(site, { isCancelled: true })), 'AT_LEAST_ONE_OCCUPANCY');
    const body = await expectError(await save(bookingBody(site, { placeId: null })), 'OCCUPANCY_PLACE_REQUIRED');
    expect(body.fields['occupancies.0.placeId']).toBeDefined();
  });

  it('"overlapping periods": two occupancies of one booking on one place sharing a night', async () => {
    await setup();
    const body = bookingBody(site, {});
    const second = { ...body.occupancies[0], startDate: '2026-07-13', endDate: '2026-07-16' };
    await expectError(await save({ ...body, occupancies: [body.occupancies[0], second] }), 'OVERLAPPING_PERIODS');
    const next = { ...body.occupancies[0], startDate: '2026-07-14', endDate: '2026-07-16' };
    await ok(await save({ ...body, occupancies: [body.occupancies[0], next] }));
  });

  it('"no activity period": a stay outside the activity periods is refused', async () => {
    await setup();
    await expectError(
      await save(bookingBody(site, { startDate: '2026-03-28', endDate: '2026-04-02' })),
      'NO_ACTIVITY_PERIOD',
    );
    await expectError(
      await save(bookingBody(site, { startDate: '2026-10-30', endDate: '2026-11-02' })),
      'NO_ACTIVITY_PERIOD',
    );
    await ok(await save(bookingBody(site, { startDate: '2026-04-01', endDate: '2026-04-03' })));
  });

  it('Dates: start before end, not equal', async () => {
    await setup();
    const res = await save(bookingBody(site, { startDate: '2026-07-14', endDate: '2026-07-14' }));
    expect((await res.json()).fields['occupancies.0.endDate']).toBe('START_AFTER_END');
  });

  it("availability: an arrival on another stay's departure day is allowed; a shared night is not", async () => {
    await setup();
    await book();
    await book({ startDate: '2026-07-14', endDate: '2026-07-18' });
    await book({ startDate: '2026-07-05', endDate: '2026-07-10' });
    await expectError(
      await save(bookingBody(site, { startDate: '2026-07-13', endDate: '2026-07-15' })),
      'BOOKING_PLACE_NOT_AVAILABLE',
    );
    await expectError(
      await save(bookingBody(site, { startDate: '2026-07-01', endDate: '2026-07-30' })),
      'BOOKING_PLACE_NOT_AVAILABLE',
    );
  });

  it('availability: an unavailability covering a night refuses the place ("place not available")', async () => {
    await setup();
    await ok(
      await ctx.admin.post('/rest/place/unavailability/edit', {
        id: 0,
        placeId: site.places[0],
        startDate: '2026-07-12',
        endDate: '2026-07-20',
        reason: 'Travaux',
      }),
    );
    await expectError(await save(bookingBody(site, {})), 'PLACE_NOT_AVAILABLE');
    await book({ startDate: '2026-07-05', endDate: '2026-07-12' });
  });

  it('availability: a resident\'s stay holds the place ("place taken by a resident")', async () => {
    await setup();
    await book({ stayKind: 'RESIDENTIAL', startDate: '2026-04-01', endDate: '2026-10-31' });
    await expectError(await save(bookingBody(site, {})), 'PLACE_TAKEN_BY_RESIDENT');
  });

  it('availability: the party must fit the place capacity', async () => {
    await setup();
    const many = Array.from({ length: 7 }, () => ({ ageCategoryId: site.adultId }));
    await expectError(await save(bookingBody(site, { occupants: many })), 'QUANTITY_ABOVE_CAPACITY');
  });

  it('availability: a cancelled or deleted booking frees its place', async () => {
    await setup();
    const first = await book();
    await ok(await post(`booking/booking/${first.id}/cancel`, { reason: 'Météo' }));
    const second = await book();
    await ok(await post(`booking/booking/${second.id}/delete`, { reason: 'Doublon' }));
    await book();
  });

  it('a stock-managed extra keeps within its stock each night: "maximum availability for the equipment at this date is N"', async () => {
    await setup();
    const fridge = (
      await ok(
        await ctx.admin.post('/rest/extra/extra/edit', {
          id: 0,
          label: 'Réfrigérateur',
          tvaId: site.tva20,
          priceCents: 300,
          pricingMode: 'night',
          isStockManaged: true,
          stockQuantity: 2,
        }),
      )
    ).id;
    await book({ extras: [{ extraId: fridge, quantity: 1 }] });
    await book({ placeId: site.places[1], extras: [{ extraId: fridge, quantity: 1 }] });
    const res = await save(
      bookingBody(site, {
        placeId: site.places[2],
        startDate: '2026-07-13',
        endDate: '2026-07-15',
        extras: [{ extraId: fridge, quantity: 1 }],
      }),
    );
    const body = await expectError(res, 'MAX_AVAILABILITY_FOR_EQUIPMENT');
    expect(body.message).toBe('La disponibilité maximale pour cet équipement à cette date est de 0');
    await book({
      placeId: site.places[2],
      startDate: '2026-07-14',
      endDate: '2026-07-16',
      extras: [{ extraId: fridge, quantity: 2 }],
    });
  });

  it('an edit re-prices with the grid version the booking was priced with ("keep existing grid")', async () => {
    await setup();
    const first = await book();
    const grid = await (await ctx.admin.get(`/rest/price/grid/edit/${site.gridId}`)).json();
    grid.periods[1].prices[0].nightCents = 9900;
    await ok(await ctx.admin.post('/rest/price/grid/edit', grid));
    const body = { ...bookingBody(site, {}), id: first.id };
    body.occupancies[0] = { ...body.occupancies[0], id: first.occupancies[0].id, endDate: '2026-07-15' } as never;
    const kept = (await ok(await save(body))).item;
    expect(kept.lines.find((l: { kind: number }) => l.kind === 1).amountCents).toBe(5 * 3500);
    const fresh = (await ok(await save({ ...body, priceUpdateChoice: 'updateFromGrid' }))).item;
    expect(fresh.lines.find((l: { kind: number }) => l.kind === 1).amountCents).toBe(5 * 9900);
    expect(fresh.occupancies[0].gridVersion).toBeGreaterThan(first.occupancies[0].gridVersion);
  });

  it('a price typed by hand is kept and flagged "price manually changed" on later edits', async () => {
    await setup();
    const first = await book();
    const key = first.lines.find((l: { kind: number }) => l.kind === 1).key;
    const body = {
      ...bookingBody(site, {}),
      id: first.id,
      priceOverrides: [{ occupancyIndex: 0, key, amountCents: 10000 }],
    };
    body.occupancies[0] = { ...body.occupancies[0], id: first.occupancies[0].id } as never;
    const typed = (await ok(await save(body))).item;
    const line = typed.lines.find((l: { key: string }) => l.key === key);
    expect(line.amountCents).toBe(10000);
    expect(line.isPriceManuallyChanged).toBe(true);
    const again = (await ok(await save({ ...body, priceOverrides: [] }))).item;
    expect(again.lines.find((l: { key: string }) => l.key === key).amountCents).toBe(10000);
  });

  it('"residential or allotment stay blocks place change"; a locked occupancy keeps its place', async () => {
    await setup();
    const resident = await book({ stayKind: 'RESIDENTIAL', startDate: '2026-05-01', endDate: '2026-06-01' });
    const move = (occupancyId: number, placeId: number) =>
      post(`booking/occupancy/${occupancyId}/move`, { placeId, startDate: '2026-05-01', endDate: '2026-06-01' });
    await expectError(await move(resident.occupancies[0].id, site.places[1]), 'PLACE_CHANGE_BLOCKED_RESIDENTIAL');
    const partner = await createPartner(ctx.admin);
    const allotment = await book(
      { placeId: site.places[2], stayKind: 'ALLOTMENT', startDate: '2026-05-01', endDate: '2026-06-01' },
      { partnerId: partner },
    );
    await expectError(await move(allotment.occupancies[0].id, site.places[1]), 'PLACE_CHANGE_BLOCKED_ALLOTMENT');
    const plain = await book({ placeId: site.places[1], startDate: '2026-08-01', endDate: '2026-08-05' });
    await ok(await post(`booking/occupancy/${plain.occupancies[0].id}/lock`, { value: true }));
    const res = await post(`booking/occupancy/${plain.occupancies[0].id}/move`, {
      placeId: site.places[0],
      startDate: '2026-08-01',
      endDate: '2026-08-05',
    });
    await expectError(res, 'PLACE_LOCKED_BY_CUSTOMER');
  });

  it('the planning move re-checks availability like any edit (BOOKING_PLACE_NOT_AVAILABLE, which makes the UI reload)', async () => {
    await setup();
    const a = await book();
    await book({ placeId: site.places[1] });
    const res = await post(`booking/occupancy/${a.occupancies[0].id}/move`, {
      placeId: site.places[1],
      startDate: '2026-07-10',
      endDate: '2026-07-14',
    });
    const body = await expectError(res, 'BOOKING_PLACE_NOT_AVAILABLE');
    expect(body.message).toBe("La place n'est plus disponible sur la période");
    const moved = (
      await ok(
        await post(`booking/occupancy/${a.occupancies[0].id}/move`, {
          placeId: site.places[2],
          startDate: '2026-07-11',
          endDate: '2026-07-15',
        }),
      )
    ).item;
    expect(moved.occupancies[0].placeId).toBe(site.places[2]);
    expect(moved.occupancies[0].startDate).toBe('2026-07-11');
  });
});

describe('"sublet or allotment update or delete blocked when reserved"', () => {
  it('an allotment a partner stay reserves can neither change nor go; the others can', async () => {
    await setup();
    const partner = await createPartner(ctx.admin);
    // Each save is made on the partner as it is now (its version moves on with each save).
    const stored = async () => (await ctx.admin.get(`/rest/partner/partner/edit/${partner}`)).json();
    const july = { placeTypeId: site.pitchId, startDate: '2026-07-01', endDate: '2026-07-31', quantity: 2 };
    const august = { ...july, startDate: '2026-08-01', endDate: '2026-08-31' };
    await ok(await ctx.admin.post('/rest/partner/partner/edit', { ...(await stored()), allotments: [july, august] }));
    await book({ stayKind: 'ALLOTMENT' }, { partnerId: partner });
    await expectError(
      await ctx.admin.post('/rest/partner/partner/edit', {
        ...(await stored()),
        allotments: [{ ...july, quantity: 1 }, august],
      }),
      'ALLOTMENT_RESERVED_BLOCKED',
    );
    await expectError(
      await ctx.admin.post('/rest/partner/partner/edit', { ...(await stored()), allotments: [august] }),
      'ALLOTMENT_RESERVED_BLOCKED',
    );
    await ok(await ctx.admin.post('/rest/partner/partner/edit', { ...(await stored()), allotments: [july] }));
  });
});

describe('booking/booking/options', () => {
  it('answers the options of the grid pricing the stay; "no option available for this price grid" when it has none', async () => {
    await setup();
    const stay = { placeId: site.places[0], startDate: '2026-07-10', endDate: '2026-07-14' };
    const { gridId, options } = await ok(await post('booking/booking/options', stay));
    expect(gridId).toBe(site.gridId);
    expect(options.map((o: { refId: number }) => o.refId)).toEqual([site.electricityId]);
    const grid = await (await ctx.admin.get(`/rest/price/grid/edit/${site.gridId}`)).json();
    await ok(await ctx.admin.post('/rest/price/grid/edit', { ...grid, options: [] }));
    await expectError(await post('booking/booking/options', stay), 'NO_OPTION_FOR_PRICE_GRID');
  });
});

describe('transitions', () => {
  it('option to reservation, then reservation to option (validity renewed)', async () => {
    await setup();
    const option = await book({}, { kind: 2 });
    const reservation = (await ok(await post(`booking/booking/${option.id}/to-reservation`))).item;
    expect(reservation.kind).toBe(3);
    expect(reservation.optionValidUntil).toBeNull();
    expect(reservation.code).toBe(option.code);
    const back = (await ok(await post(`booking/booking/${option.id}/to-option`))).item;
    expect(back.kind).toBe(2);
    expect(back.optionValidUntil).toBe('2026-11-30');
    await expectError(await post(`booking/booking/${option.id}/to-option`), 'MODIFICATION_NOT_AUTHORISED');
  });

  it('quote to other: becomes an option or a reservation, gets a code, and its place is checked again', async () => {
    await setup();
    const quote = await book({}, { kind: 1 });
    const other = await book({}, { kind: 1 });
    const reservation = (await ok(await post(`booking/booking/${quote.id}/from-quote`, { kind: 3 }))).item;
    expect(reservation.kind).toBe(3);
    expect(reservation.code).toMatch(/^R26-/);
    expect(reservation.quoteNumber).toBe(quote.quoteNumber);
    await expectError(await post(`booking/booking/${other.id}/from-quote`, { kind: 2 }), 'BOOKING_PLACE_NOT_AVAILABLE');
    await expectError(
      await post(`booking/booking/${reservation.id}/from-quote`, { kind: 2 }),
      'MODIFICATION_NOT_AUTHORISED',
    );
  });

  it('validation: once, not on a quote', async () => {
    await setup();
    const quote = await book({}, { kind: 1 });
    await expectError(await post(`booking/booking/${quote.id}/validate`), 'MODIFICATION_NOT_AUTHORISED');
    const option = await book({ placeId: site.places[1] }, { kind: 2 });
    const validated = (await ok(await post(`booking/booking/${option.id}/validate`))).item;
    expect(validated.isValidated).toBe(true);
    await expectError(await post(`booking/booking/${option.id}/validate`), 'MODIFICATION_NOT_AUTHORISED');
  });

  it('"cancellation of stays requires a reason"; a cancelled stay can no longer change', async () => {
    await setup();
    const b = await book();
    const res = await post(`booking/booking/${b.id}/cancel`, { reason: '  ' });
    expect((await res.json()).fields.reason).toBe('REASON_REQUIRED');
    const cancelled = (await ok(await post(`booking/booking/${b.id}/cancel`, { reason: 'Météo' }))).item;
    expect(cancelled.state).toBe('CANCELLED');
    expect(cancelled.cancellationReason).toBe('Météo');
    expect(cancelled.occupancies[0].holdsPlace).toBe(false);
    await expectError(await post(`booking/booking/${b.id}/to-option`), 'MODIFICATION_NOT_AUTHORISED');
    await expectError(await save({ ...bookingBody(site, {}), id: b.id }), 'MODIFICATION_NOT_AUTHORISED');
  });

  it('"cannot cancel with partner occupancy"', async () => {
    await setup();
    const partner = await createPartner(ctx.admin);
    const b = await book({}, { partnerId: partner });
    await expectError(
      await post(`booking/booking/${b.id}/cancel`, { reason: 'Météo' }),
      'CANNOT_CANCEL_WITH_PARTNER_OCCUPANCY',
    );
  });

  it("the cancellation preference's fees become the one cancellation line (kind 20)", async () => {
    await setup();
    const prefs = await (await ctx.admin.get('/rest/preference/cancellation')).json();
    await ok(
      await ctx.admin.post('/rest/preference/cancellation', {
        ...prefs,
        keepDeposit: false,
        feesMode: 'amount',
        feesCents: 2500,
      }),
    );
    const b = await book();
    const cancelled = (await ok(await post(`booking/booking/${b.id}/cancel`, { reason: 'Météo' }))).item;
    expect(cancelled.lines).toEqual([expect.objectContaining({ kind: 20, amountCents: 2500 })]);
  });

  it('"deletion of stays requires a reason"; a deleted booking answers status DELETED', async () => {
    await setup();
    const b = await book();
    expect((await (await post(`booking/booking/${b.id}/delete`, {})).json()).fields.reason).toBe('REASON_REQUIRED');
    const answer = await ok(await post(`booking/booking/${b.id}/delete`, { reason: 'Doublon' }));
    expect(answer.status).toBe('DELETED');
    expect(answer.item.deletionReason).toBe('Doublon');
  });
});

describe('occupancy actions', () => {
  it('gone needs arrived; arrived cannot be unticked while gone', async () => {
    await setup();
    const b = await book();
    const id = b.occupancies[0].id;
    await expectError(await post(`booking/occupancy/${id}/gone`, { value: true }), 'GONE_NEEDS_ARRIVED');
    await ok(await post(`booking/occupancy/${id}/arrived`, { value: true }));
    const gone = (await ok(await post(`booking/occupancy/${id}/gone`, { value: true }))).item;
    expect(gone.occupancies[0].isGone).toBe(true);
    await expectError(await post(`booking/occupancy/${id}/arrived`, { value: false }), 'GONE_NEEDS_ARRIVED');
  });

  it('cancelling an occupancy frees its place and re-prices; the last one cannot go', async () => {
    await setup();
    const body = bookingBody(site, {});
    const two = (
      await ok(
        await save({
          ...body,
          occupancies: [body.occupancies[0], { ...body.occupancies[0], placeId: site.places[1] }],
        }),
      )
    ).item;
    const after = (await ok(await post(`booking/occupancy/${two.occupancies[1].id}/cancel`))).item;
    expect(after.occupancies[1].isCancelled).toBe(true);
    expect(after.occupancies[1].holdsPlace).toBe(false);
    expect(after.totalCents).toBe(two.totalCents / 2);
    await expectError(await post(`booking/occupancy/${two.occupancies[0].id}/cancel`), 'AT_LEAST_ONE_OCCUPANCY');
  });

  it('early departure ends the stay inside it; the unused nights are refunded under the preference', async () => {
    await setup();
    const prefs = await (await ctx.admin.get('/rest/preference/early_departure')).json();
    await ok(await ctx.admin.post('/rest/preference/early_departure', { ...prefs, refundRule: 'unused_nights' }));
    const b = await book();
    const id = b.occupancies[0].id;
    await expectError(
      await post(`booking/occupancy/${id}/early-departure`, { departureDate: '2026-07-14' }),
      'EARLY_DEPARTURE_OUTSIDE_STAY',
    );
    const early = (await ok(await post(`booking/occupancy/${id}/early-departure`, { departureDate: '2026-07-12' })))
      .item;
    expect(early.occupancies[0].endDate).toBe('2026-07-12');
    expect(early.occupancies[0].earlyDepartureFrom).toBe('2026-07-14');
    // The stay's line stays as booked; an early-departure line (kind 21) refunds the 2 unused nights.
    expect(early.lines.find((l: { kind: number }) => l.kind === 1).amountCents).toBe(14000);
    expect(early.lines.find((l: { kind: number }) => l.kind === 21).amountCents).toBe(-7000);
    expect(early.totalCents).toBe(7000);
    await book({ startDate: '2026-07-12', endDate: '2026-07-14' });
  });

  it('print attendants answers a PDF', async () => {
    await setup();
    const b = await book();
    const res = await ctx.admin.get(`/rest/booking/booking/${b.id}/attendants`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('deletion blockers bookings register', () => {
  it('place in use, equipment with history, customer with documents', async () => {
    await setup();
    await book();
    await expectError(
      await ctx.admin.post(`/rest/place/place/delete/${site.places[0]}`),
      'DELETE_BLOCKED_PLACE_IN_USE',
    );
    await expectError(
      await ctx.admin.post(`/rest/customer/customer/delete/${site.customerId}`),
      'CUSTOMER_HAS_DOCUMENTS',
    );
  });
});
