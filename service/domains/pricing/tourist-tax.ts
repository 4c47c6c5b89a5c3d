// The taxe de séjour (CGCT L2333-29 ff.): persons not exempt × nights × the commune's rate for the
// site's classification, the rate of each night's period ("tax already has a price in the period");
// the additional departmental tax (10 % where voted, L3333-1) on the tax, as its own line. Exempt:
// minors (their age category), seasonal workers employed in the commune, emergency housing, with
// their reason. Outside the VAT base (line VAT 0), shown apart. The tax is law, not a price: it is
// never frozen nor kept from an earlier pricing, every quote of a stay recomputes it from the taxed
// persons and nights, whatever price update choice the accommodation takes.
// Unit percent, our reading of L2333-30 for unclassified accommodation: the rate applies to the
// night's cost per person excluding VAT (the stay's accommodation excluding VAT ÷ nights ÷ all
// occupants, exempt ones included), capped per person and night at `capCents` (the commune's top
// rate), then × the taxable persons and nights.
import { isWithin } from './days';
import { LINE_KINDS } from './line-kinds';
import { groupLines, type LineSpec, lumpLine, perNight } from './lines';
import { applyRate, divideRounded, percentText, vatIncluded } from './money';
import type { AgeCategory, Occupants, QuoteLine, TaxExemptionReason, TouristTax } from './types';

export interface TaxStay {
  readonly nightDates: readonly string[];
  readonly categories: readonly AgeCategory[];
  readonly occupants: readonly Occupants[];
  /** Place and occupant lines: the base of the percent unit. */
  readonly accommodation: readonly QuoteLine[];
}

export interface Exemption {
  readonly ageCategoryId: number;
  readonly count: number;
  readonly reason: TaxExemptionReason;
  readonly note?: string;
}

function exemptionOf(o: Occupants, categories: readonly AgeCategory[]): Exemption | null {
  const isMinor = categories.find((c) => c.id === o.ageCategoryId)?.isTouristTaxExempt ?? false;
  if (isMinor) return { ageCategoryId: o.ageCategoryId, count: o.count, reason: 'minor' };
  if (o.exemption) return { ageCategoryId: o.ageCategoryId, count: o.count, ...o.exemption };
  return null;
}

export function exemptionsOf(stay: TaxStay): Exemption[] {
  return stay.occupants.flatMap((o) => exemptionOf(o, stay.categories) ?? []);
}

/** Percent unit: one person's night excluding VAT, the same every night of the stay. */
function personNightCost(stay: TaxStay, persons: number): number {
  let exclusive = 0;
  for (const l of stay.accommodation) exclusive += l.amountCents - vatIncluded(l.amountCents, l.vatBp);
  return divideRounded(exclusive, stay.nightDates.length * persons);
}

/** The first rate holding the night (a plain loop: this runs for every night of every quote). */
function rateOf(tax: TouristTax, date: string): TouristTax['rates'][number] | undefined {
  for (const rate of tax.rates) if (isWithin(date, rate)) return rate;
  return undefined;
}

function taxSpecs(tax: TouristTax, stay: TaxStay, taxable: number, persons: number): LineSpec[] {
  const taxed = tax.maxNights == null ? stay.nightDates : stay.nightDates.slice(0, tax.maxNights);
  const cost = tax.unit === 'percent' ? personNightCost(stay, persons) : 0;
  return perNight(
    taxed,
    (date) => rateOf(tax, date)?.startDate ?? 'none',
    (date) => {
      const rate = rateOf(tax, date);
      if (!rate || rate.value === 0) return null;
      const perPerson =
        tax.unit === 'euro'
          ? rate.value
          : Math.min(applyRate(cost, rate.value), tax.capCents ?? Number.MAX_SAFE_INTEGER);
      const how =
        tax.unit === 'euro'
          ? 'par personne et par nuit'
          : `${percentText(rate.value)} du coût de la nuitée HT par personne`;
      return {
        key: `tax:${rate.startDate}`,
        kind: LINE_KINDS.tax,
        label: tax.label,
        quantity: taxable,
        unitCents: perPerson,
        vatBp: 0,
        basis: 'night',
        explain: `taxe de séjour, tarif du ${rate.startDate} au ${rate.endDate} : ${how}, personnes non exonérées × nuits`,
        isOutsideVatBase: true,
      };
    },
  );
}

export function touristTaxLines(tax: TouristTax | null, stay: TaxStay): QuoteLine[] {
  if (!tax) return [];
  let persons = 0;
  for (const o of stay.occupants) persons += o.count;
  let exempt = 0;
  for (const o of stay.occupants) exempt += exemptionOf(o, stay.categories)?.count ?? 0;
  const taxable = persons - exempt;
  if (taxable <= 0) return [];
  const lines = groupLines(taxSpecs(tax, stay, taxable, persons));
  let taxCents = 0;
  for (const l of lines) taxCents += l.amountCents;
  const additional = applyRate(taxCents, tax.additionalBp);
  if (additional === 0) return lines;
  const extra = lumpLine({
    vatBp: 0,
    isOutsideVatBase: true,
    key: 'tax:additional',
    kind: LINE_KINDS.otherTax,
    label: 'Taxe additionnelle départementale',
    amountCents: additional,
    explain: `taxe additionnelle départementale : ${percentText(tax.additionalBp)} de la taxe de séjour`,
  });
  return [...lines, extra];
}
