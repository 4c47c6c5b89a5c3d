// A stay of 0 nights, or ending before it starts, is refused with the rule's own code and message
// at the top of the answer (not « Formulaire incorrect »), the end date still named in `fields`.
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { type BookingSite, bookingBody, bookingSite } from '../support/booking-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: BookingSite;
beforeEach(async () => {
  site = await bookingSite(ctx.admin);
});

async function expectStartAfterEnd(res: Response, field: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.serverMessage).toBe('START_AFTER_END');
  expect(body.message).toBe(errorMessage('START_AFTER_END'));
  expect(body.fields[field]).toBe('START_AFTER_END');
}

const quote = (arrival: string, departure: string) =>
  ctx.admin.post('/rest/price/quote', {
    placeTypeId: site.pitchId,
    arrival,
    departure,
    occupants: [{ ageCategoryId: site.adultId, count: 2 }],
  });

describe('start before end, not equal: the catalogue code at the top', () => {
  it.each([
    ['0 nights', '2026-07-14', '2026-07-14'],
    ['an end before the start', '2026-07-14', '2026-07-10'],
  ])('a price quote of %s answers START_AFTER_END', async (_, arrival, departure) => {
    await expectStartAfterEnd(await quote(arrival, departure), 'departure');
  });

  it.each([
    ['a quote', 1],
    ['a reservation', 3],
  ])('%s of 0 nights answers START_AFTER_END', async (_, kind) => {
    const body = bookingBody(site, { startDate: '2026-07-14', endDate: '2026-07-14' }, { kind });
    await expectStartAfterEnd(await ctx.admin.post('/rest/booking/booking/edit', body), 'occupancies.0.endDate');
  });

  it('a booking ending before it starts answers START_AFTER_END', async () => {
    const body = bookingBody(site, { startDate: '2026-07-14', endDate: '2026-07-12' });
    await expectStartAfterEnd(await ctx.admin.post('/rest/booking/booking/edit', body), 'occupancies.0.endDate');
  });

  it('other form errors still answer VALIDATION « Formulaire incorrect »', async () => {
    const res = await ctx.admin.post('/rest/price/quote', { placeTypeId: site.pitchId, arrival: '2026-02-30' });
    expect(await res.json()).toMatchObject({ serverMessage: 'VALIDATION', message: 'Formulaire incorrect' });
  });
});
