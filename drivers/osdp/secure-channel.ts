// OSDP secure channel (AES-128, node:crypto): the handshake's keys and cryptograms, then the MAC
// chain and data encryption of every packet once the session is up. The computations follow OSDP
// v2.2 annex D as libosdp implements them (src/osdp_sc.c).
//
// Handshake: the panel sends osdp_CHLNG with its random RND.A; the PD derives the session keys from
// the SCBK and RND.A, and answers osdp_CCRYPT with its cUID, its random RND.B and the client
// cryptogram; the panel checks it and sends osdp_SCRYPT with the server cryptogram; the PD answers
// osdp_RMAC_I, the first link of the MAC chain.
import crypto from 'node:crypto';

/** The default key of the OSDP specification, usable only while a PD is being installed. */
export const SCBK_D = Uint8Array.from({ length: 16 }, (_, i) => 0x30 + i);

export const SECURITY_BLOCK = {
  CHLNG: 0x11,
  CCRYPT: 0x12,
  SCRYPT: 0x13,
  RMAC_I: 0x14,
  COMMAND_MAC: 0x15,
  REPLY_MAC: 0x16,
  COMMAND_MAC_ENCRYPTED: 0x17,
  REPLY_MAC_ENCRYPTED: 0x18,
} as const;

export interface SessionKeys {
  enc: Uint8Array;
  mac1: Uint8Array;
  mac2: Uint8Array;
}

function aesEcb(key: Uint8Array, block: Uint8Array): Uint8Array {
  const cipher = crypto.createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  return new Uint8Array(Buffer.concat([cipher.update(block), cipher.final()]));
}

function aesCbc(mode: 'encrypt' | 'decrypt', key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  const cipher =
    mode === 'encrypt'
      ? crypto.createCipheriv('aes-128-cbc', key, iv).setAutoPadding(false)
      : crypto.createDecipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  return new Uint8Array(Buffer.concat([cipher.update(data), cipher.final()]));
}

const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
const invert = (bytes: Uint8Array) => bytes.map((byte) => ~byte & 0xff);

/** S-ENC, S-MAC1, S-MAC2: the SCBK applied to a type prefix and the first 6 bytes of RND.A. */
export function deriveSessionKeys(scbk: Uint8Array, cpRandom: Uint8Array): SessionKeys {
  const derive = (first: number, second: number) =>
    aesEcb(scbk, concat(Uint8Array.of(first, second), cpRandom.subarray(0, 6), new Uint8Array(8)));
  return { enc: derive(0x01, 0x82), mac1: derive(0x01, 0x01), mac2: derive(0x01, 0x02) };
}

/** What the PD proves it holds the key with (osdp_CCRYPT): AES(S-ENC, RND.A ‖ RND.B). */
export const clientCryptogram = (keys: SessionKeys, cpRandom: Uint8Array, pdRandom: Uint8Array) =>
  aesEcb(keys.enc, concat(cpRandom, pdRandom));

/** What the panel proves it holds the key with (osdp_SCRYPT): AES(S-ENC, RND.B ‖ RND.A). */
export const serverCryptogram = (keys: SessionKeys, cpRandom: Uint8Array, pdRandom: Uint8Array) =>
  aesEcb(keys.enc, concat(pdRandom, cpRandom));

/** The first R-MAC (osdp_RMAC_I): the server cryptogram through S-MAC1 then S-MAC2. */
export const initialRmac = (keys: SessionKeys, serverCrypt: Uint8Array) =>
  aesEcb(keys.mac2, aesEcb(keys.mac1, serverCrypt));

const padded = (data: Uint8Array) => {
  const length = Math.ceil((data.length + 1) / 16) * 16;
  const out = new Uint8Array(length);
  out.set(data);
  out[data.length] = 0x80;
  return out;
};

/**
 * The MAC of a packet (SOM to the end of its data): AES-CBC with S-MAC1 over all blocks but the
 * last, S-MAC2 for the last, from `iv` (the other side's last MAC). A message not a whole number of
 * blocks is padded with 0x80 then zeros. The whole 16 bytes chain on; 4 go on the wire.
 */
export function computeMac(keys: SessionKeys, iv: Uint8Array, message: Uint8Array): Uint8Array {
  const blocks = message.length > 0 && message.length % 16 === 0 ? message : padded(message);
  let chain = iv;
  for (let at = 0; at < blocks.length; at += 16) {
    const key = at + 16 < blocks.length ? keys.mac1 : keys.mac2;
    chain = aesEcb(
      key,
      blocks.subarray(at, at + 16).map((byte, i) => byte ^ (chain[i] ?? 0)),
    );
  }
  return chain;
}

/** The session once established: each command MACed from the last R-MAC, each reply checked. */
export class SecureSession {
  private cMac: Uint8Array;
  private rMac: Uint8Array;

  constructor(
    private readonly keys: SessionKeys,
    rmacI: Uint8Array,
  ) {
    this.rMac = rmacI;
    this.cMac = new Uint8Array(16);
  }

  /** A command's security block and body (its data encrypted when it has any), and its signer. */
  sealCommand(body: Uint8Array): {
    securityBlock: { type: number; data: Uint8Array };
    body: Uint8Array;
    sign: (covered: Uint8Array) => Uint8Array;
  } {
    const data = body.subarray(1);
    const encrypted = data.length > 0;
    return {
      securityBlock: {
        type: encrypted ? SECURITY_BLOCK.COMMAND_MAC_ENCRYPTED : SECURITY_BLOCK.COMMAND_MAC,
        data: new Uint8Array(),
      },
      body: encrypted
        ? concat(body.subarray(0, 1), aesCbc('encrypt', this.keys.enc, invert(this.rMac), padded(data)))
        : body,
      sign: (covered) => {
        this.cMac = computeMac(this.keys, this.rMac, covered);
        return this.cMac.subarray(0, 4);
      },
    };
  }

  /** The reply's data in clear, or undefined when its MAC is wrong (the session is then unusable). */
  openReply(reply: { securityBlockType: number; signed: Uint8Array; mac: Uint8Array; data: Uint8Array }) {
    const expected = computeMac(this.keys, this.cMac, reply.signed);
    if (!crypto.timingSafeEqual(expected.subarray(0, 4), reply.mac)) return undefined;
    this.rMac = expected;
    if (reply.securityBlockType !== SECURITY_BLOCK.REPLY_MAC_ENCRYPTED) return reply.data;
    if (reply.data.length === 0 || reply.data.length % 16 !== 0) return undefined;
    const clear = aesCbc('decrypt', this.keys.enc, invert(this.cMac), reply.data);
    const end = clear.lastIndexOf(0x80);
    if (end < 0 || clear.subarray(end + 1).some((byte) => byte !== 0)) return undefined;
    return clear.slice(0, end);
  }
}
