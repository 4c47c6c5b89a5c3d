// Early departure: the stay ends on the departure date (the planning shortened, the place freed for
// the unused nights) while its lines stay as booked; early-departure lines (kind 21) carry the refund
// of the unused nights by the site's preference, and the tourist tax of those nights (due by law for
// the nights stayed only) refunded or charged as the preference says.
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { readPreference } from '../preference';
import { applyRate, EARLY_DEPARTURE_TAX_KEY, type Quote } from '../pricing';
import { BOOKING_KIND, type BookingDto, type BookingInput, type OccupancyDto } from './contract';
import type { HistoryEntry } from './history';
import { ADDITIONAL_TAX_LINE_KIND, EARLY_DEPARTURE_LINE_KIND, TAX_LINE_KIND } from './line-kinds';
import { type PricingContext, priceOccupancy } from './pricing';
import { hasEarlyDepartureNotice, isValidEarlyDeparture, nightsOf } from './rules';
import { saveBooking, type Writer } from './save';
import * as store from './store';
import { check, inputOf, loadOrFail } from './transitions';

export type RefundRule = 'none' | 'unused_nights' | 'rule' | 'credit_note';

/** The early-departure preference as the lines read it. */
export interface EarlyDeparturePrefs {
  refundRule: RefundRule;
  /** Basis points of the unused nights refunded by the rule. */
  refundRate: number;
  refundFeeCents: number;
  refundTouristTax: boolean;
  minimumNoticeDays: number;
}

/** What the stay left unused, each amount computed by the pricing engine. */
export interface UnusedStay {
  unusedNights: number;
  /** The price of the unused nights by VAT rate (basis points): the lines as booked less the same over the nights stayed. */
  unusedByVat: ReadonlyMap<number, number>;
  /**
   * Tourist tax (the departmental one with it) of the booked stay and of the nights stayed: the
   * shortened stay's own tax lines hold the latter, as the tax always follows the nights.
   */
  taxBookedCents: number;
  taxStayedCents: number;
  /** The departure was announced with the rule's minimum notice. */
  hasNotice: boolean;
}

export const EARLY_DEPARTURE_LABELS = {
  refund: 'Remboursement des nuits non consommées',
  noRefund: 'Nuits non consommées non remboursées',
  fee: 'Frais de départ anticipé retenus',
  taxCharged: 'Taxe de séjour des nuits non consommées',
  taxRefunded: 'Remboursement de la taxe de séjour des nuits non consommées',
} as const;

const percent = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const line = (key: string, label: string, amountCents: number, vatBp: number, explain: string): store.LineInsert => ({
  kind: EARLY_DEPARTURE_LINE_KIND,
  key: `early-departure:${key}`,
  label,
  quantity: 1,
  unitCents: amountCents,
  amountCents,
  vatBp,
  basis: 'stay',
  explain,
});

/** The refund of the unused nights (negative lines, one per VAT rate) and the fee the rule keeps. */
function refundLines(prefs: EarlyDeparturePrefs, stay: UnusedStay): store.LineInsert[] {
  const nights = `${stay.unusedNights} nuit${stay.unusedNights > 1 ? 's' : ''} non consommée${stay.unusedNights > 1 ? 's' : ''}`;
  const groups = [...stay.unusedByVat].filter(([, cents]) => cents > 0).sort((a, b) => b[1] - a[1]);
  const mainVat = groups[0]?.[0] ?? 0;
  const none = (why: string) => [line('refund', EARLY_DEPARTURE_LABELS.noRefund, 0, mainVat, `${nights} : ${why}`)];
  if (prefs.refundRule === 'unused_nights') {
    const lines = groups.map(([vat, cents]) =>
      line(`refund:${vat}`, EARLY_DEPARTURE_LABELS.refund, -cents, vat, `${nights}, remboursées (préférence)`),
    );
    return lines.length ? lines : none('rien à rembourser');
  }
  if (prefs.refundRule !== 'rule') return none('aucun remboursement (préférence)');
  if (!stay.hasNotice) return none(`préavis de ${prefs.minimumNoticeDays} jours non respecté`);
  const refunds = groups.map(([vat, cents]) => [vat, applyRate(cents, prefs.refundRate)] as const);
  const total = refunds.reduce((s, [, cents]) => s + cents, 0);
  const fee = Math.min(prefs.refundFeeCents, total);
  const label = `${EARLY_DEPARTURE_LABELS.refund} (${percent(prefs.refundRate)})`;
  const lines = refunds
    .filter(([, cents]) => cents > 0)
    .map(([vat, cents]) =>
      line(`refund:${vat}`, label, -cents, vat, `${nights}, ${percent(prefs.refundRate)} remboursés`),
    );
  if (fee > 0) lines.push(line('fee', EARLY_DEPARTURE_LABELS.fee, fee, mainVat, 'frais retenus par la règle'));
  return lines.length ? lines : none('rien à rembourser');
}

