// The meter reader against pymodbus's serial server on a pseudo-terminal pair.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Meter, type MeterBus, openMeterBus } from '../../drivers/modbus';
import { openSerialLink } from '../../drivers/serial/link';
import { type ModbusPeer, startModbusPeer } from './support/modbus-peer';
import { openPtyPair, type PtyPair } from './support/pty-pair';

const electricity: Meter = {
  id: 'borne-A12',
  slaveId: 1,
  type: { table: 'holding', address: 0, wordOrder: 'high-first', scale: 2, unit: 'kWh' },
};
const water: Meter = {
  id: 'eau-sanitaires',
  slaveId: 2,
  type: { table: 'input', address: 16, wordOrder: 'low-first', scale: 3, unit: 'm3' },
};
const absent: Meter = { ...electricity, id: 'borne-B03', slaveId: 9 };

let pair: PtyPair;
let peer: ModbusPeer;
let bus: MeterBus;

beforeAll(async () => {
  pair = await openPtyPair();
  // 0x0001_86A0 = 100000 → 1000.00 kWh; low word first 0x2710, 0x0001 → 0x0001_2710 = 75536 → 75.536 m³
  peer = await startModbusPeer(pair.peerEnd, ['1:hr:0=0x0001,0x86A0', '2:ir:16=0x2710,0x0001']);
  bus = await openMeterBus({ path: pair.driverEnd, baudRate: 9600, timeoutMs: 500, retries: 1 });
});

afterAll(async () => {
  await bus?.close();
  await peer?.stop();
  await pair?.close();
});

describe('Modbus RTU meter reader', () => {
  it('reads two meters on two slave ids, each with its own word order and scale', async () => {
    expect(await bus.read(electricity)).toEqual({ raw: 100000, value: 1000, unit: 'kWh' });
    expect(await bus.read(water)).toEqual({ raw: 75536, value: 75.536, unit: 'm3' });
  });

  it('a meter that does not answer gives a per-meter timeout, and the other meters are still read', async () => {
    const results = await bus.poll([electricity, absent, water]);
    expect(results).toEqual([
      { meterId: 'borne-A12', ok: true, reading: { raw: 100000, value: 1000, unit: 'kWh' } },
      { meterId: 'borne-B03', ok: false, error: { kind: 'timeout', message: 'le compteur ne répond pas' } },
      { meterId: 'eau-sanitaires', ok: true, reading: { raw: 75536, value: 75.536, unit: 'm3' } },
    ]);
  });
});

describe('Modbus RTU meter reader, the port', () => {
  it('the adapter unplugged: each meter reports an error; plugged back, the polls read again by themselves', async () => {
    const lineFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-line-'));
    let line = await openPtyPair(lineFolder);
    let meters = await startModbusPeer(line.peerEnd, ['1:hr:0=0x0001,0x86A0']);
    const lineBus = await openMeterBus({ path: line.driverEnd, baudRate: 9600, timeoutMs: 500, retries: 0 });
    try {
      expect(await lineBus.poll([electricity])).toMatchObject([{ ok: true }]);
      await meters.stop();
      await line.close();
      expect(await lineBus.poll([electricity])).toMatchObject([{ meterId: 'borne-A12', ok: false }]);

      line = await openPtyPair(lineFolder);
      meters = await startModbusPeer(line.peerEnd, ['1:hr:0=0x0001,0x86A1']);
      // The first poll after the replug reopens the port and may meet the meter still waking: the
      // schedule polls again, and the reading comes back without anyone touching the box.
      let polled = await lineBus.poll([electricity]);
      while (!polled[0]?.ok) polled = await lineBus.poll([electricity]);
      expect(polled).toEqual([
        { meterId: 'borne-A12', ok: true, reading: { raw: 100001, value: 1000.01, unit: 'kWh' } },
      ]);
    } finally {
      await lineBus.close();
      await meters.stop();
      await line.close();
      fs.rmSync(lineFolder, { recursive: true, force: true });
    }
  });
});

describe('Modbus RTU meter reader, retries', () => {
  it('a meter that never answers is asked once plus the configured retries, then given up as a timeout', async () => {
    const line = await openPtyPair();
    // The far end only listens: every request the reader sends arrives there, none is answered.
    const listener = await openSerialLink({ path: line.peerEnd, baudRate: 9600 });
    const heard: number[] = [];
    const threeRequests = new Promise<void>((resolve) =>
      listener.onData((chunk) => {
        heard.push(...chunk);
        if (heard.length >= 3 * 8) resolve();
      }),
    );
    const silentBus = await openMeterBus({ path: line.driverEnd, baudRate: 9600, timeoutMs: 100, retries: 2 });
    try {
      const [result] = await silentBus.poll([absent]);
      expect(result).toMatchObject({ meterId: 'borne-B03', ok: false, error: { kind: 'timeout' } });
      // A read request is 8 bytes: slave, function 3, address, count, CRC.
      await threeRequests;
      expect(heard).toHaveLength(3 * 8);
      expect([heard[0], heard[8], heard[16]]).toEqual([9, 9, 9]);
    } finally {
      await silentBus.close();
      await listener.close();
      await line.close();
    }
  });

  it('a Modbus exception is the meter’s own answer: reported at once, not retried', async () => {
    const outOfMap: Meter = { ...electricity, id: 'borne-A13', type: { ...electricity.type, address: 500 } };
    const [result] = await bus.poll([outOfMap]);
    expect(result).toMatchObject({ meterId: 'borne-A13', ok: false, error: { kind: 'exception' } });
  });
});
