// OSDP framing against byte vectors: the examples of the OSDP specification (Annex E), packets from
// libosdp's own unit tests, and replies captured from libosdp 3.2 in PD mode on the wire.
import { describe, expect, it } from 'vitest';
import { checksum, crc16, decodePacket, encodePacket, nextSequence, scanStream } from '../../drivers/osdp/protocol';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replaceAll(' ', ''), 'hex'));
const hex = (data: Uint8Array) => Buffer.from(data).toString('hex');

// osdp_PDID from a PD at address 1: vendor A1B2C3, model 2, version 1, serial 01020304, firmware 3.2.1
const PDID_REPLY = 'ff 53 81 14 00 04 45 c3 b2 a1 02 01 04 03 02 01 03 02 01 c9 de';
// osdp_KEYPAD "12#" from reader 0
const KEYPAD_REPLY = 'ff 53 81 0d 00 07 53 00 03 31 32 23 d3 2d';

describe('OSDP check characters', () => {
  it('CRC-16 matches the examples of the OSDP specification, Annex E', () => {
    expect(crc16(bytes('53 7f 0d 00 04 6e 00 80 25 00 00'))).toBe(0x386e);
    expect(crc16(bytes('53 00 09 00 04 61 00'))).toBe(0x66c0);
  });

  it('the checksum matches the examples of the OSDP specification, Annex E', () => {
    expect(checksum(bytes('53 7f 0c 00 00 6e 00 80 25 00 00'))).toBe(0x0f);
    expect(checksum(bytes('53 00 08 00 00 61 00'))).toBe(0x44);
  });

  it('CRC-16 is CCITT with the seed 0x1D0F, as OSDP specifies', () => {
    // osdp_POLL to address 0x65, sequence 0: FF 53 65 08 00 04 60 | 60 90 (CRC LSB first)
    expect(crc16(bytes('53 65 08 00 04 60'))).toBe(0x9060);
    expect(crc16(bytes('53 65 09 00 04 61 00'))).toBe(0x7ad9);
  });

  it('the checksum is the two’s complement of the byte sum', () => {
    expect(checksum(bytes('53 01 07 00 01 60'))).toBe(0x44);
    expect((checksum(bytes('53 01 07 00 01 60')) + 0x53 + 0x01 + 0x07 + 0x01 + 0x60) & 0xff).toBe(0);
  });
});

describe('OSDP packet encoding', () => {
  it.each([
    { name: 'osdp_POLL', body: '60', expected: 'ff 53 65 08 00 04 60 60 90' },
    { name: 'osdp_ID', body: '61 00', expected: 'ff 53 65 09 00 04 61 00 d9 7a' },
    { name: 'osdp_CHLNG', body: '76 0102030405060708', expected: 'ff 53 65 10 00 04 76 0102030405060708 0d 20' },
  ])('$name in CRC mode matches libosdp byte for byte', ({ body, expected }) => {
    expect(hex(encodePacket({ address: 0x65, sequence: 0, useCrc: true, body: bytes(body) }))).toBe(
      hex(bytes(expected)),
    );
  });

  it('in checksum mode the control byte has no CRC flag and one check byte ends the packet', () => {
    expect(hex(encodePacket({ address: 1, sequence: 1, useCrc: false, body: bytes('60') }))).toBe('ff53010700016044');
  });

  it('a security block sets the SCB flag and sits between the control byte and the code', () => {
    const packet = encodePacket({
      address: 1,
      sequence: 1,
      useCrc: true,
      body: bytes('60'),
      securityBlock: { type: 0x11, data: bytes('01') },
    });
    expect(hex(packet.subarray(0, 10))).toBe('ff53010b000d03110160');
    expect(decodePacket(packet.subarray(1))).toMatchObject({ securityBlock: { type: 0x11 }, code: 0x60 });
  });

  it('sequence numbers run 1, 2, 3, then 1 again: 0 only restarts the exchange', () => {
    expect([0, 1, 2, 3].map(nextSequence)).toEqual([1, 2, 3, 1]);
  });
});

describe('OSDP stream scanning', () => {
  it('decodes a reply: address without the reply bit, sequence, code and data', () => {
    const { packets, rest, rejected } = scanStream(bytes(PDID_REPLY));
    expect(rejected).toBe(0);
    expect(rest).toHaveLength(0);
    expect(packets).toEqual([
      {
        address: 1,
        isReply: true,
        sequence: 0,
        usesCrc: true,
        code: 0x45,
        data: bytes('c3 b2 a1 02 01 04 03 02 01 03 02 01'),
      },
    ]);
  });

  it('skips mark bytes and garbage before the SOM', () => {
    const { packets } = scanStream(bytes(`00 ff 12 ff ff ${KEYPAD_REPLY}`));
    expect(packets.map((p) => p.code)).toEqual([0x53]);
  });

  it('keeps a packet split across reads until its last byte arrives', () => {
    const whole = bytes(`${PDID_REPLY} ${KEYPAD_REPLY}`);
    const first = scanStream(whole.subarray(0, 11));
    expect(first.packets).toEqual([]);
    const joined = new Uint8Array([...first.rest, ...whole.subarray(11)]);
    expect(scanStream(joined).packets.map((p) => p.code)).toEqual([0x45, 0x53]);
  });

  it('drops a packet whose CRC is wrong and still finds the next one', () => {
    const damaged = bytes(PDID_REPLY);
    damaged[8] = (damaged[8] ?? 0) ^ 0x01;
    const { packets, rejected } = scanStream(new Uint8Array([...damaged, ...bytes(KEYPAD_REPLY)]));
    expect(rejected).toBe(1);
    expect(packets.map((p) => p.code)).toEqual([0x53]);
  });

  it('drops a packet whose checksum is wrong', () => {
    expect(scanStream(bytes('ff 53 81 07 00 01 40 00')).packets).toEqual([]);
    expect(scanStream(bytes('ff 53 81 07 00 01 40 e4')).packets.map((p) => p.code)).toEqual([0x40]);
  });

  it('does not wait for a length no OSDP packet can have', () => {
    const { packets, rest } = scanStream(bytes(`53 ff ff ff ${KEYPAD_REPLY}`));
    expect(packets.map((p) => p.code)).toEqual([0x53]);
    expect(rest).toHaveLength(0);
  });

  it('parses the security block and leaves the 4-byte MAC out of the data', () => {
    const body = bytes('53 81 11 00 0c 02 16 53 00 01 31 aa bb cc dd');
    const crc = crc16(body);
    const { packets } = scanStream(new Uint8Array([...body, crc & 0xff, crc >> 8]));
    expect(packets).toEqual([
      expect.objectContaining({
        securityBlock: { type: 0x16, data: new Uint8Array() },
        code: 0x53,
        data: bytes('00 01 31'),
        mac: bytes('aa bb cc dd'),
      }),
    ]);
  });
});
