// Our OSDP control panel against libosdp's peripheral on a pseudo-terminal pair.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Decision, ReaderRef } from '../../drivers/osdp';
import { startOsdpPeer } from './support/osdp-peer';
import { type OsdpSite, READER, RELAY_PULSE, type SiteOptions, startOsdpSite } from './support/osdp-site';
import { openPtyPair } from './support/pty-pair';

const LED_GREEN = 2;
const LED_RED = 1;
const OUT_PULSE = 5;

let site: OsdpSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
});

/** Starts the site and waits until the panel has brought the reader online. */
async function onlineSite(options: SiteOptions) {
  const started = startOsdpSite(options);
  site = await started;
  if (!site.panel.isOnline(READER.address)) await site.next('online');
  return site;
}

describe('OSDP control panel against libosdp', () => {
  it('brings the reader online with osdp_ID then osdp_CAP, and reports its identity and capabilities', async () => {
    site = await startOsdpSite({ decide: async () => 'deny' });
    const online = await site.next('online');
    expect(online.reader).toEqual({ name: READER.name, address: READER.address });
    expect(online.identity).toEqual({
      vendorCode: 0xa1b2c3,
      model: 2,
      version: 1,
      serialNumber: 0x01020304,
      firmware: '3.2.1',
    });
    expect(online.capabilities).toContainEqual({ functionCode: 2, compliance: 1, count: 1 });
  });

  it('an allowed card pulses the barrier relay (osdp_OUT with a timer) and shows green', async () => {
    const asked: [ReaderRef, string][] = [];
    const { peer, next } = await onlineSite({
      decide: async (reader, card) => {
        asked.push([reader, card]);
        return 'allow';
      },
    });
    const card = next('card');
    const out = peer.nextCommand('OUT');
    const led = peer.nextCommand('LED');
    peer.presentCard('0123ABCD');

    expect(await card).toMatchObject({ card: { format: 'raw', bitCount: 32, number: '0123ABCD' }, decision: 'allow' });
    expect(asked).toEqual([[{ name: READER.name, address: READER.address }, '0123ABCD']]);
    expect((await out).fields).toEqual({ output: READER.relayOutput, control: OUT_PULSE, timer: RELAY_PULSE });
    expect((await led).fields).toMatchObject({ temp_control: 2, temp_on_color: LED_GREEN });
  });

  it('a refused card sends no osdp_OUT: a red LED and the buzzer instead', async () => {
    const { peer } = await onlineSite({ decide: async () => 'deny' });
    const buzzer = peer.nextCommand('BUZ');
    peer.presentCard('DEADBEEF');

    expect((await buzzer).fields).toMatchObject({ control: 2 });
    expect(peer.commands.map((c) => c.kind)).toEqual(['LED', 'BUZ']);
    expect(peer.commands[0]?.fields).toMatchObject({ temp_on_color: LED_RED });
  });

  it('reports keypad entries', async () => {
    const { peer, next } = await onlineSite({ decide: async () => 'deny' });
    const keypad = next('keypad');
    peer.typeKeys('1234#');
    expect(await keypad).toEqual({ reader: { name: READER.name, address: READER.address }, keys: '1234#' });
  });

  it('speaks the checksum mode as well as CRC-16', async () => {
    const { peer } = await onlineSite({ decide: async () => 'allow', useCrc: false });
    const out = peer.nextCommand('OUT');
    peer.presentCard('0123ABCD');
    expect((await out).fields.control).toBe(OUT_PULSE);
  });

  it('a reader unplugged goes offline; plugged back on the same line it comes online and reads cards again', async () => {
    const current = await onlineSite({ decide: async () => 'allow' });
    const offline = current.next('offline');
    await current.peer.stop();
    expect(await offline).toEqual({ reader: { name: READER.name, address: READER.address } });
    expect(current.panel.isOnline(READER.address)).toBe(false);

    const online = current.next('online');
    current.peer = await startOsdpPeer(current.pair.peerEnd, READER.address);
    await online;
    const out = current.peer.nextCommand('OUT');
    current.peer.presentCard('0123ABCD');
    expect((await out).fields.control).toBe(OUT_PULSE);
  });

  it('the serial adapter unplugged: the reader goes offline; plugged back, the port reopens and it comes online', async () => {
    const lineFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-line-'));
    try {
      const current = await onlineSite({ decide: async () => 'allow', lineFolder });
      const offline = current.next('offline');
      await current.peer.stop();
      await current.pair.close();
      await offline;

      const online = current.next('online');
      current.pair = await openPtyPair(lineFolder);
      current.peer = await startOsdpPeer(current.pair.peerEnd, READER.address);
      await online;
      const out = current.peer.nextCommand('OUT');
      current.peer.presentCard('0123ABCD');
      expect((await out).fields.control).toBe(OUT_PULSE);
    } finally {
      await site?.close();
      site = undefined;
      fs.rmSync(lineFolder, { recursive: true, force: true });
    }
  });

  it('a decision that comes back after the reader went away and came back opens nothing', async () => {
    let asked: () => void = () => {};
    const firstCardAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let answerFirst: (decision: Decision) => void = () => {};
    const decisions: Promise<Decision>[] = [
      new Promise((resolve) => {
        answerFirst = resolve;
      }),
    ];
    const current = await onlineSite({
      decide: async () => {
        asked();
        return decisions.shift() ?? 'deny';
      },
      decisionTimeoutMs: 15_000,
    });
    current.peer.presentCard('0123ABCD');
    await firstCardAsked;
    const offline = current.next('offline');
    await current.peer.stop();
    await offline;
    const online = current.next('online');
    current.peer = await startOsdpPeer(current.pair.peerEnd, READER.address);
    await online;

    const late = current.next('card');
    answerFirst('allow');
    expect(await late).toMatchObject({ card: { number: '0123ABCD' }, decision: 'allow' });
    const buzzer = current.peer.nextCommand('BUZ');
    current.peer.presentCard('FFFF0000');
    await buzzer;
    expect(current.peer.commands.map((c) => c.kind)).toEqual(['LED', 'BUZ']);
  });

  it('a NAK for an unexpected sequence number restarts the sequence at 0, and the reader carries on', async () => {
    // Offline detection out of the way: the restarted reader must be caught by its NAK alone.
    const current = await onlineSite({ decide: async () => 'allow', offlineAfterMissedPolls: 1_000_000 });
    const nak = current.next('nak');
    await current.peer.stop();
    current.peer = await startOsdpPeer(current.pair.peerEnd, READER.address);
    expect(await nak).toMatchObject({ command: 0x60, code: 4, reason: 'unexpected sequence number' });

    const out = current.peer.nextCommand('OUT');
    current.peer.presentCard('0123ABCD');
    expect((await out).fields.control).toBe(OUT_PULSE);
    expect(current.panel.isOnline(READER.address)).toBe(true);
  });
});

