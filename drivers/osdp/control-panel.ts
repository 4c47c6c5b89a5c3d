// The OSDP control panel (ACU): the box's side of an RS-485 bus of readers (PDs). One exchange at a
// time on the bus: a command, then the PD's reply or a timeout, with retries under the same
// sequence number so a PD that already answered repeats its answer instead of acting twice.
// A PD is brought online with osdp_ID then osdp_CAP, then polled at a fixed rate; cards it reports
// go to the access decision, whose answer comes back to it as orders (relay pulse, LED, buzzer).
import { EventEmitter } from 'node:events';
import type { SerialLink } from '../serial/link';
import type { AccessDecision, Decision, DecisionOutcome, ReaderRef } from './access-decision';
import {
  buzCommand,
  type CardRead,
  capCommand,
  decodeReply,
  idCommand,
  ledCommand,
  NAK_SEQUENCE,
  OUTPUT_CONTROL,
  outCommand,
  type PdCapability,
  type PdIdentity,
  pollCommand,
  REPLY,
  type Reply,
} from './messages';
import { type DecodedPacket, encodePacket, nextSequence, type SecurityBlock, scanStream } from './protocol';
import type { SecureSession } from './secure-channel';
import { openSecureSession } from './secure-handshake';

export interface ReaderConfig extends ReaderRef {
  /** The PD output wired to the barrier's relay. */
  relayOutput: number;
  /**
   * The PD's secure channel base key (16 bytes): with it, every packet after the handshake is MACed
   * and its data encrypted. SCBK_D, the specification's default key, is for installation only.
   */
  scbk?: Uint8Array;
}

export interface ControlPanelOptions {
  link: SerialLink;
  readers: readonly ReaderConfig[];
  access: AccessDecision;
  /** Pause between two rounds of polls over the bus. */
  pollIntervalMs: number;
  /** How long a PD has to answer one packet (OSDP says 200 ms). */
  replyTimeoutMs: number;
  /** Re-sends of an unanswered packet before the exchange counts as missed. */
  retries: number;
  /** Consecutive missed polls after which a PD is offline. */
  offlineAfterMissedPolls: number;
  /** Pause between two attempts to bring an offline PD back. */
  reconnectIntervalMs: number;
  useCrc: boolean;
  /** How long the relay stays closed, in units of 100 ms. */
  relayPulse: number;
}

export interface ControlPanelEvents {
  online: { reader: ReaderRef; identity: PdIdentity; capabilities: PdCapability[]; secure: boolean };
  offline: { reader: ReaderRef };
  card: { reader: ReaderRef; card: CardRead } & DecisionOutcome;
  keypad: { reader: ReaderRef; keys: string };
  nak: { reader: ReaderRef; command: number; code: number; reason: string };
}

export interface ControlPanel {
  on<E extends keyof ControlPanelEvents>(event: E, listener: (payload: ControlPanelEvents[E]) => void): void;
  off<E extends keyof ControlPanelEvents>(event: E, listener: (payload: ControlPanelEvents[E]) => void): void;
  isOnline(address: number): boolean;
  /** Ends the poll loop once the exchange under way is over; the link stays open. */
  stop(): Promise<void>;
}

interface PdState {
  config: ReaderConfig;
  ref: ReaderRef;
  online: boolean;
  sequence: number;
  missedPolls: number;
  nextConnectAt: number;
  /** Commands waiting for the PD's next turn on the bus. */
  orders: Uint8Array[];
  session?: SecureSession;
  /** Counts the times the PD came online, so an answer meant for an earlier connection is dropped. */
  connection: number;
}

interface PendingExchange {
  address: number;
  sequence: number;
  settle(packet: DecodedPacket | undefined): void;
}

