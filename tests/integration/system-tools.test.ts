// The system tools over HTTP on a real data folder: the verification (/verif-file-page), the purge
// (/purging-files), the customer transfer in packets (/transfer-customers) and the history of the
// money records (/post-history), with their rights.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '../support/client';
import { moneyRows } from '../support/money-rows';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;

beforeEach(async () => {
  t = await makeTestApp();
  admin = await t.signIn();
});
afterEach(() => t.close());

const sql = (text: string, ...params: unknown[]) => t.db.$client.prepare(text).run(...params);
/** The establishment's logo column names the file (the row made if the site has none yet). */
function setLogo(name: string) {
  if (sql('UPDATE establishments SET logo_file = ?', name).changes === 0)
    sql(
      "INSERT INTO establishments (logo_file, created_at, updated_at) VALUES (?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
      name,
    );
}
const uploads = () => path.join(t.dataDir, 'uploads');

function putFile(name: string, modifiedAt: string) {
  fs.mkdirSync(uploads(), { recursive: true });
  const file = path.join(uploads(), name);
  fs.writeFileSync(file, 'x'.repeat(2048));
  fs.utimesSync(file, new Date(modifiedAt), new Date(modifiedAt));
}

function insertCustomers(count: number) {
  const insert = t.db.$client.prepare(
    `INSERT INTO customers (code, first_name, last_name, sort_name, created_at, updated_at)
     VALUES (?, 'Anne', ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
  );
  t.db.$client.transaction(() => {
    for (let i = 1; i <= count; i += 1) insert.run(`T${i}`, `Nom${i}`, `nom${i} anne`);
  })();
}

describe('/verif-file-page', () => {
  it('names a file the establishment row refers to that is missing from the data folder', async () => {
    setLogo('logo-absent.png');
    const res = await admin.post('/rest/system/verify');
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report.isOk).toBe(false);
    expect(report.checks.find((c: { key: string }) => c.key === 'files')).toMatchObject({ checked: 1, anomalies: 1 });
    expect(report.findings).toEqual([
      expect.objectContaining({
        check: 'files',
        table: 'establishments',
        message: expect.stringContaining('uploads/logo-absent.png est absent'),
      }),
    ]);
    const last = await (await admin.get('/rest/system/verify')).json();
    expect(last.report).toMatchObject({ checkedAt: report.checkedAt, isOk: false });
  });

  it('"file verification is for system users only": an administrator without the system flag gets 401', async () => {
    await t.addUser({ login: 'chef', password: 'chef-pass', isAdmin: true });
    const chef = await t.signIn({ login: 'chef', password: 'chef-pass' });
    expect((await chef.post('/rest/system/verify')).status).toBe(401);
    expect((await chef.get('/rest/system/verify')).status).toBe(401);
    // The other system tools follow the rights: an administrator holds them.
    expect((await chef.post('/rest/system/purge/plan', { before: '2026-01-01' })).status).toBe(200);
  });
});

describe('/purging-files', () => {
  it('a dry run counts and sizes the orphan files before the day and removes nothing; the purge removes them and journals it', async () => {
    putFile('old-orphan.pdf', '2025-06-01T10:00:00Z');
    putFile('new-orphan.pdf', '2026-11-20T10:00:00Z');
    const request = { before: '2026-01-01', orphanFiles: true };
    const plan = await (await admin.post('/rest/system/purge/plan', request)).json();
    expect(plan).toMatchObject({
      isApplied: false,
      lines: [{ target: 'orphanFiles', count: 1, bytes: 2048, items: ['uploads/old-orphan.pdf'] }],
    });
    expect(fs.readdirSync(uploads()).sort()).toEqual(['new-orphan.pdf', 'old-orphan.pdf']);
    const journalBefore = t.db.$client.prepare("SELECT count(*) AS n FROM tech_events WHERE kind LIKE 'purge.%'").get();
    expect(journalBefore).toEqual({ n: 0 });

    const done = await (await admin.post('/rest/system/purge', request)).json();
    expect(done).toMatchObject({ isApplied: true, lines: [{ count: 1, bytes: 2048 }] });
    expect(fs.readdirSync(uploads())).toEqual(['new-orphan.pdf']);
    const journal = t.db.$client
      .prepare("SELECT kind, summary, user_id AS userId FROM tech_events WHERE kind LIKE 'purge.%'")
      .all();
    expect(journal).toEqual([
      { kind: 'purge.orphan-files', summary: expect.stringContaining('1 élément(s)'), userId: expect.any(Number) },
    ]);
  });

  it('"a referenced file is never removed": the establishment logo stays, however old', async () => {
    putFile('logo-1.png', '2020-01-01T10:00:00Z');
    putFile('stray.png', '2020-01-01T10:00:00Z');
    setLogo('logo-1.png');
    const done = await (await admin.post('/rest/system/purge', { before: '2026-11-01', orphanFiles: true })).json();
    expect(done.lines[0].items).toEqual(['uploads/stray.png']);
    expect(fs.readdirSync(uploads())).toEqual(['logo-1.png']);
  });

  it('the backups past the retention rule (7 daily, 4 weekly, 12 monthly) go with their uploads; the kept ones stay', async () => {
    const dir = path.join(t.dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    // Nightly backups from 1 to 20 November; the purge is asked as of the 21st.
    for (let day = 1; day <= 20; day++) {
      const name = `bivouac-202611${String(day).padStart(2, '0')}-023000`;
      fs.writeFileSync(path.join(dir, `${name}.sqlite`), 'backup');
      fs.mkdirSync(path.join(dir, `${name}.uploads`));
    }
    const done = await (await admin.post('/rest/system/purge', { before: '2026-11-21', backups: true })).json();
    // Kept: the 14th to the 20th (7 days), the newest of each of the 4 ISO weeks (the 20th, 15th,
    // 8th and 1st, a Sunday), and November's newest (the 20th).
    expect(done.lines[0].count).toBe(11);
    const left = fs.readdirSync(dir).filter((n) => n.endsWith('.sqlite'));
    expect(left.map((n) => n.slice(14, 16))).toEqual(['01', '08', '14', '15', '16', '17', '18', '19', '20']);
    expect(fs.existsSync(path.join(dir, 'bivouac-20261102-023000.uploads'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'bivouac-20261108-023000.uploads'))).toBe(true);
  });
});

describe('/transfer-customers', () => {
  it('"customer export goes in packets of 5000 clients using an offset": 12,001 customers in 3 packets, each once, one BOM and one header', async () => {
    insertCustomers(12_001);
    const packets = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const packet = await (await admin.get(`/rest/customer/transfer?offset=${offset}`)).json();
      packets.push(packet);
      offset = packet.nextOffset;
    }
    expect(packets.map((p) => [p.offset, p.count])).toEqual([
      [0, 5000],
      [5000, 5000],
      [10_000, 2001],
    ]);
    const csv = packets.map((p) => p.csv).join('');
    expect(csv.startsWith('\uFEFFCode;Nom;')).toBe(true);
    expect(csv.split('\uFEFF')).toHaveLength(2);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(12_002);
    const codes = lines.slice(1).map((l) => l.split(';')[0]);
    expect(new Set(codes).size).toBe(12_001);
  });

  it('refuses a user without the transfer right with 401', async () => {
    await t.addUser({ login: 'nobody', password: 'nobody-1' });
    const nobody = await t.signIn({ login: 'nobody', password: 'nobody-1' });
    expect((await nobody.get('/rest/customer/transfer?offset=0')).status).toBe(401);
  });
});

describe('/post-history', () => {
  it('lists the money records newest first with their chain position, and tells the row whose hash link no longer holds', async () => {
    const m = moneyRows(t.db);
    const customer = m.customer('Martin', 'Paul');
    for (const cents of [1000, 2000, 3000]) m.payment({ customerId: customer, amountCents: cents });
    m.creditNote({ number: 'AV-0001', customerId: customer, amountCents: 500 });
    const search = async (body: object) => (await admin.post('/rest/ledger/post-history', body)).json();
    const all = await search({});
    expect(all.total).toBe(4);
    expect(all.items.every((r: { isLinkOk: boolean }) => r.isLinkOk)).toBe(true);

    t.db.$client.exec('DROP TRIGGER payments_append_only_update');
    sql('UPDATE payments SET amount_cents = 9999 WHERE id = 2');
    const payments = await search({ kind: 'payment', pageSize: 2 });
    expect(payments.total).toBe(3);
    expect(payments.items.map((r: { position: number; isLinkOk: boolean }) => [r.position, r.isLinkOk])).toEqual([
      [3, true],
      [2, false],
    ]);
    const found = await search({ q: 'av-00' });
    expect(found.items.map((r: { kind: string; number: string }) => [r.kind, r.number])).toEqual([
      ['creditNote', 'AV-0001'],
    ]);
    expect((await search({ from: '2027-01-01' })).total).toBe(0);
  });
});
