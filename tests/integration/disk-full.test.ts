// A full disk, made by lowering the app connection's max_page_count (a per-connection limit, so it
// is set on the very connection the app writes with): a write answers DISK_FULL with its French
// message, keeps nothing of itself, and writes go through again once room is made.
import { describe, expect, it } from 'vitest';
import { databaseHealth } from '../../service/db/database-state';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const saveCustomer = (lastName: string) =>
  ctx.admin.post('/rest/customer/customer/edit', {
    id: 0,
    lastName,
    // 8,000 bytes: more than a page, so the row needs new pages whatever room its table's pages have.
    notes: 'é'.repeat(4000),
    addressList: [{ address1: '1 allée des Pins', postalCode: '40200', town: 'Mimizan' }],
  });

const customerNames = () =>
  ctx.t.db.$client.prepare('SELECT last_name FROM customers ORDER BY id').pluck().all() as string[];

/** Caps the file at its current size, then fills every free page left, so the next new row needs room. */
function fillTheDisk(): void {
  const sqlite = ctx.t.db.$client;
  sqlite.exec('CREATE TABLE IF NOT EXISTS filler (x BLOB)');
  sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true })}`);
  const fill = sqlite.prepare('INSERT INTO filler VALUES (randomblob(512))');
  for (;;) {
    try {
      fill.run();
    } catch (error) {
      expect((error as { code?: string }).code).toBe('SQLITE_FULL');
      return;
    }
  }
}

describe('a full disk', () => {
  it('answers DISK_FULL (507) in French, not a 500, and nothing of the refused write is kept', async () => {
    expect((await saveCustomer('Acquis')).status).toBe(200);
    fillTheDisk();
    const res = await saveCustomer('Refusé');
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({
      serverMessage: 'DISK_FULL',
      message: 'Le disque du serveur est plein : rien n’a été enregistré. Prévenez le technicien.',
    });
    // The write acknowledged before is there; the refused one left neither its customer nor its address.
    expect(customerNames()).toEqual(['Acquis']);
    expect(ctx.t.db.$client.prepare('SELECT count(*) FROM customer_addresses').pluck().get()).toBe(1);
    expect(databaseHealth()).toMatchObject({ ok: false, state: 'disk-full' });
  });

  it('lets writes resume once room is made, and the health state comes back to ok', async () => {
    fillTheDisk();
    expect((await saveCustomer('Refusé')).status).toBe(507);
    expect(databaseHealth().state).toBe('disk-full');
    ctx.t.db.$client.pragma('max_page_count = 1073741823');
    expect((await saveCustomer('Après')).status).toBe(200);
    expect(customerNames()).toEqual(['Après']);
    expect(databaseHealth()).toEqual({ ok: true, state: 'ok' });
  });
});
