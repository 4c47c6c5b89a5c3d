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
      convertOnDeposit: false,
      cancelExpiredOptions: true,
    });
    expect(first.status).toBe(200);

    const partial = await ctx.admin.post(path, { optionValidityDays: 20 });
    expect((await partial.json()).item).toMatchObject({
      optionValidityDays: 20,
      relaunchDaysBeforeExpiry: 5,
      convertOnDeposit: false,
      cancelExpiredOptions: true,
    });
    expect(await (await ctx.admin.get(path)).json()).toMatchObject({
      optionValidityDays: 20,
      relaunchDaysBeforeExpiry: 5,
      convertOnDeposit: false,
      cancelExpiredOptions: true,
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