describe('OSDP secure channel against libosdp', () => {
  const SCBK = '00112233445566778899aabbccddeeff';

  it('with the reader’s key, the session opens and cards, relay pulses and LEDs go MACed and encrypted', async () => {
    const { peer, next } = await onlineSite({ decide: async () => 'allow', panelScbk: SCBK, peerScbk: SCBK });
    const card = next('card');
    const out = peer.nextCommand('OUT');
    const led = peer.nextCommand('LED');
    peer.presentCard('0123ABCD');
    expect(await card).toMatchObject({ card: { number: '0123ABCD' }, decision: 'allow' });
    expect((await out).fields).toEqual({ output: READER.relayOutput, control: OUT_PULSE, timer: RELAY_PULSE });
    expect((await led).fields).toMatchObject({ temp_on_color: LED_GREEN });
  });

  it('reports the reader online with its secure channel up', async () => {
    site = await startOsdpSite({ decide: async () => 'deny', panelScbk: SCBK, peerScbk: SCBK });
    expect(await site.next('online')).toMatchObject({ secure: true });
  });

  it('a reader in install mode accepts the specification’s default key SCBK-D', async () => {
    site = await startOsdpSite({ decide: async () => 'deny', panelScbk: '303132333435363738393a3b3c3d3e3f' });
    expect(await site.next('online')).toMatchObject({ secure: true });
  });

  it('a reader restarted inside a session is brought back with a new handshake', async () => {
    const current = await onlineSite({ decide: async () => 'allow', panelScbk: SCBK, peerScbk: SCBK });
    const offline = current.next('offline');
    const online = current.next('online');
    await current.peer.stop();
    current.peer = await startOsdpPeer(current.pair.peerEnd, READER.address, SCBK);
    await offline;
    expect(await online).toMatchObject({ secure: true });
    const out = current.peer.nextCommand('OUT');
    current.peer.presentCard('0123ABCD');
    expect((await out).fields.control).toBe(OUT_PULSE);
  });
});

describe('fail-safe when the access decision is unavailable', () => {
  const unavailable = async (): Promise<Decision> => {
    throw new Error('service down');
  };
  const silent = () => new Promise<Decision>(() => {});

  it('stay-closed: a card is refused when the decision throws', async () => {
    const { peer, next } = await onlineSite({ decide: unavailable, failSafe: 'stay-closed' });
    const card = next('card');
    const buzzer = peer.nextCommand('BUZ');
    peer.presentCard('0123ABCD');
    expect(await card).toMatchObject({ decision: 'deny', by: 'fail-safe' });
    await buzzer;
    expect(peer.commands.some((c) => c.kind === 'OUT')).toBe(false);
  });

  it('cached-codes: when the decision does not answer in time, a cached card opens and another does not', async () => {
    const current = await onlineSite({ decide: silent, failSafe: 'cached-codes' });
    current.setCachedCodes(['0123ABCD']);
    const { peer, next } = current;

    const known = next('card');
    const out = peer.nextCommand('OUT');
    peer.presentCard('0123ABCD');
    expect(await known).toMatchObject({ decision: 'allow', by: 'fail-safe' });
    await out;

    const unknown = next('card');
    const buzzer = peer.nextCommand('BUZ');
    peer.presentCard('FFFF0000');
    expect(await unknown).toMatchObject({ decision: 'deny', by: 'fail-safe' });
    await buzzer;
    expect(peer.commands.filter((c) => c.kind === 'OUT')).toHaveLength(1);
  });
});
