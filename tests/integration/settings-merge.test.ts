// Saving a preference with fields left out keeps their stored values: the sent fields are merged
// over what is stored, never over the defaults.
import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const path = '/rest/preference/booking/option';

describe('saving a preference with fields missing', () => {
  it('keeps the stored values of the fields left out instead of resetting them to their defaults', async () => {
    const first = await ctx.admin.post(path, {
      optionValidityDays: 15,
      relaunchDaysBeforeExpiry: 5,
    });
    expect(first.status).toBe(200);

    const partial = await ctx.admin.post(path, { optionValidityDays: 20 });
    expect((await partial.json()).item).toMatchObject({
      optionValidityDays: 20,
      relaunchDaysBeforeExpiry: 5,
    });
    expect(await (await ctx.admin.get(path)).json()).toMatchObject({
      optionValidityDays: 20,
      relaunchDaysBeforeExpiry: 5,
    });
  });

  it('keeps every field left out of a second preference (arrivals and departures), each with its own value', async () => {
    const hours = {
      arrivalFromHour: '15:00',
      arrivalToHour: '19:00',
      departureBeforeHour: '11:00',
      rentalArrivalFromHour: '17:00',
      rentalDepartureBeforeHour: '09:30',
    };
    expect((await ctx.admin.post('/rest/preference/arrival_departure', hours)).status).toBe(200);
    const res = await ctx.admin.post('/rest/preference/arrival_departure', { departureBeforeHour: '10:00' });
    expect((await res.json()).item).toEqual({
      ...hours,
      departureBeforeHour: '10:00',
      version: 2,
      updatedBy: expect.any(Number),
    });
  });

  it('still refuses a sent field that is wrong, naming it, and stores nothing', async () => {
    await ctx.admin.post(path, { optionValidityDays: 15 });
    const res = await ctx.admin.post(path, { optionValidityDays: 0, relaunchDaysBeforeExpiry: 3 });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ optionValidityDays: 'INVALID_NUMBER' });
    expect(await (await ctx.admin.get(path)).json()).toMatchObject({ optionValidityDays: 15 });
  });
});
