// Activity periods and financial years through the registry; today is 2026-11-22.
import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const kinds = [
  ['activity periods', '/rest/admin/activity-period'],
  ['financial years', '/rest/admin/financial-year'],
] as const;

const year2027 = { label: '2027', startDate: '2027-01-01', endDate: '2027-12-31' };

describe.each(kinds)('%s', (_name, base) => {
  const save = (body: Record<string, unknown>) => ctx.admin.post(`${base}/edit`, { id: 0, ...body });

  it('saves a period and lists it by start date', async () => {
    await save({ label: '2028', startDate: '2028-01-01', endDate: '2028-12-31' });
    expect((await save(year2027)).status).toBe(200);
    const items = await (await ctx.admin.get(base)).json();
    expect(items.map((p: { label: string }) => p.label)).toEqual(['2027', '2028']);
  });

  it.each([
    ['2027-05-01', '2027-05-01'],
    ['2027-05-02', '2027-05-01'],
  ])('Start date before end date (not equal): %s to %s is refused with START_AFTER_END', async (startDate, endDate) => {
    const res = await save({ label: 'Mai', startDate, endDate });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ endDate: 'START_AFTER_END' });
  });

  it('Date fields longer than 10 characters are refused; one date incorrect gives INVALID_DATE', async () => {
    const res = await save({ label: 'Mai', startDate: '2027-05-01T00:00', endDate: '2027-02-30' });
    expect((await res.json()).fields).toEqual({ startDate: 'INVALID_DATE', endDate: 'INVALID_DATE' });
  });

  it.each([
    ['2027-12-31', '2028-01-10'],
    ['2026-12-01', '2027-01-01'],
    ['2027-03-01', '2027-03-31'],
  ])('Periods must not overlap: %s to %s is refused with OVERLAPPING_PERIODS', async (startDate, endDate) => {
    await save(year2027);
    const res = await save({ label: 'Chevauchement', startDate, endDate });
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('OVERLAPPING_PERIODS');
  });

  it('Periods must not overlap: adjacent periods are accepted, and a period may be edited in place', async () => {
    const { id } = await (await save(year2027)).json();
    expect((await save({ label: '2028', startDate: '2028-01-01', endDate: '2028-12-31' })).status).toBe(200);
    const edited = await ctx.admin.post(`${base}/edit`, { ...year2027, id, endDate: '2027-12-30' });
    expect(edited.status).toBe(200);
  });

  it('searches the periods containing a day', async () => {
    await save(year2027);
    await save({ label: '2028', startDate: '2028-01-01', endDate: '2028-12-31' });
    const page = await (await ctx.admin.post(`${base}/search`, { day: '2028-02-29' })).json();
    expect(page.items.map((p: { label: string }) => p.label)).toEqual(['2028']);
    const wrong = await ctx.admin.post(`${base}/search`, { day: '29/02/2028' });
    expect((await wrong.json()).fields).toEqual({ day: 'INVALID_DATE' });
  });
});

describe('financial years', () => {
  const base = '/rest/admin/financial-year';

  it('a new year is open: isClosed is false and cannot be set through the form', async () => {
    expect((await (await ctx.admin.get(`${base}/edit/0`)).json()).isClosed).toBe(false);
    const { id } = await (await ctx.admin.post(`${base}/edit`, { id: 0, ...year2027, isClosed: true })).json();
    expect((await (await ctx.admin.get(`${base}/edit/${id}`)).json()).isClosed).toBe(false);
  });

  it('A started year cannot be deleted: refused with FINANCIAL_YEAR_STARTED_CANNOT_BE_DELETED', async () => {
    const { id } = await (
      await ctx.admin.post(`${base}/edit`, { id: 0, label: '2026', startDate: '2026-01-01', endDate: '2026-12-31' })
    ).json();
    const res = await ctx.admin.post(`${base}/delete/${id}`);
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('FINANCIAL_YEAR_STARTED_CANNOT_BE_DELETED');
    expect((await ctx.admin.get(`${base}/edit/${id}`)).status).toBe(200);
  });

  it('A started year cannot be deleted: a year starting today has started', async () => {
    const { id } = await (
      await ctx.admin.post(`${base}/edit`, { id: 0, label: 'Décalé', startDate: '2026-11-22', endDate: '2027-11-21' })
    ).json();
    expect((await (await ctx.admin.post(`${base}/delete/${id}`)).json()).serverMessage).toBe(
      'FINANCIAL_YEAR_STARTED_CANNOT_BE_DELETED',
    );
  });

  it('A started year cannot be deleted: a year not yet started can be', async () => {
    const { id } = await (await ctx.admin.post(`${base}/edit`, { id: 0, ...year2027 })).json();
    expect(await (await ctx.admin.post(`${base}/delete/${id}`)).json()).toEqual({ status: 'DELETED' });
  });
});
