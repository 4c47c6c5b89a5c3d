// A booking's document: its model filled with every merge field, in the customer's language or
// else French, printed to a PDF a reader can read, and e-mailed through the outbox.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingLines, customers, mailAttachments, mailMessages } from '../../service/db/schema';
import { inTransaction } from '../../service/db/transaction';
import { composeBookingDocument, mailBookingDocument } from '../../service/domains/document';
import { DOCUMENT_KINDS } from '../../service/domains/document/kinds';
import { MERGE_FIELDS } from '../../service/domains/document/merge-fields';
import { documentModels } from '../../service/domains/document/schema';
import { documentBooking, languageId } from '../support/document-site';
import { pdfText } from '../support/pdf-text';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const nb = '\u00a0';

function setModel(kind: 'reservation', code: string, subject: string, bodyHtml: string) {
  const { db } = ctx.t;
  const language = languageId(db, code);
  const stamp = '2026-01-01T00:00:00.000Z';
  db.insert(documentModels)
    .values({ kind, languageId: language, subject, bodyHtml, createdAt: stamp, updatedAt: stamp })
    .onConflictDoUpdate({
      target: [documentModels.kind, documentModels.languageId],
      set: { subject, bodyHtml },
    })
    .run();
}

describe('composeBookingDocument', () => {
  it('« merge fields are filled from the booking »: every field, amounts as 1 234,56 €, days as DD/MM/YYYY', () => {
    const { bookingId } = documentBooking(ctx.t.db);
    const body = MERGE_FIELDS.filter((f) => f.name !== 'siteLogo')
      .map((f) => `<p>${f.name}=[{{${f.name}}}]</p>`)
      .join('');
    setModel('reservation', 'fr', 'Réservation {{bookingCode}} du {{startDate}}', body);
    const doc = composeBookingDocument(ctx.t.db, ctx.t.clock, {
      kind: 'reservation',
      bookingId,
      fields: { suretyLink: 'https://caution.example/abc' },
    });
    expect(doc.subject).toBe('Réservation R00042 du 04/07/2026');
    const expected: Record<string, string> = {
      customerCivility: 'Mme',
      customerFirstName: 'Anne',
      customerLastName: 'Martin',
      customerName: 'Mme Anne Martin',
      customerAddress: '3 rue des Lilas, 44000 Nantes',
      customerEmail: 'anne.martin@example.fr',
      bookingCode: 'R00042',
      startDate: '04/07/2026',
      endDate: '06/07/2026',
      nights: '2',
      arrivalHour: '14:00',
      arrivalToHour: '20:00',
      departureHour: '12:00',
      places: 'Emplacement n° 12',
      occupants: 'Anne Martin, Paul Martin',
      personsCount: '2',
      totalAmount: `1${nb}234,56${nb}€`,
      paidAmount: `300,00${nb}€`,
      balanceAmount: `934,56${nb}€`,
      depositAmount: `300,00${nb}€`,
      depositDueDate: '01/03/2026',
      balanceDueDate: '04/06/2026',
      suretyAmount: `250,00${nb}€`,
      suretyLink: 'https://caution.example/abc',
      siteName: 'Camping Les Pins',
      siteAddress: '12 route de la Plage, 56340 Carnac',
      sitePhone: '02 97 00 00 00',
      siteEmail: 'accueil@lespins.fr',
      today: '22/11/2026',
    };
    for (const [name, value] of Object.entries(expected)) expect(doc.html).toContain(`${name}=[${value}]`);
    expect(doc.html).not.toMatch(/\{\{/);
    expect(doc).toMatchObject({ to: ['anne.martin@example.fr'], bookingId, languageId: languageId(ctx.t.db, 'fr') });
  });

  it('« an unknown field is left visible as written », and values are escaped in the HTML body', () => {
    const { bookingId } = documentBooking(ctx.t.db);
    setModel('reservation', 'fr', 'Objet {{nonExistent}}', '<p>{{ nonExistent }} pour {{customerLastName}}</p>');
    const doc = composeBookingDocument(ctx.t.db, ctx.t.clock, {
      kind: 'reservation',
      bookingId,
      fields: { customerLastName: '<b>Martin & fils</b>' },
    });
    expect(doc.subject).toBe('Objet {{nonExistent}}');
    expect(doc.html).toBe('<p>{{ nonExistent }} pour &lt;b&gt;Martin &amp; fils&lt;/b&gt;</p>');
  });

  it('« the model of the customer’s language, else French »', () => {
    const german = documentBooking(ctx.t.db, { languageCode: 'de' });
    const fromFrench = composeBookingDocument(ctx.t.db, ctx.t.clock, {
      kind: 'reservation',
      bookingId: german.bookingId,
    });
    expect(fromFrench.languageId).toBe(languageId(ctx.t.db, 'fr'));
    expect(fromFrench.subject).toBe('Confirmation de votre réservation n° R00042');

    setModel('reservation', 'en', 'Your booking {{bookingCode}}', '<p>Dear {{customerFirstName}},</p>');
    ctx.t.db
      .update(customers)
      .set({ languageId: languageId(ctx.t.db, 'en') })
      .where(eq(customers.id, german.customerId))
      .run();
    const doc = composeBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'reservation', bookingId: german.bookingId });
    expect(doc).toMatchObject({ subject: 'Your booking R00042', languageId: languageId(ctx.t.db, 'en') });
    expect(doc.html).toBe('<p>Dear Anne,</p>');
  });

  it('prints the filled body with the site’s header to a PDF whose text reads back', async () => {
    const { bookingId } = documentBooking(ctx.t.db);
    const doc = composeBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'reservation', bookingId });
    expect(doc.fileName).toBe('confirmation-de-reservation-n-r00042.pdf');
    const text = (await pdfText(doc.pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Camping Les Pins');
    expect(text).toContain('Confirmation de réservation n° R00042');
    expect(text).toContain('Mme Martin,');
    expect(text).toContain('Le solde de 934,56 € est à régler au plus tard le 04/06/2026');
    expect(text).toContain('Page 1 / 1');
  });

  it('« subject and body required »: an empty model is refused', () => {
    const { bookingId } = documentBooking(ctx.t.db);
    setModel('reservation', 'fr', '  ', '<p>Bonjour</p>');
    expect(() => composeBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'reservation', bookingId })).toThrow(
      'EMAIL_SUBJECT_REQUIRED',
    );
    setModel('reservation', 'fr', 'Objet', '<p> </p><p><br></p>');
    expect(() => composeBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'reservation', bookingId })).toThrow(
      'EMAIL_BODY_REQUIRED',
    );
  });

  it('every kind has a default French model whose fields are all known', () => {
    const { bookingId } = documentBooking(ctx.t.db);
    for (const kind of DOCUMENT_KINDS) {
      const doc = composeBookingDocument(ctx.t.db, ctx.t.clock, { kind, bookingId });
      expect(`${doc.subject} ${doc.html}`, kind).not.toMatch(/\{\{/);
    }
  });
  it('« detail prices on the quote »: the priced lines listed, or none when the quote module says so', async () => {
    const { bookingId } = documentBooking(ctx.t.db);
    ctx.t.db
      .insert(bookingLines)
      .values({
        bookingId,
        kind: 1,
        key: 'night',
        label: 'Nuitées <emplacement>',
        quantity: 2,
        unitCents: 61_728,
        amountCents: 123_456,
        vatBp: 1000,
        basis: 'night',
      })
      .run();
    const quote = () => composeBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'quote', bookingId }).html;
    expect(quote()).toContain(`<ul><li>Nuitées &lt;emplacement&gt; : 2 × 617,28${nb}€ = 1${nb}234,56${nb}€</li></ul>`);
    const setting = await ctx.admin.get('/rest/module/setting/quotation');
    const saved = await ctx.admin.post('/rest/module/setting/quotation', {
      ...(await setting.json()),
      showPriceDetail: false,
    });
    expect(saved.status).toBe(200);
    expect(quote()).not.toContain('Nuitées');
  });
});

