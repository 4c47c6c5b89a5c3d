import { describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const save = (body: unknown) => ctx.admin.post('/rest/booking/booking/edit', body);

async function expectError(res: Response, code: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.code).toBe(code);
  return body;
}

describe('booking/booking/edit', () => {
  let site: BookingSite;
  const setup = async () => {
    site = await bookingSite(ctx.admin);
  };

  it('creates a reservation priced by the engine: 4 high-season nights of a pitch for two = 140 €, with its code', async () => {
    await setup();
    const { status, item } = await ok(await save(bookingBody(site, {})));
    expect(status).toBe('SAVED');
    expect(item.code).toMatch(/^R26-\d{5}$/);
    expect(item.kind).toBe(3);
    expect(item.occupancies[0].holdsPlace).toBe(true);
    expect(item.occupancies[0].gridId).toBe(site.gridId);
    expect(item.lines.find((l: { kind: number }) => l.kind === 1).amountCents).toBe(14000);
    expect(item.totalCents).toBeGreaterThanOrEqual(14000);
  });
});
