// No last-writer-wins on a detail form: each save names the version its form was opened at, and a
// save over a newer version is refused naming who made it and when, with nothing written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../service/db/transaction';
import { demoContext } from '../../service/domains/demo/context';
import { seededRng } from '../../service/domains/demo/rng';
import { demoSteps } from '../../service/domains/demo/steps';
import type { SessionUser } from '../../service/domains/security/contract';
import type { EntityContext } from '../../service/http/entity/descriptor';
import { entityDescriptors } from '../../service/registry';
import type { Client } from '../support/client';
import { createPlaceType } from '../support/fixtures';
import { pricedSite, saveGrid, seasonGrid } from '../support/pricing-site';
import { makeTestApp, type TestApp, withSignedInAdmin } from '../support/test-app';

const marie = { login: 'marie', password: 'Pins-Marie-2026!', name: 'Marie Durand', isAdmin: true };

type Item = Record<string, unknown> & { id: number; version: number };

const opened = async (client: Client, base: string, id: number): Promise<Item> =>
  (await client.get(`/rest/${base}/edit/${id}`)).json();

/** The edit answer sent back as the form would: its fields, the change, the version it was opened at. */
const saveFrom = (client: Client, base: string, item: Item, change: Record<string, unknown>) =>
  client.post(`/rest/${base}/edit`, { ...item, ...change }, { returnEditItem: 'true' });

