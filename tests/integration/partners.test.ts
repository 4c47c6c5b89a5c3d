// Partners and their types, payment terms, commissions and discounts through the registry.
import { describe, expect, it } from 'vitest';
import { createPlaceType } from '../support/fixtures';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const json = async (res: Response) => res.json();
const fieldsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  return (await res.json()).fields;
};
const firstId = async (base: string) => (await json(await ctx.admin.get(base)))[0].id as number;

async function partnerBody(more: Record<string, unknown> = {}) {
  return {
    id: 0,
    name: 'Vacances Soleil',
    partnerTypeId: await firstId('/rest/partner/partner-type'),
    managementTypeId: await firstId('/rest/partner/management-type'),
    billingTypeId: await firstId('/rest/partner/billing-type'),
    commissionType: 'percent',
    commissionValue: 1500,
    ...more,
  };
}

describe('partner lists', () => {
  it.each([
    [
      '/rest/partner/partner-type',
      ['Tour-opérateur', "Comité d'entreprise", 'Site de réservation', 'Agence de voyage'],
    ],
    ['/rest/partner/management-type', ['Allotement', 'À la demande']],
    ['/rest/partner/billing-type', ['Facturation au partenaire', 'Facturation au client']],
  ])('a new site has the usual %s', async (base, labels) => {
    expect((await json(await ctx.admin.get(base))).map((r: { label: string }) => r.label)).toEqual(labels);
  });

  it.each([
    ['/rest/partner/partner-type', 'partnerTypeId'],
    ['/rest/partner/management-type', 'managementTypeId'],
    ['/rest/partner/billing-type', 'billingTypeId'],
  ])('%s: a type given to a partner cannot be deleted, only deactivated', async (base, field) => {
    const { id } = await json(await ctx.admin.post(`${base}/edit`, { id: 0, label: 'Neuf' }));
    await ctx.admin.post('/rest/partner/partner/edit', await partnerBody({ [field]: id }));
    expect((await json(await ctx.admin.post(`${base}/delete/${id}`))).serverMessage).toBe('DELETE_BLOCKED_IN_USE');
    expect(await json(await ctx.admin.get(`${base}/active/${id}/0`))).toEqual({ status: 'SAVED' });
  });
});

