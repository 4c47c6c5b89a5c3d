// The demo site (issue 4 point 4): `bivouac init-demo [--force]` and POST /rest/system/init-demo
// build "Camping des Pins" once, refuse a database with real data unless forced, and always give
// the same data.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { customerAddresses, customers, establishments } from '../../service/db/schema';
import { demoTowns } from '../../service/domains/demo/towns-data';
import { makeTestApp, type TestApp } from '../support/test-app';

const initDemo = '/rest/system/init-demo';
let t: TestApp;

beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

function customerRows(app: TestApp) {
  return app.db.select().from(customers).orderBy(asc(customers.id)).all();
}

/** What a person would recognise a demo customer by: names, town, e-mail. */
function identities(app: TestApp) {
  const towns = new Map(
    app.db
      .select()
      .from(customerAddresses)
      .all()
      .map((a) => [a.customerId, a.town]),
  );
  return customerRows(app).map((c) => [c.civilityId, c.firstName, c.lastName, c.companyName, towns.get(c.id), c.email]);
}

async function run(body: unknown = {}) {
  const admin = await t.signIn();
  return admin.post(initDemo, body);
}

describe('init-demo over HTTP', () => {
  it('creates Camping des Pins in the Landes and 500 customers, and says what it made', async () => {
    const res = await run();
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.status).toBe('INSTALLED');
    expect(result.counts).toContainEqual({ key: 'customers', label: 'Clients', count: 500 });
    expect(result.counts).toContainEqual({ key: 'establishment', label: 'Établissement', count: 1 });

    const admin = await t.signIn();
    const establishment = await (await admin.get('/rest/establishment/establishment/edit')).json();
    expect(establishment).toMatchObject({
      shortName: 'Camping des Pins',
      postalCode: '40480',
      town: 'Vieux-Boucau-les-Bains',
      nafCode: '55.30Z',
    });
    const tvas = await (await admin.get('/rest/reference/tva')).json();
    expect(tvas.map((r: { rate: number }) => r.rate)).toEqual(expect.arrayContaining([2000, 1000, 550]));
    const search = await (await admin.post('/rest/customer/customer/search', { pageSize: 1 })).json();
    expect(search.total).toBe(500);
  });

  it('gives plausible customers: French towns with their postal code, 06 mobiles, unique e-mails', async () => {
    await run();
    const rows = customerRows(t);
    const addresses = t.db.select().from(customerAddresses).all();
    const known = new Set(demoTowns.map((town) => `${town.postalCode} ${town.name}`));
    expect(addresses).toHaveLength(500);
    expect(addresses.every((a) => known.has(`${a.postalCode} ${a.town}`))).toBe(true);
    const mobiles = rows.map((c) => c.mobile).filter((m) => m !== null);
    expect(mobiles.length).toBeGreaterThan(400);
    expect(mobiles.every((m) => /^06\d{8}$/.test(m ?? ''))).toBe(true);
    const emails = rows.map((c) => c.email).filter((e) => e !== null);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.every((e) => /@example\.(com|net|org)$/.test(e ?? ''))).toBe(true);
    const companies = rows.filter((c) => c.isLegalEntity);
    expect(companies.length).toBeGreaterThan(5);
    expect(companies.every((c) => c.companyName && /^\d{14}$/.test(c.siret ?? ''))).toBe(true);
    expect(rows.some((c) => c.newsletter) && rows.some((c) => !c.newsletter)).toBe(true);
    expect(rows[0]?.code).toBe('C000001');
  });

  it('run twice without force changes nothing and says the demo is already there', async () => {
    await run();
    const before = { customers: customerRows(t), establishment: t.db.select().from(establishments).all() };
    t.clock.advance(60_000);
    const res = await run();
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('ALREADY_INSTALLED');
    expect(customerRows(t)).toEqual(before.customers);
    expect(t.db.select().from(establishments).all()).toEqual(before.establishment);
  });

  it('with force on a demo site replaces the demo by the same data, without doubling it', async () => {
    await run();
    const first = identities(t);
    t.clock.advance(60_000);
    const result = await (await run({ force: true })).json();
    expect(result.status).toBe('INSTALLED');
    expect(identities(t)).toEqual(first);
    expect(customerRows(t)).toHaveLength(500);
  });

  it('is refused on a database with real data (a customer created by hand) unless forced', async () => {
    const admin = await t.signIn();
    await admin.post('/rest/customer/customer/edit', { id: 0, lastName: 'Lalanne', firstName: 'Paul' });
    const refused = await admin.post(initDemo, {});
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.serverMessage).toBe('DEMO_REAL_DATA');
    expect(body.message).toContain('1 client');
    expect(customerRows(t)).toHaveLength(1);

    const forced = await admin.post(initDemo, { force: true });
    expect((await forced.json()).status).toBe('INSTALLED');
    expect(customerRows(t)).toHaveLength(501);
    expect(customerRows(t)[0]).toMatchObject({ lastName: 'Lalanne', firstName: 'Paul' });
  });

  it('is refused on a database whose establishment was filled in, or whose season was entered', async () => {
    const admin = await t.signIn();
    await admin.post('/rest/establishment/establishment/edit', { id: 1, corporateName: 'Camping Les Flots Bleus' });
    const refused = await (await admin.post(initDemo, {})).json();
    expect(refused.serverMessage).toBe('DEMO_REAL_DATA');
    expect(refused.message).toContain('un établissement renseigné');

    const other = await makeTestApp();
    try {
      const otherAdmin = await other.signIn();
      const season = { id: 0, label: 'Saison 2027', startDate: '2027-04-01', endDate: '2027-10-15' };
      expect((await otherAdmin.post('/rest/admin/activity-period/edit', season)).status).toBe(200);
      const answer = await (await otherAdmin.post(initDemo, {})).json();
      expect(answer.message).toContain("1 période d'activité");
    } finally {
      other.close();
    }
  });

  it('leaves nothing half-written when a step fails', async () => {
    t.db.$client.exec(`CREATE TRIGGER demo_fails BEFORE INSERT ON customers
      WHEN (SELECT count(*) FROM customers) >= 300 BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    expect((await run()).status).toBe(500);
    expect(customerRows(t)).toHaveLength(0);
    expect(
      t.db
        .select()
        .from(establishments)
        .all()
        .every((e) => e.corporateName === ''),
    ).toBe(true);
    t.db.$client.exec('DROP TRIGGER demo_fails');
    expect((await (await run()).json()).status).toBe('INSTALLED');
  });

  it('is for system users only: an administrator without the systeme flag gets 401', async () => {
    await t.addUser({ login: 'boss', password: 'boss-pass', isAdmin: true });
    const boss = await t.signIn({ login: 'boss', password: 'boss-pass' });
    const res = await boss.post(initDemo, {});
    expect(res.status).toBe(401);
    expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    expect(customerRows(t)).toHaveLength(0);
  });

  it('is deterministic: two fresh sites get the same customers', async () => {
    await run();
    const other = await makeTestApp();
    try {
      const admin = await other.signIn();
      await admin.post(initDemo, {});
      expect(identities(other)).toEqual(identities(t));
    } finally {
      other.close();
    }
  });
});

describe('bivouac init-demo', () => {
  const bin = path.resolve('cli/bivouac.mjs');
  let dataDir: string;
  const bivouac = (...args: string[]) => {
    const res = spawnSync(process.execPath, [bin, ...args], {
      env: { ...process.env, BIVOUAC_DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    return { code: res.status, out: res.stdout, err: res.stderr };
  };
  const customerCount = () => {
    const db = openDatabase(databaseFile(dataDir));
    try {
      return db.select().from(customers).all().length;
    } finally {
      db.$client.close();
    }
  };

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-demo-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('installs the demo, then says it is already there, then replaces it with --force', () => {
    const first = bivouac('init-demo');
    expect(first.code).toBe(0);
    expect(first.out).toContain('Camping des Pins');
    expect(first.out).toMatch(/Clients : 500/);
    const again = bivouac('init-demo');
    expect(again.code).toBe(0);
    expect(again.out).toContain('déjà installée');
    expect(customerCount()).toBe(500);
    expect(bivouac('init-demo', '--force').out).toMatch(/Clients : 500/);
    expect(customerCount()).toBe(500);
  });
});
