// The printed documents' settings as the PDF reads them: each target's header text, footer, legal
// mentions and amounts, the words translated per language, and the right these screens need.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, documentModels } from '../../service/db/schema';
import { composeBookingDocument } from '../../service/domains/document';
import { documentBooking, languageId } from '../support/document-site';
import { pdfText } from '../support/pdf-text';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

async function ok(res: Response) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

const text = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ');

describe('document settings', () => {
  it('lists the printed document targets with the kinds each covers', async () => {
    const targets = await ok(await ctx.admin.get('/rest/document/setting-target'));
    expect(targets.map((t: { id: string }) => t.id)).toEqual(['stay', 'payment', 'billing']);
    expect(targets[1].kinds).toBe('Reçu de règlement, Demande de caution, Rappel de solde');
  });

  it('« header, footer and legal mentions of the target » print on the document of that target only', async () => {
    const { bookingId } = documentBooking(ctx.t.db);
    const stay = await ok(await ctx.admin.get('/rest/document/setting/document_stay'));
    await ok(
      await ctx.admin.post('/rest/document/setting/document_stay', {
        ...stay,
        headerText: 'Accueil ouvert de 9 h à 19 h',
        footerText: 'Merci de votre confiance',
        legalMentions: 'SARL au capital de 10 000 €',
      }),
    );
    const reservation = await text(
      composeBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'reservation', bookingId }).pdf,
    );
    for (const line of ['Accueil ouvert de 9 h à 19 h', 'Merci de votre confiance', 'SARL au capital de 10 000 €']) {
      expect(reservation).toContain(line);
    }
    const balance = await text(composeBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'balance', bookingId }).pdf);
    expect(balance).not.toContain('Merci de votre confiance');
  });

  it('« amounts not printed »: a target set so leaves every amount field empty', async () => {
    const { bookingId } = documentBooking(ctx.t.db);
    const payment = await ok(await ctx.admin.get('/rest/document/setting/document_payment'));
    await ok(await ctx.admin.post('/rest/document/setting/document_payment', { ...payment, showPrices: false }));
    const doc = composeBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'balance', bookingId });
    expect(doc.html).toContain('le solde de <strong></strong> est à régler');
    expect(doc.html).not.toContain('€');
    expect(doc.html).toContain('04/06/2026');
  });

  it('« translated labels of printed documents »: the title and « Page » in the model’s language', async () => {
    const { bookingId, customerId } = documentBooking(ctx.t.db);
    const english = languageId(ctx.t.db, 'en');
    const stamp = '2026-01-01T00:00:00.000Z';
    ctx.t.db
      .insert(documentModels)
      .values({
        kind: 'reservation',
        languageId: english,
        subject: 'Your booking',
        bodyHtml: '<p>Dear guest</p>',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .run();
    ctx.t.db.update(customers).set({ languageId: english }).where(eq(customers.id, customerId)).run();
    const dto = await ok(await ctx.admin.get('/rest/document/setting-translate'));
    expect(dto.languages.map((l: { name: string }) => l.name)).not.toContain('Français');
    await ok(
      await ctx.admin.post('/rest/document/setting-translate', {
        items: [
          { languageId: english, key: 'reservation', label: 'Booking confirmation' },
          { languageId: english, key: 'number', label: 'no.' },
          { languageId: english, key: 'page', label: 'Page' },
        ],
      }),
    );
    const doc = composeBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'reservation', bookingId });
    expect(doc.fileName).toBe('booking-confirmation-no-r00042.pdf');
    expect(await text(doc.pdf)).toContain('Booking confirmation no. R00042');
    // A translation left blank prints the French word again.
    await ok(
      await ctx.admin.post('/rest/document/setting-translate', {
        items: [{ languageId: english, key: 'reservation', label: ' ' }],
      }),
    );
    const again = composeBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'reservation', bookingId });
    expect(await text(again.pdf)).toContain('Confirmation de réservation no. R00042');
  });

  it('refuses a word that is not printed, and a user without the functionality (401 INSUFFICIENT_RIGHT)', async () => {
    const bad = await ctx.admin.post('/rest/document/setting-translate', {
      items: [{ languageId: languageId(ctx.t.db, 'en'), key: 'whatever', label: 'x' }],
    });
    expect((await bad.json()).fields).toEqual({ key: 'INVALID_TYPE' });
    const { id } = await ctx.t.addUser({ login: 'accueil', password: 'accueil-1' });
    await ok(
      await ctx.admin.post(`/rest/security/user/set_right/${id}`, {
        rights: [{ code: 'booking_booking_list', canSelect: true, canWrite: true, canDelete: false, canExport: false }],
      }),
    );
    const client = await ctx.t.signIn({ login: 'accueil', password: 'accueil-1' });
    for (const path of ['/rest/document/setting-target', '/rest/document/setting/document_stay']) {
      const res = await client.get(path);
      expect(res.status).toBe(401);
      expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
  });
});