describe('partners', () => {
  const base = '/rest/partner/partner';
  const save = (body: Record<string, unknown>) => ctx.admin.post(`${base}/edit`, body, { returnEditItem: 'true' });

  it('saves a partner with contact, commission periods and allotments, and reads them back', async () => {
    const placeTypeId = await createPlaceType(ctx.admin, 'Mobil-home');
    const answer = await json(
      await save(
        await partnerBody({
          color: '#1677ff',
          email: 'resa@vacances-soleil.fr',
          phone: '05 58 00 00 00',
          town: 'Mimizan',
          commissionPeriods: [
            { startDate: '2027-07-01', endDate: '2027-08-31', rate: 1800 },
            { startDate: '2027-04-01', endDate: '2027-06-30', rate: 1200 },
          ],
          allotments: [{ placeTypeId, startDate: '2027-06-01', endDate: '2027-09-15', quantity: 12 }],
        }),
      ),
    );
    expect(answer.item).toMatchObject({
      name: 'Vacances Soleil',
      phone: '0558000000',
      commissionValue: 1500,
      commissionPeriods: [
        { startDate: '2027-04-01', endDate: '2027-06-30', rate: 1200 },
        { startDate: '2027-07-01', endDate: '2027-08-31', rate: 1800 },
      ],
      allotments: [{ placeTypeId, startDate: '2027-06-01', endDate: '2027-09-15', quantity: 12 }],
    });
    expect(answer.item.availablePartnerType.length).toBe(4);
  });

  it.each([
    ['A partner type must be chosen', { partnerTypeId: null }, { partnerTypeId: 'PARTNER_TYPE_REQUIRED' }],
    ['A partner type must be chosen (unknown)', { partnerTypeId: 9999 }, { partnerTypeId: 'PARTNER_TYPE_REQUIRED' }],
    ['Choose a management type', { managementTypeId: null }, { managementTypeId: 'MANAGEMENT_TYPE_REQUIRED' }],
    ['Choose a billing type', { billingTypeId: 9999 }, { billingTypeId: 'BILLING_TYPE_REQUIRED' }],
    ['Choose a commission rate', { commissionValue: null }, { commissionValue: 'COMMISSION_RATE_REQUIRED' }],
    ['a commission percent is at most 100 %', { commissionValue: 10_001 }, { commissionValue: 'INVALID_NUMBER' }],
    ['Invalid e-mail', { email: 'resa@soleil' }, { email: 'INVALID_EMAIL' }],
    ['Invalid phone', { phone: '12' }, { phone: 'INVALID_PHONE' }],
    ['Required field: the name', { name: '' }, { name: 'REQUIRED' }],
    [
      'Start date before end date (commission period)',
      { commissionPeriods: [{ startDate: '2027-07-01', endDate: '2027-07-01', rate: 1000 }] },
      { 'commissionPeriods.0.endDate': 'START_AFTER_END' },
    ],
    [
      'Periods must not overlap (commission periods)',
      {
        commissionPeriods: [
          { startDate: '2027-07-01', endDate: '2027-07-31', rate: 1000 },
          { startDate: '2027-07-31', endDate: '2027-08-31', rate: 1000 },
        ],
      },
      { 'commissionPeriods.1.startDate': 'OVERLAPPING_PERIODS' },
    ],
    [
      'Quantity must be positive (allotment)',
      { allotments: [{ placeTypeId: 4, startDate: '2027-06-01', endDate: '2027-06-30', quantity: 0 }] },
      { 'allotments.0.quantity': 'QUANTITY_MUST_BE_POSITIVE' },
    ],
  ])('%s', async (_rule, change, fields) => {
    expect(await fieldsOf(await save(await partnerBody(change)))).toEqual(fields);
  });

  it('a refused save leaves nothing half-written', async () => {
    const { id } = await json(
      await save(
        await partnerBody({ commissionPeriods: [{ startDate: '2027-01-01', endDate: '2027-12-31', rate: 900 }] }),
      ),
    );
    await save(await partnerBody({ id, name: 'Autre', paymentTermsId: 9999, commissionPeriods: [] }));
    const item = await json(await ctx.admin.get(`${base}/edit/${id}`));
    expect(item.name).toBe('Vacances Soleil');
    expect(item.commissionPeriods).toHaveLength(1);
  });

  it('deleting a partner takes its periods and allotments with it', async () => {
    const placeTypeId = await createPlaceType(ctx.admin, 'Chalet');
    const { id } = await json(
      await save(
        await partnerBody({
          commissionPeriods: [{ startDate: '2027-01-01', endDate: '2027-12-31', rate: 900 }],
          allotments: [{ placeTypeId, startDate: '2027-06-01', endDate: '2027-06-30', quantity: 2 }],
        }),
      ),
    );
    expect(await json(await ctx.admin.post(`${base}/delete/${id}`))).toEqual({ status: 'DELETED' });
    const left = ctx.t.db.$client.prepare('select count(*) as n from partner_commission_periods').get() as {
      n: number;
    };
    expect(left.n).toBe(0);
  });

  it('searches partners by name and active flag', async () => {
    await save(await partnerBody());
    const { id } = await json(await save(await partnerBody({ name: 'Camping Tour' })));
    await ctx.admin.get(`${base}/active/${id}/0`);
    const page = await json(await ctx.admin.post(`${base}/search`, { isActive: true }));
    expect(page.items.map((p: { name: string }) => p.name)).toEqual(['Vacances Soleil']);
  });
});

describe('payment terms', () => {
  const base = '/rest/partner/payment-terms';
  const terms = {
    id: 0,
    label: '25 % à la réservation',
    depositMode: 'percent',
    depositRate: 2500,
    balanceDaysBeforeArrival: 30,
  };

  it.each([
    ['fixed amount', { depositMode: 'fixed', depositAmountCents: 15_000 }],
    ['percentage', {}],
    ['by started week', { depositMode: 'startedWeek', depositAmountCents: 5000 }],
    ['equal to first night', { depositMode: 'firstNight', depositRate: null }],
    ['deposit 100 % option', { depositMode: 'fixed', isFullDeposit: true }],
  ])('Deposit modes: %s is saved', async (_mode, change) => {
    expect((await ctx.admin.post(`${base}/edit`, { ...terms, ...change })).status).toBe(200);
  });

  it.each([
    [{ depositMode: 'fixed' }, { depositAmountCents: 'DEPOSIT_AMOUNT_REQUIRED' }],
    [{ depositRate: null }, { depositRate: 'DEPOSIT_AMOUNT_REQUIRED' }],
    [{ depositRate: 10_001 }, { depositRate: 'INVALID_NUMBER' }],
    [{ depositMode: 'weekly' }, { depositMode: 'REQUIRED' }],
    [{ balanceDaysBeforeArrival: -1 }, { balanceDaysBeforeArrival: 'INVALID_NUMBER' }],
  ])('A deposit amount must be entered: %j refused', async (change, fields) => {
    expect(await fieldsOf(await ctx.admin.post(`${base}/edit`, { ...terms, ...change }))).toEqual(fields);
  });

  it('payment terms given to a partner cannot be deleted', async () => {
    const { id } = await json(await ctx.admin.post(`${base}/edit`, terms));
    await ctx.admin.post('/rest/partner/partner/edit', await partnerBody({ paymentTermsId: id }));
    expect((await json(await ctx.admin.post(`${base}/delete/${id}`))).serverMessage).toBe('DELETE_BLOCKED_IN_USE');
  });
});