describe('mailBookingDocument', () => {
  it('« an e-mail is written with the change that causes it »: the outbox row of the booking, its PDF attached', () => {
    const { bookingId, customerId } = documentBooking(ctx.t.db);
    const id = inTransaction(ctx.t.db, () =>
      mailBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'balance', bookingId, createdBy: null }),
    );
    const row = ctx.t.db.select().from(mailMessages).where(eq(mailMessages.id, id)).get();
    expect(row).toMatchObject({
      kind: 'balance',
      status: 'pending',
      entityType: 'booking',
      entityId: bookingId,
      customerId,
      toJson: '["anne.martin@example.fr"]',
      subject: 'Solde de votre séjour n° R00042',
    });
    const files = ctx.t.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, id)).all();
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['rappel-de-solde-n-r00042.pdf', 'application/pdf'],
    ]);
    expect(files[0]?.content?.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('« recipient e-mail required »: a customer without e-mail is refused and nothing is queued', () => {
    const { bookingId } = documentBooking(ctx.t.db, { email: null });
    const before = ctx.t.db.select().from(mailMessages).all().length;
    expect(() =>
      inTransaction(ctx.t.db, () =>
        mailBookingDocument(ctx.t.db, ctx.t.clock, { kind: 'reservation', bookingId, createdBy: null }),
      ),
    ).toThrow('RECIPIENT_EMAIL_REQUIRED');
    expect(ctx.t.db.select().from(mailMessages).all()).toHaveLength(before);
  });
});
