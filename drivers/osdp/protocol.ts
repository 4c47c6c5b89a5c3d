// OSDP v2.2 packet framing as pure functions: building a packet a control panel sends, and cutting
// the byte stream of an RS-485 bus into checked packets. Message bodies are in messages.ts.
//
// A packet: [mark 0xFF] SOM 0x53, address (bit 7 set on replies), length (LSB, MSB: from SOM to
// the check bytes included, mark excluded), control, [security block], code, data, [MAC],
// CRC-16 (LSB first) or checksum.

export const MARK = 0xff;
export const SOM = 0x53;
export const BROADCAST_ADDRESS = 0x7f;
const CONTROL_SEQUENCE = 0x03;
const CONTROL_CRC = 0x04;
const CONTROL_SCB = 0x08;
const REPLY_FLAG = 0x80;
const HEADER_LENGTH = 5;
/** Largest packet we accept; longer length fields are noise, not a packet to wait for. */
export const MAX_PACKET_LENGTH = 1440;
/** Security block types from SCS_15 on carry a 4-byte MAC before the check bytes. */
const FIRST_MAC_BLOCK_TYPE = 0x15;

/** CRC-16 as OSDP specifies it: CCITT polynomial 0x1021, MSB first, seed 0x1D0F. */
export function crc16(bytes: Uint8Array): number {
  let crc = 0x1d0f;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The one-byte checksum mode: the two's complement of the sum of the bytes. */
export function checksum(bytes: Uint8Array): number {
  let sum = 0;
  for (const byte of bytes) sum = (sum + byte) & 0xff;
  return (0x100 - sum) & 0xff;
}

export interface SecurityBlock {
  type: number;
  data: Uint8Array;
}

export interface OutgoingPacket {
  /** 0–126, or 0x7F to broadcast. */
  address: number;
  /** 0 restarts the exchange; then 1, 2, 3, 1… */
  sequence: number;
  useCrc: boolean;
  /** Command code followed by its data. */
  body: Uint8Array;
  securityBlock?: SecurityBlock;
}

/**
 * The packet's bytes, mark first. With `sign` (a secure channel session), the length counts a
 * 4-byte MAC, which `sign` computes over the bytes from SOM to the end of the body.
 */
export function encodePacket(packet: OutgoingPacket, sign?: (covered: Uint8Array) => Uint8Array): Uint8Array {
  const block = packet.securityBlock
    ? [packet.securityBlock.data.length + 2, packet.securityBlock.type, ...packet.securityBlock.data]
    : [];
  const macLength = sign ? 4 : 0;
  const checkLength = packet.useCrc ? 2 : 1;
  const length = HEADER_LENGTH + block.length + packet.body.length + macLength + checkLength;
  const control =
    (packet.sequence & CONTROL_SEQUENCE) | (packet.useCrc ? CONTROL_CRC : 0) | (block.length ? CONTROL_SCB : 0);
  const covered = Uint8Array.from([
    SOM,
    packet.address & 0x7f,
    length & 0xff,
    length >> 8,
    control,
    ...block,
    ...packet.body,
  ]);
  const unchecked = sign ? Uint8Array.from([...covered, ...sign(covered)]) : covered;
  const crc = crc16(unchecked);
  const check = packet.useCrc ? [crc & 0xff, crc >> 8] : [checksum(unchecked)];
  return Uint8Array.from([MARK, ...unchecked, ...check]);
}

export interface DecodedPacket {
  address: number;
  isReply: boolean;
  sequence: number;
  usesCrc: boolean;
  securityBlock?: SecurityBlock;
  /** Command or reply code. */
  code: number;
  data: Uint8Array;
  /** Present when the security block type says the packet is MACed. */
  mac?: Uint8Array;
  /** With `mac`: the bytes it covers, SOM to the end of the data. */
  signed?: Uint8Array;
}

export interface StreamScan {
  packets: DecodedPacket[];
  /** Bytes of a packet not complete yet: feed them again, followed by what arrives next. */
  rest: Uint8Array;
  /** Packets whose check bytes or structure were wrong, dropped. */
  rejected: number;
}

/**
 * Cuts received bytes into packets. Anything before a SOM (mark bytes, line noise, a half packet
 * from before we listened) is skipped; a candidate that fails its check is dropped and scanning
 * resumes at the byte after its SOM, since a real packet may start inside it.
 */
export function scanStream(bytes: Uint8Array): StreamScan {
  const packets: DecodedPacket[] = [];
  let rejected = 0;
  let start = 0;
  for (;;) {
    start = bytes.indexOf(SOM, start);
    if (start < 0) return { packets, rest: new Uint8Array(), rejected };
    if (bytes.length - start < HEADER_LENGTH) return { packets, rest: bytes.slice(start), rejected };
    const length = (bytes[start + 2] ?? 0) | ((bytes[start + 3] ?? 0) << 8);
    if (length < HEADER_LENGTH + 2 || length > MAX_PACKET_LENGTH) {
      start += 1;
      continue;
    }
    if (bytes.length - start < length) return { packets, rest: bytes.slice(start), rejected };
    const packet = decodePacket(bytes.subarray(start, start + length));
    if (packet) {
      packets.push(packet);
      start += length;
    } else {
      rejected += 1;
      start += 1;
    }
  }
}

/** One complete packet from SOM to its check bytes, or undefined when it does not check out. */
export function decodePacket(raw: Uint8Array): DecodedPacket | undefined {
  const control = raw[4] ?? 0;
  const usesCrc = (control & CONTROL_CRC) !== 0;
  const checkLength = usesCrc ? 2 : 1;
  const covered = raw.subarray(0, raw.length - checkLength);
  const valid = usesCrc
    ? crc16(covered) === ((raw[raw.length - 2] ?? 0) | ((raw[raw.length - 1] ?? 0) << 8))
    : checksum(covered) === raw[raw.length - 1];
  if (!valid) return undefined;

  let offset = HEADER_LENGTH;
  let securityBlock: SecurityBlock | undefined;
  if (control & CONTROL_SCB) {
    const blockLength = raw[offset] ?? 0;
    if (blockLength < 2 || offset + blockLength >= covered.length) return undefined;
    securityBlock = { type: raw[offset + 1] ?? 0, data: raw.slice(offset + 2, offset + blockLength) };
    offset += blockLength;
  }
  const macLength = securityBlock && securityBlock.type >= FIRST_MAC_BLOCK_TYPE ? 4 : 0;
  const bodyEnd = covered.length - macLength;
  if (offset >= bodyEnd) return undefined;
  const address = raw[1] ?? 0;
  return {
    address: address & 0x7f,
    isReply: (address & REPLY_FLAG) !== 0,
    sequence: control & CONTROL_SEQUENCE,
    usesCrc,
    ...(securityBlock ? { securityBlock } : {}),
    code: raw[offset] ?? 0,
    data: raw.slice(offset + 1, bodyEnd),
    ...(macLength ? { mac: raw.slice(bodyEnd, covered.length), signed: raw.slice(0, bodyEnd) } : {}),
  };
}

/** The sequence number after `sequence`: 0 only starts an exchange, then 1, 2, 3, 1… */
export function nextSequence(sequence: number): number {
  return sequence >= 3 ? 1 : sequence + 1;
}
