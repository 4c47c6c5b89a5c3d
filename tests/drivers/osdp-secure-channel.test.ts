// Secure channel computations against the examples of the OSDP specification, Annex E (as libosdp's
// own tests carry them: SCBK-D, RND.A = B0…B7, RND.B = A0…A7). The MAC chain and data encryption
// are checked end to end against libosdp in osdp-control-panel.test.ts.
import { describe, expect, it } from 'vitest';
import {
  clientCryptogram,
  computeMac,
  deriveSessionKeys,
  initialRmac,
  SCBK_D,
  SecureSession,
  serverCryptogram,
} from '../../drivers/osdp/secure-channel';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replaceAll(' ', ''), 'hex'));
const hex = (data: Uint8Array) => Buffer.from(data).toString('hex');

const cpRandom = bytes('b0 b1 b2 b3 b4 b5 b6 b7');
const pdRandom = bytes('a0 a1 a2 a3 a4 a5 a6 a7');
const keys = deriveSessionKeys(SCBK_D, cpRandom);

describe('OSDP secure channel (Annex E examples)', () => {
  it('SCBK-D is 0x30 to 0x3F', () => {
    expect(hex(SCBK_D)).toBe('303132333435363738393a3b3c3d3e3f');
  });

  it('derives S-ENC, S-MAC1 and S-MAC2 from the SCBK and RND.A', () => {
    expect(hex(keys.enc)).toBe('bf8dc2a8329acb8c67c6d0cd9a451682');
    expect(hex(keys.mac1)).toBe('5e86c676603bdee2d8beafe178637332');
    expect(hex(keys.mac2)).toBe('6fda86e857777e81132035758239172e');
  });

  it('the client cryptogram (osdp_CCRYPT) is AES(S-ENC, RND.A ‖ RND.B)', () => {
    expect(hex(clientCryptogram(keys, cpRandom, pdRandom))).toBe('fde5d2f428ec16312471ea3c02bd7796');
  });

  it('the server cryptogram (osdp_SCRYPT) is AES(S-ENC, RND.B ‖ RND.A)', () => {
    expect(hex(serverCryptogram(keys, cpRandom, pdRandom))).toBe('26d3356e07762d262801fc8e6665a891');
  });

  it('R-MAC-I is the server cryptogram through S-MAC1 then S-MAC2', () => {
    expect(hex(initialRmac(keys, bytes('26d3356e07762d262801fc8e6665a891')))).toBe('b2a30057eb98ba2229ec1f875662b524');
  });
});

describe('secure session', () => {
  const rmacI = bytes('b2a30057eb98ba2229ec1f875662b524');

  it('a command without data is MACed, not encrypted; with data, its data is encrypted to whole blocks', () => {
    const session = new SecureSession(keys, rmacI);
    const poll = session.sealCommand(Uint8Array.of(0x60));
    expect(poll.securityBlock.type).toBe(0x15);
    expect(hex(poll.body)).toBe('60');
    const out = session.sealCommand(Uint8Array.of(0x68, 0, 5, 30, 0));
    expect(out.securityBlock.type).toBe(0x17);
    expect(out.body).toHaveLength(1 + 16);
    expect(out.body[0]).toBe(0x68);
  });

  it('the MAC chains from packet to packet, so a replayed reply no longer checks out', () => {
    const session = new SecureSession(keys, rmacI);
    const command = bytes('53 01 0e 00 0d 02 15 60');
    const cMac = computeMac(keys, rmacI, command);
    expect(hex(session.sealCommand(Uint8Array.of(0x60)).sign(command))).toBe(hex(cMac.subarray(0, 4)));

    const reply = { securityBlockType: 0x16, signed: bytes('53 81 0e 00 0d 02 16 40'), data: new Uint8Array() };
    const mac = computeMac(keys, cMac, reply.signed).subarray(0, 4);
    expect(session.openReply({ ...reply, mac })).toEqual(new Uint8Array());

    const next = session.sealCommand(Uint8Array.of(0x60)).sign(command);
    expect(hex(next)).not.toBe(hex(cMac.subarray(0, 4)));
    expect(session.openReply({ ...reply, mac })).toBeUndefined();
  });
});