/**
 * The tax the guest pays is that of the nights stayed when the preference refunds the rest, else that
 * of the whole stay booked; one line brings the shortened stay's own tax lines (the nights stayed) to it.
 */
function taxLine(prefs: EarlyDeparturePrefs, stay: UnusedStay): store.LineInsert[] {
  const due = prefs.refundTouristTax ? stay.taxStayedCents : stay.taxBookedCents;
  const cents = due - stay.taxStayedCents;
  if (cents === 0) return [];
  const label = cents > 0 ? EARLY_DEPARTURE_LABELS.taxCharged : EARLY_DEPARTURE_LABELS.taxRefunded;
  const why = prefs.refundTouristTax ? 'remboursée (préférence)' : 'non remboursée (préférence)';
  return [
    {
      ...line('tax', label, cents, 0, `taxe de séjour des nuits non consommées ${why}`),
      key: EARLY_DEPARTURE_TAX_KEY,
      isOutsideVatBase: true,
    },
  ];
}

/** The early-departure lines (kind 21) of a stay left early under the preference. Pure. */
export function earlyDepartureLines(prefs: EarlyDeparturePrefs, stay: UnusedStay): store.LineInsert[] {
  return [...refundLines(prefs, stay), ...taxLine(prefs, stay)];
}

const taxOf = (q: Quote) =>
  q.lines
    .filter((l) => l.kind === TAX_LINE_KIND || l.kind === ADDITIONAL_TAX_LINE_KIND)
    .reduce((s, l) => s + l.amountCents, 0);

function byVat(q: Quote): Map<number, number> {
  const sums = new Map<number, number>();
  for (const l of q.lines) {
    if (l.kind === TAX_LINE_KIND || l.kind === ADDITIONAL_TAX_LINE_KIND) continue;
    sums.set(l.vatBp, (sums.get(l.vatBp) ?? 0) + l.amountCents);
  }
  return sums;
}

/** The input with one occupancy ending on `endDate`, priced by `choice`. */
function ending(input: BookingInput, index: number, endDate: string, choice: BookingInput['priceUpdateChoice']) {
  return {
    ...input,
    priceUpdateChoice: choice,
    occupancies: input.occupancies.map((o, i) => (i === index ? { ...o, endDate } : o)),
  };
}

/**
 * The unused nights priced by the engine: the booked lines, and the same lines adapted to the nights
 * stayed (« Adapter le détail existant »); the tax of both from persons and nights.
 */
function unusedStay(w: Writer, input: BookingInput, index: number, bookedEnd: string, departure: string) {
  const booking = store.findBooking(w.db, input.id) as store.BookingRow;
  const occupancies = store.occupanciesOf(w.db, input.id);
  const id = input.occupancies[index]?.id;
  const today = w.clock.today();
  const asBooked: PricingContext = {
    today,
    existing: {
      booking,
      occupancies: occupancies.map((o) => (o.id === id ? { ...o, endDate: bookedEnd, earlyDepartureFrom: null } : o)),
    },
  };
  const full = priceOccupancy(w.db, ending(input, index, bookedEnd, 'keepExistingDetail'), index, asBooked);
  const stayed = priceOccupancy(w.db, ending(input, index, departure, 'updateFromExistingDetail'), index, asBooked);
  const after = byVat(stayed);
  const unusedByVat = new Map([...byVat(full)].map(([vat, cents]) => [vat, cents - (after.get(vat) ?? 0)]));
  return {
    unusedByVat,
    taxBookedCents: taxOf(full),
    taxStayedCents: taxOf(stayed),
  };
}

