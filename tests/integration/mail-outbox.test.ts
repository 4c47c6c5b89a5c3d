// The outbox is written in the business transaction that causes an e-mail: a commit leaves exactly
// one e-mail with its attachments, a rollback leaves none.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailAttachments, mailMessages } from '../../service/db/schema';
import { inTransaction } from '../../service/db/transaction';
import { enqueueMail } from '../../service/domains/mail/outbox';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const at = '2026-11-27T08:00:00.000Z';
const mail = {
  kind: 'reservation' as const,
  to: ['anne.martin@example.fr'],
  subject: 'Votre réservation',
  html: '<p>Bonjour</p>',
  attachments: [{ fileName: 'contrat.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
  entityType: 'booking' as const,
  entityId: 7,
};

describe('enqueueMail', () => {
  it('« an e-mail is written with the change that causes it »: committed, it waits in the outbox', () => {
    const id = inTransaction(ctx.t.db, () => enqueueMail(ctx.t.db, at, mail));
    const row = ctx.t.db.select().from(mailMessages).where(eq(mailMessages.id, id)).get();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, toJson: '["anne.martin@example.fr"]', entityId: 7 });
    const files = ctx.t.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, id)).all();
    expect(files.map((f) => [f.fileName, f.size])).toEqual([['contrat.pdf', 8]]);
  });

  it('« a change rolled back sends nothing »: no e-mail and no attachment stay behind', () => {
    const before = ctx.t.db.select().from(mailMessages).all().length;
    expect(() =>
      inTransaction(ctx.t.db, () => {
        enqueueMail(ctx.t.db, at, mail);
        throw new Error('the booking failed');
      }),
    ).toThrow('the booking failed');
    expect(ctx.t.db.select().from(mailMessages).all()).toHaveLength(before);
    expect(ctx.t.db.select().from(mailAttachments).all()).toHaveLength(before);
  });
});
