// The engine's results pinned: the 10,000 seeded stays the bench prices, their totals, VAT,
// deposit and commission folded into one checksum. Rewriting the hot path for speed must not move
// a single cent; a deliberate change of a pricing rule updates the value with its reason.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { quote } from './quote';
import { randomStay, seeded } from './random-stays';

const STAYS = 10_000;

function checksum(): string {
  const r = seeded(2026);
  const hash = createHash('sha256');
  for (let i = 0; i < STAYS; i += 1) {
    const q = quote(randomStay(r));
    const { totalCents, vatBaseCents, touristTaxCents, vatCents } = q.totals;
    const partner = q.partnerLines.map((l) => l.amountCents).join(',');
    hash.update(`${totalCents} ${vatBaseCents} ${touristTaxCents} ${vatCents} ${q.deposit.amountCents} ${partner}|`);
  }
  return hash.digest('hex');
}

describe('quote golden totals', () => {
  it('prices the seeded stays to the same cents', () => {
    expect(checksum()).toBe('bfeb4919fc73f7acc163626d93e69cb9a4c3d718e2411d53b7154c229ed922de');
  });
});