describe('commissions', () => {
  const base = '/rest/partner/commission';
  const commission = {
    id: 0,
    label: 'TO standard',
    unit: 'percent',
    value: 1500,
    base: 'accommodation',
    accountingCode: '622100',
  };

  it('saves a commission as a rate or an amount (unit types: currency or percent)', async () => {
    expect((await ctx.admin.post(`${base}/edit`, commission)).status).toBe(200);
    expect((await ctx.admin.post(`${base}/edit`, { ...commission, unit: 'currency', value: 2500 })).status).toBe(200);
  });

  it.each([
    [{ value: null }, { value: 'COMMISSION_RATE_REQUIRED' }],
    [{ value: 0 }, { value: 'AMOUNT_MUST_BE_POSITIVE' }],
    [{ value: 10_001 }, { value: 'INVALID_NUMBER' }],
    [{ unit: 'euro' }, { unit: 'REQUIRED' }],
  ])('Choose a commission rate: %j refused', async (change, fields) => {
    expect(await fieldsOf(await ctx.admin.post(`${base}/edit`, { ...commission, ...change }))).toEqual(fields);
  });
});

describe('discounts', () => {
  const base = '/rest/price/discount';
  const discount = {
    id: 0,
    label: 'Long séjour',
    kind: 'automatic',
    unit: 'percent',
    value: 1000,
    minNights: 14,
    bookingStartDate: '2027-01-01',
    bookingEndDate: '2027-03-31',
    tvaId: 2,
  };
  const save = (body: Record<string, unknown>) => ctx.admin.post(`${base}/edit`, body, { returnEditItem: 'true' });

  it('an automatic discount keeps its conditions; a manual one has none', async () => {
    expect((await json(await save(discount))).item).toMatchObject({ minNights: 14, bookingEndDate: '2027-03-31' });
    expect((await json(await save({ ...discount, kind: 'manual' }))).item).toMatchObject({
      minNights: null,
      bookingStartDate: null,
      bookingEndDate: null,
    });
  });

  it.each([
    ['Choose a discount type', { kind: null }, { kind: 'DISCOUNT_TYPE_REQUIRED' }],
    ['Choose a VAT', { tvaId: null }, { tvaId: 'VAT_REQUIRED' }],
    ['Choose a VAT (unknown)', { tvaId: 9999 }, { tvaId: 'VAT_REQUIRED' }],
    ['Amount must be positive', { value: 0 }, { value: 'AMOUNT_MUST_BE_POSITIVE' }],
    ['a percent is at most 100 %', { value: 20_000 }, { value: 'INVALID_NUMBER' }],
    [
      'Start date before end date (booking window)',
      { bookingEndDate: '2027-01-01' },
      { bookingEndDate: 'START_AFTER_END' },
    ],
  ])('%s', async (_rule, change, fields) => {
    expect(await fieldsOf(await save({ ...discount, ...change }))).toEqual(fields);
  });

  it('the edit answer offers the kinds, the units and the VAT rates', async () => {
    const item = await json(await ctx.admin.get(`${base}/edit/0`));
    expect(item.availableKind.map((k: { id: string }) => k.id)).toEqual(['manual', 'automatic', 'preconfigured']);
    expect(item.availableUnit.map((k: { id: string }) => k.id)).toEqual(['currency', 'percent']);
    expect(item.availableTva.length).toBe(5);
  });
});

describe.each([
  '/rest/partner/partner',
  '/rest/partner/partner-type',
  '/rest/partner/billing-type',
  '/rest/partner/management-type',
  '/rest/partner/payment-terms',
  '/rest/partner/commission',
  '/rest/price/discount',
])('%s with 000 rights', (base) => {
  it('refuses reading, writing and deleting: 401 INSUFFICIENT_RIGHT', async () => {
    await ctx.t.addUser({ login: 'nobody', password: 'nobody-1' });
    const nobody = await ctx.t.signIn({ login: 'nobody', password: 'nobody-1' });
    const answers = [
      await nobody.get(base),
      await nobody.post(`${base}/edit`, { id: 0 }),
      await nobody.post(`${base}/delete/1`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect((await json(res)).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
  });
});
