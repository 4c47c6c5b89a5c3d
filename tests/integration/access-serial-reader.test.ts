// The badge reader on the box's own serial port: libosdp's peripheral on one end of a pseudo-
// terminal pair, the service's reader on the other. A stay's badge opens the barrier (the peer sees
// the relay pulse), an unknown one does not; both decisions are in the access log under the reader.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessLog, moduleProviders, occupancies } from '../../service/db/schema';
import { type SerialReader, startSerialReader } from '../../service/domains/access';
import { type OsdpPeer, startOsdpPeer } from '../drivers/support/osdp-peer';
import { openPtyPair, type PtyPair } from '../drivers/support/pty-pair';
import { ageCategoryId, insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let pair: PtyPair;
let peer: OsdpPeer;
let reader: SerialReader | null;

beforeEach(async () => {
  t = await makeTestApp({ now: '2026-07-05T10:00:00Z' });
  pair = await openPtyPair();
  peer = await startOsdpPeer(pair.peerEnd, 1);
});
afterEach(async () => {
  await reader?.stop();
  await peer.stop();
  await pair.close();
  t.close();
});

function badgeStay(badge: string) {
  const customerId = insertCustomer(t.db, { lastName: 'Martin' });
  const [placeId = 0] = insertPlaces(t.db, insertPlaceType(t.db, 'Emplacement'), ['7']);
  const { id } = insertBooking(t.db, {
    customerId,
    startDate: '2026-07-04',
    endDate: '2026-07-08',
    occupancies: [{ placeId, occupants: [{ firstName: 'A', lastName: 'Martin', ageCategoryId: ageCategoryId(t.db) }] }],
  });
  const occupancy = t.db.select().from(occupancies).where(eq(occupancies.bookingId, id)).get();
  t.db.$client
    .prepare(
      "INSERT INTO access_credentials (booking_id, occupancy_id, kind, value, created_at) VALUES (?, ?, 'badge', ?, ?)",
    )
    .run(id, occupancy?.id, badge, '2026-07-04T12:00:00Z');
}

function configure(serialPort: string) {
  const stamp = '2026-07-01T00:00:00.000Z';
  t.db
    .insert(moduleProviders)
    .values({
      kind: 'access-control',
      label: 'Barrière',
      provider: 1,
      isActive: true,
      settingsJson: JSON.stringify({ serialPort, osdpAddress: 1 }),
      createdAt: stamp,
      updatedAt: stamp,
    })
    .run();
}

const deps = (isOn: boolean) => ({ db: t.db, clock: t.clock, logger: t.logger, isModuleActive: () => isOn });

describe('the OSDP badge reader on the serial port', () => {
  it('a stay’s badge pulses the barrier relay, an unknown one sounds the buzzer; both logged', async () => {
    badgeStay('0123ABCD');
    configure(pair.driverEnd);
    reader = await startSerialReader(deps(true));
    const out = peer.nextCommand('OUT');
    peer.presentCard('0123ABCD');
    expect((await out).fields).toMatchObject({ output: 0 });
    const buzzer = peer.nextCommand('BUZ');
    peer.presentCard('DEADBEEF');
    await buzzer;
    expect(peer.commands.filter((c) => c.kind === 'OUT')).toHaveLength(1);
    const log = t.db.select().from(accessLog).all();
    expect(log.map((r) => [r.value, r.isAllowed, r.reason])).toEqual([
      ['0123ABCD', true, 'allowed'],
      ['DEADBEEF', false, 'unknown'],
    ]);
    const device = t.db.$client.prepare('SELECT label FROM access_devices WHERE id = ?').get(log[0]?.deviceId);
    expect(device).toEqual({ label: `Lecteur OSDP ${pair.driverEnd}` });
  });

  it('starts nothing while the module is off or no port is set', async () => {
    configure(pair.driverEnd);
    expect(await startSerialReader(deps(false))).toBeNull();
    t.db.update(moduleProviders).set({ settingsJson: '{"serialPort":""}' }).run();
    expect(await startSerialReader(deps(true))).toBeNull();
    reader = null;
  });
});
