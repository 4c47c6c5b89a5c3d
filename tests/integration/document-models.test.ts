// The document models over HTTP: edit and save (sanitised, required, one per language), the files
// a model carries and the formats refused, the live preview, printing a booking's document to a
// PDF, e-mailing it from the booking sheet, and the rights each call needs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orphanFiles } from '../../service/domains/upkeep';
import type { Client } from '../support/client';
import { documentBooking, languageId } from '../support/document-site';
import { insertFinancialYear, insertInvoice } from '../support/invoices';
import { pdfText } from '../support/pdf-text';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

interface ModelRow {
  id: number;
  kind: string;
  languageId: number;
  subject: string;
  bodyHtml: string;
  version: number;
  attachments: { id: number; role: string; fileName: string }[];
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const frenchModel = async (kind: string) =>
  (await json<ModelRow[]>(await ctx.admin.get(`/rest/document/model?kind=${kind}`))).find(
    (m) => m.languageId === languageId(ctx.t.db, 'fr'),
  ) as ModelRow;

const saveModel = (model: Partial<ModelRow>, client: Client = ctx.admin) =>
  client.post('/rest/document/model/edit', { id: 0, kind: 'reservation', ...model }, { returnEditItem: 'true' });

const bytes = (head: number[], size = 64) => {
  const b = new Uint8Array<ArrayBuffer>(new ArrayBuffer(size));
  b.set(head);
  return b;
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

function upload(modelId: number, role: string, name: string, content: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('uploadfile', new Blob([content]), name);
  return ctx.admin.request(`/rest/document/model/${modelId}/attachment/${role}`, { method: 'POST', body: form });
}

async function refusal(res: Response) {
  const body = await res.json();
  expect(res.status).toBe(400);
  return body.serverMessage as string;
}

async function userWith(rights: { code: string; r: string }[]): Promise<Client> {
  const { id } = await ctx.t.addUser({ login: 'accueil', password: 'accueil-1' });
  const body = rights.map(({ code, r }) => ({
    code,
    canSelect: r !== '000',
    canWrite: r === '011',
    canDelete: false,
    canExport: false,
  }));
  await json(await ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights: body }));
  return ctx.t.signIn({ login: 'accueil', password: 'accueil-1' });
}

