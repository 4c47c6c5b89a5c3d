// OSDP v2.2 message bodies: the commands a control panel sends (code + data) and the replies it
// understands. Only the subset Bivouac's barriers need; other replies are passed on as `other`.

export const COMMAND = {
  POLL: 0x60,
  ID: 0x61,
  CAP: 0x62,
  OUT: 0x68,
  LED: 0x69,
  BUZ: 0x6a,
  CHLNG: 0x76,
  SCRYPT: 0x77,
} as const;
export const REPLY = {
  ACK: 0x40,
  NAK: 0x41,
  PDID: 0x45,
  PDCAP: 0x46,
  RAW: 0x50,
  FMT: 0x51,
  KEYPAD: 0x53,
  CCRYPT: 0x76,
  RMAC_I: 0x78,
  BUSY: 0x79,
} as const;

/** osdp_NAK error codes. */
export const NAK_REASONS: Record<number, string> = {
  1: 'message check error',
  2: 'command length error',
  3: 'unknown command',
  4: 'unexpected sequence number',
  5: 'secure channel not supported',
  6: 'secure channel conditions not met',
  7: 'biometric type not supported',
  8: 'biometric format not supported',
  9: 'unable to process command record',
};
export const NAK_SEQUENCE = 4;

export const LED_COLOR = { none: 0, red: 1, green: 2, amber: 3, blue: 4 } as const;
export type LedColor = keyof typeof LED_COLOR;

/** osdp_OUT control codes used here. */
export const OUTPUT_CONTROL = { permanentOff: 1, permanentOn: 2, pulseOn: 5 } as const;

export const pollCommand = (): Uint8Array => Uint8Array.of(COMMAND.POLL);
/** osdp_ID and osdp_CAP carry one "reply type" byte, 0 for the standard report. */
export const idCommand = (): Uint8Array => Uint8Array.of(COMMAND.ID, 0);
export const capCommand = (): Uint8Array => Uint8Array.of(COMMAND.CAP, 0);

/** Secure channel handshake: the panel's random RND.A, then its cryptogram. */
export const chlngCommand = (cpRandom: Uint8Array): Uint8Array => Uint8Array.of(COMMAND.CHLNG, ...cpRandom);
export const scryptCommand = (cryptogram: Uint8Array): Uint8Array => Uint8Array.of(COMMAND.SCRYPT, ...cryptogram);

export interface OutputOrder {
  output: number;
  control: number;
  /** In units of 100 ms, for timed controls. */
  timer: number;
}

export function outCommand(orders: readonly OutputOrder[]): Uint8Array {
  return Uint8Array.from([
    COMMAND.OUT,
    ...orders.flatMap((o) => [o.output, o.control, o.timer & 0xff, (o.timer >> 8) & 0xff]),
  ]);
}

export interface LedOrder {
  reader: number;
  led: number;
  /** A temporary colour shown for `timer` × 100 ms, then the permanent state again. */
  temporary: { color: LedColor; timer: number };
}

export function ledCommand(order: LedOrder): Uint8Array {
  const { color, timer } = order.temporary;
  return Uint8Array.from([
    COMMAND.LED,
    order.reader,
    order.led,
    // temporary: set and start the timer, steady colour (on 1, off 0), for `timer`
    2,
    1,
    0,
    LED_COLOR[color],
    LED_COLOR.none,
    timer & 0xff,
    (timer >> 8) & 0xff,
    // permanent: leave as it is
    0,
    0,
    0,
    0,
    0,
  ]);
}

export interface BuzzerOrder {
  reader: number;
  /** In units of 100 ms. */
  on: number;
  off: number;
  repeat: number;
}

/** Tone code 2: the reader's default tone. */
export function buzCommand(order: BuzzerOrder): Uint8Array {
  return Uint8Array.of(COMMAND.BUZ, order.reader, 2, order.on, order.off, order.repeat);
}

export interface PdIdentity {
  vendorCode: number;
  model: number;
  version: number;
  serialNumber: number;
  firmware: string;
}

