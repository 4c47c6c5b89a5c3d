// The merge values of a booking: its customer, stay, places, occupants, amounts and due dates, the
// site's details. Amounts « 1 234,56 € », days DD/MM/YYYY, as the invoice prints them.
import { inArray } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { billableCustomer, buyerLines, euros, frDate, sellerSnapshot } from '../billing';
import { type BookingDto, loadBooking, nightsOf } from '../booking';
import { customerOfBooking } from '../customer';
import { placeTypes } from '../place';
import { readPreference } from '../preference';
import { civilityChoices } from '../reference';
import { escapeHtml, type MergeValues } from './merge-fields';
import { siteLogoHtml } from './site-logo';

const day = (d: string | null | undefined) => (d ? frDate(d) : '');
const joined = (parts: (string | null | undefined)[], sep = ' ') => parts.filter((p) => p).join(sep);

/** The booking's live occupancies (a cancelled one is no longer part of the stay). */
const liveStays = (b: BookingDto) => b.occupancies.filter((o) => !o.isCancelled);

function isRental(db: Db, b: BookingDto): boolean {
  const ids = liveStays(b).map((o) => o.placeTypeId);
  if (ids.length === 0) return false;
  const kinds = db.select({ kind: placeTypes.kind }).from(placeTypes).where(inArray(placeTypes.id, ids)).all();
  return kinds.some((k) => k.kind !== 'PITCH');
}

function stayValues(db: Db, b: BookingDto): Record<string, string> {
  const stays = liveStays(b);
  const hours = readPreference(db, 'arrival_departure');
  const rental = isRental(db, b);
  const occupants = stays.flatMap((o) => o.occupants.map((p) => joined([p.firstName, p.lastName]))).filter((n) => n);
  return {
    bookingCode: b.code ?? b.quoteNumber ?? '',
    startDate: day(b.startDate),
    endDate: day(b.endDate),
    nights: String(nightsOf(b).length),
    arrivalHour: rental ? hours.rentalArrivalFromHour : hours.arrivalFromHour,
    arrivalToHour: hours.arrivalToHour,
    departureHour: rental ? hours.rentalDepartureBeforeHour : hours.departureBeforeHour,
    places: stays.map((o) => `${o.placeTypeLabel} n° ${o.placeNumber}`).join(', '),
    occupants: occupants.join(', '),
    personsCount: String(stays.reduce((n, o) => n + o.personsCount, 0)),
    optionValidUntil: day(b.optionValidUntil),
  };
}

/** The priced lines as a list (« Nuitées : 2 × 20,00 € = 40,00 € »), labels escaped: an HTML field. */
function priceLines(b: BookingDto): string {
  const items = b.lines.map((l) => {
    const qty = l.quantity === 1 ? '' : `${l.quantity} × ${euros(l.unitCents)} = `;
    return `<li>${escapeHtml(l.label)} : ${qty}${euros(l.amountCents)}</li>`;
  });
  return items.length ? `<ul>${items.join('')}</ul>` : '';
}

function amountValues(b: BookingDto): Record<string, string> {
  return {
    priceLines: priceLines(b),
    totalAmount: euros(b.totalCents),
    paidAmount: euros(b.paidCents),
    // What the customer still owes: the total less what is paid (a VACAF aid is the fund's to pay).
    balanceAmount: euros(Math.max(0, b.totalCents - b.vacafAidCents - b.paidCents)),
    depositAmount: euros(b.downPaymentCents),
    depositDueDate: day(b.downPaymentDueDate),
    balanceDueDate: day(b.balanceDueDate),
    suretyAmount: euros(b.suretyCents),
  };
}

function customerValues(db: Db, customerId: number): Record<string, string> {
  const c = customerOfBooking(db, customerId);
  if (!c) throw new AppError('NOT_FOUND');
  const buyer = billableCustomer(db, customerId).snapshot;
  const civility = civilityChoices(db).find((row) => row.id === c.civilityId)?.label ?? '';
  return {
    customerCivility: civility,
    customerFirstName: c.firstName ?? '',
    customerLastName: c.lastName ?? c.companyName ?? '',
    customerName: buyer.name,
    customerAddress: buyerLines(buyer).slice(1).join(', '),
    customerEmail: c.email ?? '',
    customerCode: c.code,
  };
}

function siteValues(db: Db, clock: Clock): Record<string, string> {
  const s = sellerSnapshot(db);
  return {
    siteName: s.corporateName,
    siteAddress: joined([s.address1, s.address2, joined([s.postalCode, s.town])], ', '),
    sitePhone: s.phone ?? '',
    siteEmail: s.email ?? '',
    siteLogo: siteLogoHtml(db),
    today: frDate(clock.today()),
  };
}

export interface BookingMerge {
  readonly booking: BookingDto;
  readonly values: MergeValues;
}

/** Every merge value of the booking; the links are empty unless the caller's `extra` gives them. */
export function bookingMergeValues(db: Db, clock: Clock, bookingId: number, extra: MergeValues = {}): BookingMerge {
  const booking = loadBooking(db, bookingId, clock.today());
  if (!booking) throw new AppError('NOT_FOUND');
  const values = {
    ...customerValues(db, booking.customerId),
    ...stayValues(db, booking),
    ...amountValues(booking),
    paymentLink: '',
    suretyLink: '',
    ...siteValues(db, clock),
    ...extra,
  };
  return { booking, values };
}
