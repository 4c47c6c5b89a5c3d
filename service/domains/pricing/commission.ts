// A partner's commission (line kind 13): a rate of a base of the stay (the commission period
// holding the arrival day replaces the partner's own rate) or an amount per stay. It is what the
// partner keeps, not part of the customer's total, so it is a partner line without VAT here.
import { isWithin } from './days';
import {
  ACCOMMODATION_KINDS,
  ITEM_KINDS,
  isTouristTaxLine,
  LINE_KINDS,
  type LineKind,
  OCCUPANT_KINDS,
} from './line-kinds';
import { amountOf, lumpLine } from './lines';
import { applyRate, percentText } from './money';
import type { Partner, QuoteLine } from './types';

const OFFERS: readonly LineKind[] = [LINE_KINDS.specialOffer];
const BASES: Record<Partner['commission']['base'], readonly LineKind[] | null> = {
  stay: null,
  accommodation: [...ACCOMMODATION_KINDS, ...OCCUPANT_KINDS, ...OFFERS],
  accommodationAndExtras: [...ACCOMMODATION_KINDS, ...OCCUPANT_KINDS, ...OFFERS, ...ITEM_KINDS],
};

const BASE_LABELS: Record<Partner['commission']['base'], string> = {
  stay: 'séjour hors taxe de séjour',
  accommodation: 'hébergement',
  accommodationAndExtras: 'hébergement et prestations',
};

export function commissionLines(partner: Partner | null, lines: readonly QuoteLine[], arrival: string): QuoteLine[] {
  if (!partner) return [];
  const kinds = BASES[partner.commission.base];
  const base = kinds ? amountOf(lines, kinds) : amountOf(lines.filter((l) => !isTouristTaxLine(l)));
  const period = partner.commissionPeriods.find((p) => isWithin(arrival, p));
  const isAmount = partner.commission.type === 'amount' && !period;
  const rate = period ? period.rateBp : partner.commission.value;
  const amountCents = isAmount ? partner.commission.value : applyRate(base, rate);
  const why = isAmount
    ? 'montant par séjour'
    : `${percentText(rate)} de la base « ${BASE_LABELS[partner.commission.base]} »${period ? ' (période de commission)' : ''}`;
  return [
    lumpLine({
      key: 'commission',
      kind: LINE_KINDS.partnerCommission,
      label: `Commission ${partner.label}`,
      amountCents,
      vatBp: 0,
      isOutsideVatBase: true,
      explain: `commission du partenaire : ${why}`,
    }),
  ];
}