describe('a detail form saved from a version someone else has since changed', () => {
  const ctx = withSignedInAdmin();
  let desk2: Client;
  let marieId: number;

  beforeEach(async () => {
    marieId = (await ctx.t.addUser(marie)).id;
    desk2 = await ctx.t.signIn(marie);
  });

  /**
   * Both desks open record `id`; Marie saves `first`, the admin (opened before) saves `second`:
   * refused STALE_VERSION naming Marie, Marie's values kept, versions answered and moved on; then a
   * save without a version (an API client of the fixed contract) still goes through.
   */
  async function twoDesks(base: string, id: number, first: Record<string, unknown>, second: Record<string, unknown>) {
    const atAdmin = await opened(ctx.admin, base, id);
    const atMarie = await opened(desk2, base, id);
    expect(atAdmin.version).toBeGreaterThanOrEqual(1);
    expect(atMarie.version).toBe(atAdmin.version);

    const saved = await saveFrom(desk2, base, atMarie, first);
    expect(saved.status).toBe(200);
    const answer = await saved.json();
    expect(answer.item).toMatchObject({ ...first, version: atMarie.version + 1, updatedBy: marieId });

    const refused = await saveFrom(ctx.admin, base, atAdmin, second);
    expect(refused.status).toBe(400);
    const error = await refused.json();
    expect(error.serverMessage).toBe('STALE_VERSION');
    expect(error.message).toMatch(/^Marie Durand a modifié cette fiche le \d\d\/\d\d\/\d{4} à \d\d:\d\d, après/);

    const now = await opened(ctx.admin, base, id);
    expect(now).toMatchObject({ ...first, version: atMarie.version + 1, updatedBy: marieId });

    const { version: _opened, ...unversioned } = now;
    const plain = await saveFrom(ctx.admin, base, unversioned as Item, second);
    expect(plain.status).toBe(200);
    expect((await plain.json()).item).toMatchObject({ ...first, ...second, version: atMarie.version + 2 });
  }

  it('"No last-writer-wins": customers', async () => {
    const res = await ctx.admin.post(
      '/rest/customer/customer/edit',
      {
        id: 0,
        lastName: 'Dupont',
        addressList: [
          { address1: null, address2: null, address3: null, postalCode: null, town: 'Mimizan', countryId: null },
        ],
      },
      { returnEditItem: 'true' },
    );
    const { id, item } = await res.json();
    expect(item.version).toBe(1);
    await twoDesks(
      'customer/customer',
      id,
      { phone: '0558090000' },
      {
        addressList: [
          { address1: null, address2: null, address3: null, postalCode: null, town: 'Biscarrosse', countryId: null },
        ],
      },
    );
  });

  it('"No last-writer-wins": price grids', async () => {
    const site = await pricedSite(ctx.admin);
    const id = await saveGrid(ctx.admin, seasonGrid(site));
    await twoDesks('price/grid', id, { bookingFeeCents: 1500 }, { label: 'Été 2026 bis' });
  });

  it('"No last-writer-wins": places', async () => {
    const typeId = await createPlaceType(ctx.admin, 'Nu');
    const res = await ctx.admin.post('/rest/place/place/edit', { id: 0, number: 'A12', typeId, capacity: 6 });
    const { id } = await res.json();
    await twoDesks('place/place', id, { name: 'Les Pins' }, { capacity: 4 });
  });

  it('"No last-writer-wins": a plain table entity (layouts)', async () => {
    const res = await ctx.admin.post('/rest/place/layout/edit', { id: 0, label: 'Ombragé' });
    const { id } = await res.json();
    await twoDesks('place/layout', id, { label: 'Très ombragé' }, { isActive: false });
  });

  it('"No last-writer-wins": the establishment, one record saved by its own route', async () => {
    await ctx.admin.post('/rest/establishment/establishment/edit', { id: 1, corporateName: 'Camping des Pins' });
    await twoDesks('establishment/establishment', 1, { shortName: 'Les Pins' }, { legalForm: 'SARL' });
  });

  it('"No last-writer-wins": the availability mode and the classification, single rows of their own routes', async () => {
    for (const path of ['place/availability-mode', 'place/ranking']) {
      const atAdmin = await (await ctx.admin.get(`/rest/${path}`)).json();
      const atMarie = await (await desk2.get(`/rest/${path}`)).json();
      expect(atAdmin.version, path).toBe(atMarie.version);
      expect((await desk2.post(`/rest/${path}/edit`, atMarie)).status, path).toBe(200);
      const now = await (await ctx.admin.get(`/rest/${path}`)).json();
      expect(now, path).toMatchObject({ version: Math.max(atMarie.version + 1, 1), updatedBy: marieId });
      const refused = await (await ctx.admin.post(`/rest/${path}/edit`, atAdmin)).json();
      expect(refused.message, path).toMatch(/^Marie Durand a modifié/);
      expect((await ctx.admin.post(`/rest/${path}/edit`, now)).status, path).toBe(200);
    }
  });

  it('an activation and a new order are new versions too, by their user', async () => {
    const a = (await (await ctx.admin.post('/rest/place/layout/edit', { id: 0, label: 'A' })).json()).id;
    const b = (await (await ctx.admin.post('/rest/place/layout/edit', { id: 0, label: 'B' })).json()).id;
    const form = await opened(ctx.admin, 'place/layout', a);
    expect((await desk2.get(`/rest/place/layout/active/${a}/0`)).status).toBe(200);
    expect(await opened(ctx.admin, 'place/layout', a)).toMatchObject({ version: 2, updatedBy: marieId });
    const refused = await saveFrom(ctx.admin, 'place/layout', form, { label: 'A bis' });
    expect((await refused.json()).serverMessage).toBe('STALE_VERSION');

    const before = await opened(ctx.admin, 'place/layout', b);
    await desk2.post('/rest/place/layout/order', { ids: [b, a] });
    expect((await opened(ctx.admin, 'place/layout', b)).version).toBe(before.version + 1);
    // Saved again in the order it already has: no row moved, no new version.
    await desk2.post('/rest/place/layout/order', { ids: [b, a] });
    expect((await opened(ctx.admin, 'place/layout', b)).version).toBe(before.version + 1);
  });

  it('filling a grid from the extras makes a stale form of the grid opened before', async () => {
    const site = await pricedSite(ctx.admin);
    const id = await saveGrid(ctx.admin, seasonGrid(site, { options: [] }));
    const form = await opened(ctx.admin, 'price/grid', id);
    await desk2.post(`/rest/price/grid/options-from-extras/${id}`);
    const refused = await saveFrom(ctx.admin, 'price/grid', form, { label: 'Autre' });
    expect((await refused.json()).message).toMatch(/^Marie Durand a modifié/);
  });
});