export interface PdCapability {
  functionCode: number;
  compliance: number;
  count: number;
}

export interface CardRead {
  reader: number;
  /** `raw`: the card's bits as hex (osdp_RAW); `ascii`: the characters of osdp_FMT. */
  format: 'raw' | 'ascii';
  bitCount: number;
  /** What the access decision sees: uppercase hex of the raw bits, or the FMT characters. */
  number: string;
}

export type Reply =
  | { kind: 'ack' }
  | { kind: 'nak'; code: number; reason: string }
  | { kind: 'pdid'; identity: PdIdentity }
  | { kind: 'pdcap'; capabilities: PdCapability[] }
  | { kind: 'card'; card: CardRead }
  | { kind: 'keypad'; reader: number; keys: string }
  | { kind: 'ccrypt'; clientUid: Uint8Array; pdRandom: Uint8Array; cryptogram: Uint8Array }
  | { kind: 'rmac-i'; rmac: Uint8Array }
  | { kind: 'busy' }
  | { kind: 'other'; code: number; data: Uint8Array };

const u16 = (d: Uint8Array, at: number) => (d[at] ?? 0) | ((d[at + 1] ?? 0) << 8);
const u24 = (d: Uint8Array, at: number) => u16(d, at) | ((d[at + 2] ?? 0) << 16);
const hex = (d: Uint8Array) => Buffer.from(d).toString('hex').toUpperCase();

export function decodeReply(code: number, data: Uint8Array): Reply {
  switch (code) {
    case REPLY.ACK:
      return { kind: 'ack' };
    case REPLY.NAK: {
      const nak = data[0] ?? 0;
      return { kind: 'nak', code: nak, reason: NAK_REASONS[nak] ?? `NAK ${nak}` };
    }
    case REPLY.PDID:
      if (data.length < 12) break;
      return {
        kind: 'pdid',
        identity: {
          vendorCode: u24(data, 0),
          model: data[3] ?? 0,
          version: data[4] ?? 0,
          serialNumber: (u16(data, 5) | ((data[7] ?? 0) << 16) | ((data[8] ?? 0) << 24)) >>> 0,
          firmware: `${data[9]}.${data[10]}.${data[11]}`,
        },
      };
    case REPLY.PDCAP: {
      const capabilities: PdCapability[] = [];
      for (let at = 0; at + 3 <= data.length; at += 3) {
        capabilities.push({ functionCode: data[at] ?? 0, compliance: data[at + 1] ?? 0, count: data[at + 2] ?? 0 });
      }
      return { kind: 'pdcap', capabilities };
    }
    case REPLY.RAW: {
      if (data.length < 4) break;
      const bitCount = u16(data, 2);
      const bytes = data.slice(4, 4 + Math.ceil(bitCount / 8));
      return { kind: 'card', card: { reader: data[0] ?? 0, format: 'raw', bitCount, number: hex(bytes) } };
    }
    case REPLY.FMT: {
      // reader, read direction, character count, characters
      if (data.length < 3) break;
      const characters = data.slice(3, 3 + (data[2] ?? 0));
      const number = Buffer.from(characters).toString('latin1');
      return { kind: 'card', card: { reader: data[0] ?? 0, format: 'ascii', bitCount: characters.length * 8, number } };
    }
    case REPLY.KEYPAD: {
      if (data.length < 2) break;
      const keys = Buffer.from(data.slice(2, 2 + (data[1] ?? 0))).toString('latin1');
      return { kind: 'keypad', reader: data[0] ?? 0, keys };
    }
    case REPLY.CCRYPT:
      if (data.length < 32) break;
      return {
        kind: 'ccrypt',
        clientUid: data.slice(0, 8),
        pdRandom: data.slice(8, 16),
        cryptogram: data.slice(16, 32),
      };
    case REPLY.RMAC_I:
      if (data.length < 16) break;
      return { kind: 'rmac-i', rmac: data.slice(0, 16) };
    case REPLY.BUSY:
      return { kind: 'busy' };
  }
  return { kind: 'other', code, data };
}
