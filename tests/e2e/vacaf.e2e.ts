// VACAF in a real browser on 10 July 2026: /vacaf-list shows the bookings carrying an aid with what
// the fund has paid (a vacaf payment) and still owes, filters those pending, and opens a booking
// whose resume form shows « Nature de l'acompte » and the aid with its file number.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../service/db/transaction';
import { bookings } from '../../service/domains/booking/schema';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { PAYMENT_KIND, PAYMENT_TYPE } from '../../service/domains/payment/kinds';
import { insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import { choose } from './support/antd-inputs';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-07-10' });

function aided(customerId: number, placeId: number, code: string, aid: { cents: number; file: string }) {
  const { id } = insertBooking(ctx.site.db, {
    customerId,
    code,
    startDate: '2026-07-20',
    endDate: '2026-07-27',
    placeId,
    totalCents: 40_000,
  });
  ctx.site.db
    .update(bookings)
    .set({ vacafAidCents: aid.cents, vacafFileNumber: aid.file, depositNature: 'acompte' })
    .where(eq(bookings.id, id))
    .run();
  return id;
}

describe('/vacaf-list', () => {
  it('« the aid stays a receivable until the fund pays »: received and remaining, pending filtered, the booking opened (screenshot vacaf-list)', async () => {
    const db = ctx.site.db;
    const [p1, p2] = insertPlaces(db, insertPlaceType(db, 'Emplacement'), ['V1', 'V2']);
    const paid = aided(insertCustomer(db, { lastName: 'Lapierre', firstName: 'Marc' }), p1, 'R26-00301', {
      cents: 15_000,
      file: 'CAF-0001',
    });
    aided(insertCustomer(db, { lastName: 'Rivière', firstName: 'Anne' }), p2, 'R26-00302', {
      cents: 12_000,
      file: 'CAF-0002',
    });
    inTransaction(db, () =>
      appendChained(db, CHAINS.payment, {
        kind: PAYMENT_KIND.payment,
        bookingId: paid,
        payer: 'vacaf',
        paymentMethodId: 1,
        paymentType: PAYMENT_TYPE.regulation,
        paidOn: '2026-07-10',
        paidAt: '09:00',
        amountCents: 15_000,
        changeCents: 0,
        isGuarantee: false,
        createdAt: '2026-07-10T07:00:00.000Z',
      }),
    );
    const page = ctx.browser.page;
    await signInThroughApi(page, adminLogin, '/vacaf-list');
    const main = page.getByRole('main');
    const paidRow = main.getByRole('row').filter({ hasText: 'R26-00301' });
    const pendingRow = main.getByRole('row').filter({ hasText: 'R26-00302' });
    await pendingRow.waitFor();
    expect(await paidRow.innerText()).toMatch(/CAF-0001[\s\S]*150,00\s€[\s\S]*150,00\s€[\s\S]*0,00\s€/);
    expect(await pendingRow.innerText()).toMatch(/CAF-0002[\s\S]*120,00\s€[\s\S]*0,00\s€[\s\S]*120,00\s€/);
    await main.getByText(/aides 270,00\s€, versé 150,00\s€, reste 120,00\s€/).waitFor();
    await screenshot(page, 'vacaf-list');

    await choose(page, 'Versement', 'En attente du versement');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => paidRow.count()).toBe(0);
    expect(await pendingRow.count()).toBe(1);

    await pendingRow.dblclick();
    await page.waitForURL(/\/new-booking\/resume\/\d+\//);
    await expect.poll(() => main.getByLabel('N° dossier VACAF').inputValue()).toBe('CAF-0002');
    expect(await main.getByLabel('Aide VACAF').inputValue()).toMatch(/^120,00$/);
    await main.getByText('Acompte', { exact: true }).first().waitFor();
    await screenshot(page, 'vacaf-booking-resume');
  });
});