/** The first of the field's choice list, else a row of the entity it names (`meterTypeId`: meter/meter-type). */
const firstChoice = (ctx: EntityContext, blank: Record<string, unknown>, key: string): unknown => {
  const name = key.replace(/Id$/, '');
  const list = Object.entries(blank).find(([k]) => k.toLowerCase() === `available${name.toLowerCase()}`)?.[1];
  if (Array.isArray(list)) return (list[0] as { id?: unknown } | undefined)?.id;
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const parent = entityDescriptors.find((d) => d.base.endsWith(`/${kebab}`) || d.base.replace('/', '-') === kebab);
  return parent?.list(ctx)[0]?.id;
};

/** A value for a field the save refused as missing: a label, a date, the first of its choice list. */
function filledIn(
  ctx: EntityContext,
  blank: Record<string, unknown>,
  body: Record<string, unknown>,
  key: string,
  code: string,
) {
  if (key === 'rights') return undefined;
  if (key.endsWith('Date')) return key.startsWith('end') ? '2026-05-31' : '2026-05-01';
  if (key.endsWith('Id')) return firstChoice(ctx, blank, key);
  if (code === 'AMOUNT_MUST_BE_POSITIVE' || key === 'slipType') return 1;
  return body[key] === undefined || body[key] === null || body[key] === '' ? `Essai ${key}` : body[key];
}

/** A record of an entity the demo has none of, from its blank with what its save asks for filled in. */
async function created(ctx: EntityContext, admin: Client, base: string): Promise<{ id: number } | undefined> {
  const blank = await opened(admin, base, 0);
  let body: Record<string, unknown> = { ...blank };
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const res = await admin.post(`/rest/${base}/edit`, body);
    const answer = await res.json();
    if (res.status === 200) return { id: answer.id };
    const fields: Record<string, string> = answer.fields ?? {};
    if (Object.keys(fields).length === 0) return undefined;
    body = { ...body };
    for (const [path, code] of Object.entries(fields)) {
      const key = path.split('.')[0] ?? path;
      body[key] = filledIn(ctx, blank, body, key, code);
    }
  }
  return undefined;
}

describe('every registry entity with an edit', () => {
  let t: TestApp;
  let admin: Client;
  let other: EntityContext;

  beforeAll(async () => {
    t = await makeTestApp();
    admin = await t.signIn();
    const marieAccount = await t.addUser(marie);
    // The demo site without its season of bookings: a row of almost every entity.
    const demo = demoContext(t.db, t.clock);
    inTransaction(t.db, () => {
      for (const step of demoSteps.filter((s) => s.key !== 'bookings')) step.run(demo, seededRng(step.key), () => []);
    });
    const user: SessionUser = {
      id: marieAccount.id,
      login: marie.login,
      name: marie.name,
      isAdmin: true,
      isSysteme: false,
      isTechnical: false,
      hasSpecificRights: false,
    };
    other = { db: t.db, clock: t.clock, user };
  }, 120_000);
  afterAll(() => t.close());

  it('"No last-writer-wins": answers the row\'s version and refuses a save opened before another desk\'s', async () => {
    const unchecked: string[] = [];
    for (const d of entityDescriptors) {
      const row = d.list(other).find((r) => r.id > 0) ?? (await created(other, admin, d.base));
      if (!row) {
        unchecked.push(d.base);
        continue;
      }
      const form = await opened(admin, d.base, row.id);
      expect(form.version, d.base).toBeGreaterThanOrEqual(1);
      // Another desk saves the row: its next version, by Marie.
      d.versioning.bump(other, row.id, false);
      const res = await saveFrom(admin, d.base, form, {});
      const error = await res.json();
      expect(error.serverMessage, d.base).toBe('STALE_VERSION');
      expect(error.message, d.base).toMatch(/^Marie Durand a modifié/);
      expect(d.versioning.stampOf(other, row.id)?.version, d.base).toBe(form.version + 1);
    }
    // Entities the demo has no row of: every other one was checked above.
    expect(unchecked).toEqual([]);
  });
});
