// Options expire, in a real browser on 10 July 2026: the option list shows each option's validity
// with « Échue » past it, filters the expired ones, and « Annuler les options échues maintenant »
// says the preference is off, then (preference on) cancels the expired option and frees its place.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../service/domains/booking/schema';
import { insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const today = '2026-07-10';
const ctx = withSiteAndBrowser({ today });

function option(customerId: number, placeId: number, code: string, optionValidUntil: string) {
  const { id } = insertBooking(ctx.site.db, {
    customerId,
    code,
    kind: 2,
    startDate: '2026-07-20',
    endDate: '2026-07-27',
    placeId,
    totalCents: 40_000,
  });
  ctx.site.db.update(bookings).set({ optionValidUntil }).where(eq(bookings.id, id)).run();
  return id;
}

describe('options past their validity', () => {
  it('« an option past its validity is expired »: shown, filtered, cancelled now by the preference (screenshot option-list-expired)', async () => {
    const db = ctx.site.db;
    const pitch = insertPlaceType(db, 'Emplacement');
    const [p1, p2] = insertPlaces(db, pitch, ['B1', 'B2']);
    const expired = option(
      insertCustomer(db, { lastName: 'Lapierre', firstName: 'Marc' }),
      p1,
      'R26-00201',
      '2026-07-05',
    );
    option(insertCustomer(db, { lastName: 'Rivière', firstName: 'Anne' }), p2, 'R26-00202', '2026-07-12');
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await signInThroughApi(page, adminLogin, '/booking-list/2');
    const main = page.getByRole('main');
    const expiredRow = main.getByRole('row').filter({ hasText: 'R26-00201' });
    const validRow = main.getByRole('row').filter({ hasText: 'R26-00202' });
    await expiredRow.waitFor();
    expect(await expiredRow.innerText()).toMatch(/05\/07\/2026\s*Échue/);
    expect(await validRow.innerText()).toContain('12/07/2026');
    expect(await validRow.innerText()).not.toContain('Échue');
    await screenshot(page, 'option-list-expired');

    // Its sheet says it in the header, beside the validity date.
    await expiredRow.dblclick();
    const header = main.getByText("valable jusqu'au 05/07/2026");
    await header.waitFor();
    await main.getByText('Échue', { exact: true }).waitFor();
    await page.waitForURL(/\/new-booking\/resume\/\d+\/[1-9]\d*\//);
    await screenshot(page, 'option-sheet-expired');
    await page.goto('/booking-list/2');
    await expiredRow.waitFor();

    await main.getByRole('checkbox', { name: 'Options échues seulement' }).check();
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => validRow.count()).toBe(0);
    expect(await expiredRow.count()).toBe(1);

    const runNow = async () => {
      await main.getByRole('button', { name: 'Annuler les options échues maintenant' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Annuler les options échues' }).click();
    };
    await runNow();
    await shell.seeToast(/Préférence « Annuler les options échues » décochée/);
    expect(db.select().from(bookings).where(eq(bookings.id, expired)).get()?.state).toBe('NORMAL');

    // The preference, no longer marked « not built », is ticked on its screen, its help telling what it does.
    await page.goto('/preference/booking/option');
    const preference = main.getByLabel('Annuler les options échues');
    await preference.waitFor();
    expect(await preference.isDisabled()).toBe(false);
    await main.getByText(/Chaque nuit \(dès que le planificateur du site l'exécute\)/).waitFor();
    await preference.check();
    await screenshot(page, 'preference-option-expiry');
    await main.getByRole('button', { name: 'Valider (F12)' }).click();
    await shell.seeToast('Modification enregistrée');
    await page.goto('/booking-list/2');
    await expiredRow.waitFor();
    await runNow();
    await shell.seeToast('1 option échue annulée : R26-00201.');
    await expect.poll(() => expiredRow.count()).toBe(0);
    expect(db.select().from(bookings).where(eq(bookings.id, expired)).get()).toMatchObject({
      state: 'CANCELLED',
      cancellationReason: 'Option échue le 05/07/2026',
    });
  });
});