export function startControlPanel(options: ControlPanelOptions): ControlPanel {
  const events = new EventEmitter();
  const pds: PdState[] = options.readers.map((config) => ({
    config,
    ref: { name: config.name, address: config.address },
    online: false,
    sequence: 0,
    missedPolls: 0,
    nextConnectAt: 0,
    orders: [],
    connection: 0,
  }));
  let received: Uint8Array = new Uint8Array();
  let pending: PendingExchange | undefined;
  let running = true;
  let wakeUp: (() => void) | undefined;

  options.link.onData((chunk) => {
    const joined = new Uint8Array(received.length + chunk.length);
    joined.set(received);
    joined.set(chunk, received.length);
    const scan = scanStream(joined);
    received = scan.rest;
    for (const packet of scan.packets) {
      // A reply belongs to the exchange under way only if it comes from that PD with that sequence
      // (or 0, which a busy PD uses); anything else is a late answer to an abandoned exchange.
      const expected = pending;
      if (!expected || !packet.isReply || packet.address !== expected.address) continue;
      if (packet.sequence !== expected.sequence && packet.sequence !== 0) continue;
      expected.settle(packet);
    }
  });

  function exchangeOnce(pd: PdState, bytes: Uint8Array): Promise<DecodedPacket | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(undefined), options.replyTimeoutMs);
      function settle(packet: DecodedPacket | undefined) {
        clearTimeout(timer);
        pending = undefined;
        resolve(packet);
      }
      pending = { address: pd.config.address, sequence: pd.sequence, settle };
      // Whatever is still buffered belongs to an abandoned exchange, possibly a noise byte that
      // looked like the start of a long packet: drop it, as libosdp flushes its input before sending.
      received = new Uint8Array();
      options.link.write(bytes).catch(() => settle(undefined));
    });
  }

  /**
   * One command and its reply, retried on silence or BUSY; undefined when the PD never answered.
   * A retry re-sends the very same bytes: in a secure session the PD repeats its reply as it was,
   * and the MAC chain must not move on.
   */
  async function transact(pd: PdState, body: Uint8Array, handshake?: SecurityBlock): Promise<Reply | undefined> {
    const sealed = pd.session?.sealCommand(body);
    const securityBlock = sealed?.securityBlock ?? handshake;
    const bytes = encodePacket(
      {
        address: pd.config.address,
        sequence: pd.sequence,
        useCrc: options.useCrc,
        body: sealed?.body ?? body,
        ...(securityBlock ? { securityBlock } : {}),
      },
      sealed?.sign,
    );
    for (let attempt = 0; attempt <= options.retries && running; attempt++) {
      const packet = await exchangeOnce(pd, bytes);
      if (!packet) continue;
      const data = openReply(pd, packet);
      if (!data) return dropSession(pd);
      const reply = decodeReply(packet.code, data);
      if (reply.kind === 'busy') continue;
      pd.sequence = reply.kind === 'nak' && reply.code === NAK_SEQUENCE ? 0 : nextSequence(pd.sequence);
      if (reply.kind === 'nak') {
        events.emit('nak', { reader: pd.ref, command: body[0] ?? 0, code: reply.code, reason: reply.reason });
        // A PD that left the session (it restarted, or refused our MAC) says so in clear.
        if (pd.session) return dropSession(pd);
      }
      return reply;
    }
    return undefined;
  }

  /** The reply's data, checked and decrypted in a session; undefined when it cannot be trusted. */
  function openReply(pd: PdState, packet: DecodedPacket): Uint8Array | undefined {
    if (!pd.session) return packet.data;
    if (packet.mac && packet.signed && packet.securityBlock) {
      return pd.session.openReply({
        securityBlockType: packet.securityBlock.type,
        signed: packet.signed,
        mac: packet.mac,
        data: packet.data,
      });
    }
    return packet.code === REPLY.NAK ? packet.data : undefined;
  }

  /** A session that broke takes the PD offline: reconnecting redoes ID, CAP and the handshake. */
  function dropSession(pd: PdState): undefined {
    if (pd.online) goOffline(pd);
    pd.session = undefined;
    pd.sequence = 0;
    return undefined;
  }

  async function connect(pd: PdState): Promise<void> {
    if (Date.now() < pd.nextConnectAt) return;
    pd.sequence = 0;
    pd.session = undefined;
    const id = await transact(pd, idCommand());
    const cap = id?.kind === 'pdid' ? await transact(pd, capCommand()) : undefined;
    const { scbk } = pd.config;
    if (cap?.kind === 'pdcap' && scbk) {
      pd.session = await openSecureSession(scbk, (body, block) => transact(pd, body, block));
    }
    if (id?.kind !== 'pdid' || cap?.kind !== 'pdcap' || (scbk && !pd.session)) {
      pd.nextConnectAt = Date.now() + options.reconnectIntervalMs;
      return;
    }
    pd.online = true;
    pd.missedPolls = 0;
    pd.connection += 1;
    events.emit('online', {
      reader: pd.ref,
      identity: id.identity,
      capabilities: cap.capabilities,
      secure: pd.session !== undefined,
    });
  }

  function missed(pd: PdState): void {
    if (!pd.online) return; // already taken offline by a broken session
    pd.missedPolls += 1;
    if (pd.missedPolls >= options.offlineAfterMissedPolls) goOffline(pd);
  }

  function goOffline(pd: PdState): void {
    pd.online = false;
    pd.session = undefined;
    // The PD restarts its side when it sees sequence 0; orders meant for before the outage are stale.
    pd.sequence = 0;
    pd.orders = [];
    pd.nextConnectAt = 0;
    events.emit('offline', { reader: pd.ref });
  }

  async function serve(pd: PdState): Promise<void> {
    if (!pd.online) return connect(pd);
    while (pd.orders.length && running) {
      const order = pd.orders[0];
      if (order && !(await transact(pd, order))) return missed(pd);
      pd.orders.shift();
    }
    const reply = await transact(pd, pollCommand());
    if (!reply) return missed(pd);
    pd.missedPolls = 0;
    if (reply.kind === 'card') void answerCard(pd, reply.card);
    if (reply.kind === 'keypad') events.emit('keypad', { reader: pd.ref, keys: reply.keys });
  }

  async function answerCard(pd: PdState, card: CardRead): Promise<void> {
    const connection = pd.connection;
    const outcome = await options.access.decide(pd.ref, card.number);
    // A barrier must not open long after the card, once the reader went away and came back.
    if (pd.online && pd.connection === connection) {
      pd.orders.push(...ordersFor(outcome.decision, pd.config, card.reader, options.relayPulse));
      wakeUp?.();
    }
    events.emit('card', { reader: pd.ref, card, ...outcome });
  }

  const loop = (async () => {
    while (running) {
      for (const pd of pds) if (running) await serve(pd);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollIntervalMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  })();

  return {
    on: (event, listener) => void events.on(event, listener),
    off: (event, listener) => void events.off(event, listener),
    isOnline: (address) => pds.some((pd) => pd.config.address === address && pd.online),
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}

/** Allowed: pulse the barrier's relay and show green. Refused: show red and beep twice. */
function ordersFor(decision: Decision, config: ReaderConfig, reader: number, relayPulse: number): Uint8Array[] {
  if (decision === 'allow') {
    return [
      outCommand([{ output: config.relayOutput, control: OUTPUT_CONTROL.pulseOn, timer: relayPulse }]),
      ledCommand({ reader, led: 0, temporary: { color: 'green', timer: 20 } }),
    ];
  }
  return [
    ledCommand({ reader, led: 0, temporary: { color: 'red', timer: 20 } }),
    buzCommand({ reader, on: 2, off: 1, repeat: 2 }),
  ];
}
