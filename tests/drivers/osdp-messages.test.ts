// OSDP message bodies. Reply bytes were captured from libosdp 3.2 in PD mode; command layouts are
// the ones libosdp's PD parses (osdp_pd.c), checked end to end in osdp-control-panel.test.ts.
import { describe, expect, it } from 'vitest';
import { buzCommand, decodeReply, ledCommand, outCommand } from '../../drivers/osdp/messages';
import { scanStream } from '../../drivers/osdp/protocol';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replaceAll(' ', ''), 'hex'));
const hex = (data: Uint8Array) => Buffer.from(data).toString('hex');

function replyOf(wire: string) {
  const [packet] = scanStream(bytes(wire)).packets;
  if (!packet) throw new Error('no packet in the capture');
  return decodeReply(packet.code, packet.data);
}

describe('OSDP replies', () => {
  it('osdp_PDID: vendor code (3 bytes LSB first), model, version, serial number, firmware major.minor.build', () => {
    expect(replyOf('ff 53 81 14 00 04 45 c3 b2 a1 02 01 04 03 02 01 03 02 01 c9 de')).toEqual({
      kind: 'pdid',
      identity: { vendorCode: 0xa1b2c3, model: 2, version: 1, serialNumber: 0x01020304, firmware: '3.2.1' },
    });
  });

  it('osdp_PDCAP: one (function, compliance, count) triple per capability', () => {
    const reply = replyOf(
      'ff 53 81 20 00 05 46 02 01 01 04 01 01 05 01 01 08 01 00 09 01 00 0a 00 01 0d 01 01 10 02 00 30 43',
    );
    expect(reply).toMatchObject({ kind: 'pdcap' });
    expect(reply.kind === 'pdcap' && reply.capabilities).toEqual([
      { functionCode: 2, compliance: 1, count: 1 },
      { functionCode: 4, compliance: 1, count: 1 },
      { functionCode: 5, compliance: 1, count: 1 },
      { functionCode: 8, compliance: 1, count: 0 },
      { functionCode: 9, compliance: 1, count: 0 },
      { functionCode: 10, compliance: 0, count: 1 },
      { functionCode: 13, compliance: 1, count: 1 },
      { functionCode: 16, compliance: 2, count: 0 },
    ]);
  });

  it('osdp_RAW: reader, format, bit count, then the card bits; the card number is their hex', () => {
    expect(replyOf('ff 53 81 10 00 06 50 00 00 20 00 01 23 ab cd a5 e7')).toEqual({
      kind: 'card',
      card: { reader: 0, format: 'raw', bitCount: 32, number: '0123ABCD' },
    });
  });

  it('osdp_RAW of a 26-bit Wiegand card keeps the bytes that hold the bits', () => {
    expect(decodeReply(0x50, bytes('01 01 1a 00 aa bb cc dd ee'))).toEqual({
      kind: 'card',
      card: { reader: 1, format: 'raw', bitCount: 26, number: 'AABBCCDD' },
    });
  });

  it('osdp_FMT: reader, direction, character count, characters', () => {
    expect(decodeReply(0x51, bytes('00 00 06 31 32 33 34 35 36'))).toEqual({
      kind: 'card',
      card: { reader: 0, format: 'ascii', bitCount: 48, number: '123456' },
    });
  });

  it('osdp_KEYPAD: reader, key count, keys', () => {
    expect(replyOf('ff 53 81 0d 00 07 53 00 03 31 32 23 d3 2d')).toEqual({ kind: 'keypad', reader: 0, keys: '12#' });
  });

  it('osdp_NAK carries its reason; code 4 is a sequence error', () => {
    expect(replyOf('ff 53 81 09 00 06 41 04 42 df')).toEqual({
      kind: 'nak',
      code: 4,
      reason: 'unexpected sequence number',
    });
  });

  it('a reply too short for its kind is passed on as is, never read past its end', () => {
    expect(decodeReply(0x50, bytes('00 00'))).toEqual({ kind: 'other', code: 0x50, data: bytes('00 00') });
  });
});

describe('OSDP commands', () => {
  it('osdp_OUT: output, control code, timer in 100 ms LSB first', () => {
    expect(hex(outCommand([{ output: 0, control: 5, timer: 300 }]))).toBe('680005' + '2c01');
  });

  it('osdp_LED: 14 bytes, a timed temporary colour and the permanent state left alone', () => {
    const body = ledCommand({ reader: 0, led: 0, temporary: { color: 'green', timer: 20 } });
    expect(hex(body)).toBe('69' + '0000' + '020100020014' + '00' + '0000000000');
    expect(body).toHaveLength(15);
  });

  it('osdp_BUZ: reader, tone, on, off, repeat', () => {
    expect(hex(buzCommand({ reader: 0, on: 2, off: 1, repeat: 2 }))).toBe('6a0002020102');
  });
});
