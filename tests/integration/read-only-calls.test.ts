// "A screen one may read calls only what one may read": a price grid's answer names what the grid
// screen shows (its partners, the simulator's extras and partners), so a user who reads grids but
// not partners sees which partners a grid is for, not an empty field under « Vide : grille publique »;
// the booking sheet reads its customer with the booking right.
import { describe, expect, it } from 'vitest';
import { pricedSite, saveGrid, seasonGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const firstId = async (base: string) => (await (await ctx.admin.get(base)).json())[0].id as number;

async function partner(name: string): Promise<number> {
  const res = await ctx.admin.post('/rest/partner/partner/edit', {
    id: 0,
    name,
    partnerTypeId: await firstId('/rest/partner/partner-type'),
    managementTypeId: await firstId('/rest/partner/management-type'),
    billingTypeId: await firstId('/rest/partner/billing-type'),
    commissionType: 'percent',
    commissionValue: 1500,
  });
  return (await res.json()).id;
}

describe('a price grid read without the partner right', () => {
  it('names the grid partners in its own answer, readable with the grid right alone', async () => {
    const site = await pricedSite(ctx.admin);
    const soleil = await partner('Vacances Soleil');
    await partner('Azur Voyages');
    const gridId = await saveGrid(ctx.admin, seasonGrid(site, { partnerIds: [soleil] }));
    const { id } = await ctx.t.addUser({ login: 'lea', password: 'lea-secret-1', name: 'Léa' });
    const body = {
      rights: [
        { code: 'extra_pricing_price_grid_list', canSelect: true, canWrite: false, canDelete: false, canExport: false },
      ],
    };
    expect((await ctx.admin.post(`/rest/security/user/set_right/${id}`, body)).status).toBe(200);
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-secret-1' });

    expect((await lea.post('/rest/partner/partner/search', {})).status).toBe(401);
    const res = await lea.get(`/rest/price/grid/edit/${gridId}`);
    expect(res.status).toBe(200);
    const grid = await res.json();
    expect(grid.partnerIds).toEqual([soleil]);
    expect(grid.availablePartner).toEqual([
      { id: expect.any(Number), label: 'Azur Voyages' },
      { id: soleil, label: 'Vacances Soleil' },
    ]);
    expect(grid.availableExtra.length).toBeGreaterThan(0);
  });
});

describe('a booking read without the customer right', () => {
  it("answers the booking's customer to a reader of bookings, who may not open the customer list", async () => {
    const created = await ctx.admin.post('/rest/customer/customer/edit', {
      id: 0,
      lastName: 'Martin',
      firstName: 'Claire',
    });
    const customerId = (await created.json()).id;
    const { id } = await ctx.t.addUser({ login: 'lea', password: 'lea-secret-1', name: 'Léa' });
    const body = {
      rights: [{ code: 'booking_booking_list', canSelect: true, canWrite: false, canDelete: false, canExport: false }],
    };
    expect((await ctx.admin.post(`/rest/security/user/set_right/${id}`, body)).status).toBe(200);
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-secret-1' });

    expect((await lea.get(`/rest/customer/customer/edit/${customerId}`)).status).toBe(401);
    const res = await lea.get(`/rest/booking/booking/customer/${customerId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: customerId, lastName: 'Martin', firstName: 'Claire' });
    expect((await lea.get('/rest/booking/booking/customer/999999')).status).toBe(404);
  });
});
