// The party of a stay, from the availability search to the saved booking: each occupant priced in
// the age category of its age on arrival (from the birth date, else the age typed), and a new
// booking started as a quote, an option or a reservation. Clock: 22/11/2026 (the machine's date
// differs, so an answer on that day is the business date).
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../support/booking-site';
import { type PartySite, partySite } from '../support/party-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: PartySite;

const july = { startDate: '2026-07-10', endDate: '2026-07-14' };
const search = (body: Record<string, unknown>) =>
  ctx.admin.post('/rest/booking/availability/search', { ...july, ...body });
const draft = (body: Record<string, unknown>) =>
  ctx.admin.post('/rest/booking/booking/temporary', { customerId: site.customerId, kind: 3, ...body });
const categoriesOf = (occupancy: { occupants: { ageCategoryId: number }[] }) =>
  occupancy.occupants.map((o) => o.ageCategoryId);

beforeEach(async () => {
  site = await partySite(ctx.admin);
});

describe('the availability search prices the party in their real age categories', () => {
  it('2 adults and a child of 8 for 4 July nights cost 4 × (35 + 2 × 8 + 3) = 216,00 €, not 236,00 € as three adults', async () => {
    const { places } = await ok(await search({ party: { adults: 2, childAges: [8], animals: [] } }));
    expect(places.map((p: { totalCents: number }) => p.totalCents)).toEqual([21600, 21600]);
    const asAdults = await ok(await search({ persons: 3 }));
    expect(asAdults.places[0].totalCents).toBe(23600);
  });

  it('a child is priced by its age on arrival: 12 is a child (3 €), 13 a teenager (no occupant price), 1 a baby', async () => {
    const priced = async (childAges: number[]) =>
      (await ok(await search({ party: { adults: 1, childAges, animals: [] } }))).places[0].totalCents;
    expect(await priced([12])).toBe(4 * (3500 + 800 + 300));
    expect(await priced([13])).toBe(4 * (3500 + 800));
    expect(await priced([1])).toBe(4 * (3500 + 800));
  });

  it('the whole party must fit the place: 5 adults and 2 children find no pitch holding 6', async () => {
    const { places } = await ok(await search({ party: { adults: 5, childAges: [4, 6], animals: [] } }));
    expect(places).toEqual([]);
  });

  it('a child age above 17 is refused with the catalogue code', async () => {
    const res = await search({ party: { adults: 1, childAges: [18], animals: [] } });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ 'party.childAges.0': 'INVALID_NUMBER' });
  });
});

describe('the sheet opened from a search result starts with its party', () => {
  it('two adults, a child of 8 in « Enfant » and a dog, priced 216,00 €', async () => {
    const opened = await ok(
      await draft({
        placeId: site.places[0],
        ...july,
        party: { adults: 2, childAges: [8], animals: [{ animalTypeId: site.dogId, quantity: 1 }] },
      }),
    );
    const [first] = opened.body.occupancies;
    expect(categoriesOf(first)).toEqual([site.adultId, site.adultId, site.childId]);
    expect(first.occupants.map((o: { age: number | null }) => o.age)).toEqual([null, null, 8]);
    expect(first.animals).toEqual([{ animalTypeId: site.dogId, quantity: 1, name: null }]);
    expect(opened.quote.occupancies[0].quote.totals.totalCents).toBe(21600);
  });
});

describe('the age category is derived from the birth date at the arrival date', () => {
  const occupant = (o: Record<string, unknown>) => ({ firstName: 'X', lastName: 'Lalanne', ...o });
  const save = (occupants: Record<string, unknown>[]) =>
    ctx.admin.post('/rest/booking/booking/edit', {
      id: 0,
      customerId: site.customerId,
      kind: 3,
      occupancies: [{ placeId: site.places[0], ...july, occupants }],
    });

  it('the save derives it even when no category is sent: born in 2018 is a child, 18 on the arrival day an adult', async () => {
    const answer = await ok(
      await save([
        occupant({ birthDate: '1985-05-01' }),
        occupant({ birthDate: '2008-07-10' }),
        occupant({ birthDate: '2018-03-02' }),
        occupant({ age: 8 }),
      ]),
    );
    const stored = answer.item.occupancies[0];
    expect(categoriesOf(stored)).toEqual([site.adultId, site.adultId, site.childId, site.childId]);
    expect(answer.item.totalCents).toBe(4 * (3500 + 2 * 800 + 2 * 300));
  });

  it('the birth date wins over a category chosen by hand; without birth date nor age the hand choice stays', async () => {
    const answer = await ok(
      await save([
        occupant({ birthDate: '2018-03-02', ageCategoryId: site.adultId }),
        occupant({ ageCategoryId: site.teenId }),
        occupant({}),
      ]),
    );
    expect(categoriesOf(answer.item.occupancies[0])).toEqual([site.childId, site.teenId, site.adultId]);
  });

  it('a draft update answers the derived category, which the sheet shows', async () => {
    const opened = await ok(await draft({ placeId: site.places[0], ...july }));
    const body = {
      ...opened.body,
      occupancies: [
        {
          ...opened.body.occupancies[0],
          occupants: [occupant({ birthDate: '2019-07-11', ageCategoryId: site.adultId })],
        },
      ],
    };
    const updated = await ok(await ctx.admin.post(`/rest/booking/booking/temporary/${opened.draftId}`, body));
    expect(categoriesOf(updated.body.occupancies[0])).toEqual([site.childId]);
    expect(updated.quote.occupancies[0].quote.totals.totalCents).toBe(4 * (3500 + 300));
  });
});

describe('a new booking starts as a quote, an option or a reservation', () => {
  it('an option opened from the start is valid for the option preference: 22/11 + 8 days, then + 3 days once changed', async () => {
    const option = await ok(await draft({ kind: 2, placeId: site.places[0], ...july }));
    expect(option.body.kind).toBe(2);
    expect(option.body.optionValidUntil).toBe('2026-11-30');
    // The browser keeps the draft alive by this, not by comparing its own clock with the business one.
    expect(option.lockSeconds).toBe(20 * 60);
    const prefs = await (await ctx.admin.get('/rest/preference/booking/option')).json();
    await ok(await ctx.admin.post('/rest/preference/booking/option', { ...prefs, optionValidityDays: 3 }));
    const shorter = await ok(await draft({ kind: 2, placeId: site.places[1], ...july }));
    expect(shorter.body.optionValidUntil).toBe('2026-11-25');
  });

  it('a quote opened from the start is saved as a quote: a quote number, no place held', async () => {
    const quote = await ok(
      await draft({ kind: 1, placeId: site.places[0], ...july, party: { adults: 2, childAges: [], animals: [] } }),
    );
    expect(quote.body.optionValidUntil).toBeNull();
    const saved = await ok(await ctx.admin.post(`/rest/booking/booking/temporary/${quote.draftId}/commit`, {}));
    expect(saved.item.kind).toBe(1);
    expect(saved.item.quoteNumber).toMatch(/^D26-/);
    expect(saved.item.occupancies[0].holdsPlace).toBe(false);
  });

  it('the sheet and the search choose from lists carrying the business date and the option validity', async () => {
    for (const path of ['/rest/booking/booking/choices', '/rest/booking/availability/choices']) {
      const choices = await ok(await ctx.admin.get(path));
      expect(choices.today).toBe('2026-11-22');
      expect(choices.optionValidityDays).toBe(8);
    }
  });
});
