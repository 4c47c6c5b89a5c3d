// Booking fees: base (the grid's booking fee), free, or a set amount; partner bookings
// pay them only when the fee preference says so. An applied offer may override the mode.
import { LINE_KINDS } from './line-kinds';
import { lumpLine } from './lines';
import type { FeeTerms, PriceGrid, QuoteLine, SpecialOffer } from './types';

export function feeLines(
  terms: FeeTerms,
  grid: PriceGrid,
  isPartner: boolean,
  override: SpecialOffer['bookingFeeOverride'],
): QuoteLine[] {
  if (isPartner && !terms.chargePartnerBookings) return [];
  const mode = override?.mode ?? terms.mode;
  const amountCents =
    override?.mode === 'amount' ? override.cents : mode === 'base' ? grid.bookingFeeCents : terms.amountCents;
  if (mode === 'free' || amountCents === 0) return [];
  const why = override
    ? "frais fixés par l'offre spéciale"
    : mode === 'base'
      ? `frais de la grille « ${grid.label} »`
      : 'montant des préférences';
  return [
    lumpLine({
      key: 'fees',
      kind: LINE_KINDS.fees,
      label: 'Frais de dossier',
      amountCents,
      vatBp: terms.vatBp,
      explain: `frais de dossier, mode ${mode} : ${why}`,
    }),
  ];
}