function departing(w: Writer, occupancyId: number): { dto: BookingDto; occupancy: OccupancyDto } {
  const row = store.findOccupancy(w.db, occupancyId);
  if (!row) throw new AppError('NOT_FOUND');
  const dto = loadOrFail(w.db, row.bookingId);
  check(w.db, dto, 'edit');
  const occupancy = dto.occupancies.find((o) => o.id === occupancyId) as OccupancyDto;
  if (dto.kind === BOOKING_KIND.quote || occupancy.isCancelled) throw new AppError('MODIFICATION_NOT_AUTHORISED');
  return { dto, occupancy };
}

function historyOf(lines: readonly store.LineInsert[], from: string, to: string, prefs: EarlyDeparturePrefs) {
  const refund = -lines.filter((l) => l.key !== EARLY_DEPARTURE_TAX_KEY).reduce((s, l) => s + l.amountCents, 0);
  const tax = lines.find((l) => l.key === EARLY_DEPARTURE_TAX_KEY)?.amountCents ?? 0;
  const taxText = prefs.refundTouristTax ? 'remboursée' : 'due';
  const entry: HistoryEntry = {
    event: 'EARLY_DEPARTURE',
    summary:
      `Départ anticipé le ${frenchDay(to)} au lieu du ${frenchDay(from)} : ` +
      `remboursement ${euros(refund)}, taxe de séjour des nuits non consommées ${taxText}`,
    detail: {
      endDate: { before: from, after: to },
      refundRule: prefs.refundRule,
      refundCents: refund,
      touristTaxAdjustmentCents: tax,
      lines: lines.map((l) => ({ label: l.label, amountCents: l.amountCents })),
    },
  };
  return entry;
}

/**
 * Records an occupancy's early departure on `departureDate`, inside the stay as booked (a second
 * record replaces the first). The stay is re-saved through the one write path with its lines kept.
 */
export function earlyDeparture(w: Writer, occupancyId: number, departureDate: string): BookingDto {
  return inTransaction(w.db, () => {
    const { dto, occupancy } = departing(w, occupancyId);
    const bookedEnd = occupancy.earlyDepartureFrom ?? occupancy.endDate;
    if (!isValidEarlyDeparture({ startDate: occupancy.startDate, endDate: bookedEnd }, departureDate))
      throw new AppError('EARLY_DEPARTURE_OUTSIDE_STAY');
    const prefs: EarlyDeparturePrefs = readPreference(w.db, 'early_departure');
    store.deleteOccupancyLinesOfKind(w.db, occupancyId, EARLY_DEPARTURE_LINE_KIND);
    const input = inputOf(dto);
    const index = input.occupancies.findIndex((o) => o.id === occupancyId);
    const lines = earlyDepartureLines(prefs, {
      ...unusedStay(w, input, index, bookedEnd, departureDate),
      unusedNights: nightsOf({ startDate: departureDate, endDate: bookedEnd }).length,
      hasNotice: hasEarlyDepartureNotice(w.clock.today(), departureDate, prefs.minimumNoticeDays),
    });
    for (const l of lines) store.insertLine(w.db, dto.id, occupancyId, l);
    // The lines kept as booked carry the early-departure lines into the totals, VAT and balance.
    const history = historyOf(lines, bookedEnd, departureDate, prefs);
    saveBooking({ ...w, history }, ending(input, index, departureDate, 'keepExistingDetail'));
    store.updateOccupancy(w.db, occupancyId, { earlyDepartureFrom: bookedEnd });
    return loadOrFail(w.db, dto.id);
  });
}