describe('document models', () => {
  it('lists every kind with its models: a French one seeded for each', async () => {
    const kinds = await json<{ id: string; label: string; models: number }[]>(
      await ctx.admin.get('/rest/document/function-model'),
    );
    expect(kinds).toHaveLength(10);
    expect(kinds.find((k) => k.id === 'surety')).toEqual({ id: 'surety', label: 'Demande de caution', models: 1 });
  });

  it('« the body is sanitised on save »: scripts, handlers and unknown tags go, the small tag set stays', async () => {
    const model = await frenchModel('reservation');
    const saved = await json<{ item: ModelRow }>(
      await saveModel({
        ...model,
        subject: 'Réservation {{bookingCode}}',
        bodyHtml:
          '<p onclick="steal()">Bonjour <strong>{{customerFirstName}}</strong><script>alert(1)</script></p>' +
          '<table><tr><td>cellule</td></tr></table><p><a href="javascript:alert(1)">x</a> <a href="{{paymentLink}}">payer</a></p>',
      }),
    );
    expect(saved.item.bodyHtml).toBe(
      '<p>Bonjour <strong>{{customerFirstName}}</strong></p>cellule<p><a>x</a> <a href="{{paymentLink}}">payer</a></p>',
    );
    expect(saved.item.version).toBe(model.version + 1);
  });

  it('« subject and body required »', async () => {
    const model = await frenchModel('balance');
    expect(await refusal(await saveModel({ ...model, subject: ' ' }))).toBe('EMAIL_SUBJECT_REQUIRED');
    expect(await refusal(await saveModel({ ...model, bodyHtml: '<p> <br></p><script>x</script>' }))).toBe(
      'EMAIL_BODY_REQUIRED',
    );
  });

  it('« body too large because of an image »: an inlined image past the limit is refused', async () => {
    const model = await frenchModel('balance');
    const image = `<p><img src="data:image/png;base64,${'A'.repeat(800_000)}"></p>`;
    expect(await refusal(await saveModel({ ...model, bodyHtml: image }))).toBe('EMAIL_BODY_TOO_LARGE');
  });

  it('keeps one model per kind and language; the French one cannot be deleted', async () => {
    const french = await frenchModel('quote');
    const twin = await saveModel({ kind: 'quote', languageId: french.languageId, subject: 'S', bodyHtml: '<p>B</p>' });
    const body = await twin.json();
    expect(body).toMatchObject({ serverMessage: 'VALIDATION', fields: { languageId: 'VALUE_ALREADY_ASSIGNED' } });
    const blank = await json<ModelRow>(await ctx.admin.get('/rest/document/model/edit/0?kind=quote'));
    expect(blank.languageId).toBe(languageId(ctx.t.db, 'en'));
    const english = await json<{ id: number }>(
      await saveModel({ kind: 'quote', languageId: blank.languageId, subject: 'Your quote', bodyHtml: '<p>Hello</p>' }),
    );
    expect((await json<ModelRow[]>(await ctx.admin.get('/rest/document/model?kind=quote'))).length).toBe(2);
    expect(await refusal(await ctx.admin.post(`/rest/document/model/delete/${french.id}`))).toBe(
      'MODIFICATION_NOT_AUTHORISED',
    );
    await json(await ctx.admin.post(`/rest/document/model/delete/${english.id}`));
  });

  it('« signature images JPG, JPEG or PNG; documents .doc, .pdf, .odt; images .jpg, .jpeg, .png, .gif »', async () => {
    const { id } = await frenchModel('reservation');
    expect(await refusal(await upload(id, 'signature', 'signature.gif', bytes(GIF)))).toBe('INVALID_SIGNATURE_IMAGE');
    expect(await refusal(await upload(id, 'document', 'conditions.txt', bytes([0x41])))).toBe('INVALID_DOCUMENT');
    // A file renamed is read for what it is.
    expect(await refusal(await upload(id, 'document', 'conditions.pdf', bytes(PNG)))).toBe('INVALID_DOCUMENT');
    expect(await refusal(await upload(id, 'image', 'plan.bmp', bytes([0x42, 0x4d])))).toBe('INVALID_IMAGE');
    expect(await refusal(await upload(id, 'signature', 'signature.png', bytes(PNG, 400 * 1024)))).toBe(
      'FILE_TOO_LARGE',
    );
    await json(await upload(id, 'image', 'plan.gif', bytes(GIF)));
    await json(await upload(id, 'document', 'conditions.pdf', bytes(PDF)));
    const model = await json<ModelRow>(await ctx.admin.get(`/rest/document/model/edit/${id}`));
    expect(model.attachments.map((a) => [a.role, a.fileName])).toEqual([
      ['image', 'plan.gif'],
      ['document', 'conditions.pdf'],
    ]);
    const file = await ctx.admin.get(`/rest/document/model/attachment/${model.attachments[1]?.id}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes(PDF));
    // The files system checks and purges know them: a model's file is no orphan, a stray one is.
    fs.writeFileSync(path.join(ctx.t.dataDir, 'uploads/documents/stray.pdf'), 'x');
    expect(orphanFiles(ctx.t.db, ctx.t.dataDir).map((f) => f.relative)).toEqual(['uploads/documents/stray.pdf']);
  });

  it('previews the model being typed with the first booking, naming the unknown fields', async () => {
    documentBooking(ctx.t.db);
    const preview = await json<{ subject: string; html: string; unknownFields: string[]; bookingCode: string }>(
      await ctx.admin.post('/rest/document/model/preview', {
        subject: 'Séjour {{bookingCode}}',
        bodyHtml: '<p>Total {{totalAmount}} {{typo}}</p><script>x</script>',
      }),
    );
    expect(preview).toEqual({
      subject: 'Séjour R00042',
      html: '<p>Total 1\u00a0234,56\u00a0€ {{typo}}</p>',
      unknownFields: ['typo'],
      bookingCode: 'R00042',
    });
  });
});

describe('printing and e-mailing a booking’s documents', () => {
  it('prints the document to a PDF a new tab opens', async () => {
    const { bookingId } = documentBooking(ctx.t.db);
    const choices = await json<{ kind: string; modelId: number; languageId: number }[]>(
      await ctx.admin.get(`/rest/document/booking/${bookingId}/choices`),
    );
    const balance = choices.find((c) => c.kind === 'balance');
    const res = await ctx.admin.get(`/rest/printing/${balance?.modelId}/booking/${bookingId}/0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('rappel-de-solde-n-r00042.pdf');
    expect((await pdfText(await res.arrayBuffer())).replace(/\s+/g, ' ')).toContain('Rappel de solde n° R00042');
  });

  it('e-mails it from the booking sheet: queued with the PDF and the model’s files, listed under the booking', async () => {
    const { bookingId } = documentBooking(ctx.t.db);
    const { id: modelId } = await frenchModel('reservation');
    await json(await upload(modelId, 'document', 'conditions.pdf', bytes(PDF)));
    const { id } = await json<{ id: number }>(
      await ctx.admin.post(`/rest/document/booking/${bookingId}/mail`, { kind: 'reservation' }),
    );
    const mails = await json<{ id: number; status: string; to: string[]; subject: string; attachments: string[] }[]>(
      await ctx.admin.get(`/rest/document/booking/${bookingId}/mails`),
    );
    expect(mails).toEqual([
      expect.objectContaining({
        id,
        status: 'pending',
        to: ['anne.martin@example.fr'],
        subject: 'Confirmation de votre réservation n° R00042',
        attachments: ['confirmation-de-reservation-n-r00042.pdf', 'conditions.pdf'],
      }),
    ]);
  });

  it('« the invoice is the issued invoice »: printed and e-mailed as its legal PDF, refused while the stay is not billed', async () => {
    const { bookingId, customerId } = documentBooking(ctx.t.db);
    const choices = await json<{ kind: string; modelId: number }[]>(
      await ctx.admin.get(`/rest/document/booking/${bookingId}/choices`),
    );
    const model = choices.find((c) => c.kind === 'invoice');
    const unbilled = await ctx.admin.get(`/rest/printing/${model?.modelId}/booking/${bookingId}/0`);
    expect(await refusal(unbilled)).toBe('DOCUMENT_INVOICE_MISSING');
    const notMailed = await ctx.admin.post(`/rest/document/booking/${bookingId}/mail`, { kind: 'invoice' });
    expect(await refusal(notMailed)).toBe('DOCUMENT_INVOICE_MISSING');

    insertInvoice(ctx.t.db, {
      financialYearId: insertFinancialYear(ctx.t.db),
      yearSeq: 7,
      number: 'F2026-0007',
      bookingId,
      customerId,
      buyerName: 'Mme Anne Martin',
      issuedOn: '2026-06-01',
      lines: [{ label: 'Séjour R00042', unitCents: 123_456 }],
    });
    const printed = await ctx.admin.get(`/rest/printing/${model?.modelId}/booking/${bookingId}/0`);
    expect(printed.headers.get('content-disposition')).toContain('facture-F2026-0007.pdf');
    const text = (await pdfText(await printed.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('F2026-0007');
    expect(text).toContain('1 234,56');
    await json(await ctx.admin.post(`/rest/document/booking/${bookingId}/mail`, { kind: 'invoice' }));
    const [mail] = await json<{ attachments: string[] }[]>(
      await ctx.admin.get(`/rest/document/booking/${bookingId}/mails`),
    );
    expect(mail?.attachments[0]).toBe('facture-F2026-0007.pdf');
  });

  it('« recipient e-mail required »: a customer without e-mail gets nothing queued', async () => {
    const { bookingId } = documentBooking(ctx.t.db, { email: '' });
    const res = await ctx.admin.post(`/rest/document/booking/${bookingId}/mail`, { kind: 'reservation' });
    expect(await refusal(res)).toBe('RECIPIENT_EMAIL_REQUIRED');
    expect(await json<unknown[]>(await ctx.admin.get(`/rest/document/booking/${bookingId}/mails`))).toEqual([]);
  });
});

describe('rights are checked on the server', () => {
  it('a reader of the models cannot save one, and without the printing functionality no PDF (401 INSUFFICIENT_RIGHT)', async () => {
    const { bookingId } = documentBooking(ctx.t.db);
    const model = await frenchModel('reservation');
    const client = await userWith([
      { code: 'booking_booking_list', r: '011' },
      { code: 'document_email_document_model_list', r: '001' },
    ]);
    expect((await client.get('/rest/document/function-model')).status).toBe(200);
    for (const res of [
      await saveModel({ ...model, subject: 'Changé' }, client),
      await client.get(`/rest/printing/${model.id}/booking/${bookingId}/0`),
    ]) {
      expect(res.status).toBe(401);
      expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
  });
});
