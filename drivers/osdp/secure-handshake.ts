// The secure channel handshake as the control panel leads it: osdp_CHLNG with our random, check
// the PD's cryptogram in osdp_CCRYPT, osdp_SCRYPT with ours, check osdp_RMAC_I. Any answer that
// does not check out leaves the PD without a session (and so not online).
import crypto from 'node:crypto';
import { chlngCommand, type Reply, scryptCommand } from './messages';
import type { SecurityBlock } from './protocol';
import {
  clientCryptogram,
  deriveSessionKeys,
  initialRmac,
  SCBK_D,
  SECURITY_BLOCK,
  SecureSession,
  serverCryptogram,
} from './secure-channel';

/** Sends one handshake command with its security block and gives the PD's reply. */
export type HandshakeExchange = (body: Uint8Array, securityBlock: SecurityBlock) => Promise<Reply | undefined>;

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && crypto.timingSafeEqual(a, b);

export async function openSecureSession(
  scbk: Uint8Array,
  exchange: HandshakeExchange,
): Promise<SecureSession | undefined> {
  // The security block's one data byte says which key: 0 for SCBK-D, 1 for the PD's own SCBK.
  const keyFlag = Uint8Array.of(same(scbk, SCBK_D) ? 0 : 1);
  const cpRandom = new Uint8Array(crypto.randomBytes(8));
  const challenge = await exchange(chlngCommand(cpRandom), { type: SECURITY_BLOCK.CHLNG, data: keyFlag });
  if (challenge?.kind !== 'ccrypt') return undefined;
  const keys = deriveSessionKeys(scbk, cpRandom);
  if (!same(clientCryptogram(keys, cpRandom, challenge.pdRandom), challenge.cryptogram)) return undefined;

  const serverCrypt = serverCryptogram(keys, cpRandom, challenge.pdRandom);
  const confirm = await exchange(scryptCommand(serverCrypt), { type: SECURITY_BLOCK.SCRYPT, data: keyFlag });
  if (confirm?.kind !== 'rmac-i' || !same(confirm.rmac, initialRmac(keys, serverCrypt))) return undefined;
  return new SecureSession(keys, confirm.rmac);
}
