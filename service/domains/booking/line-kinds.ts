// The line kinds bookings read by name (ids), from the pricing engine's one table.
import { LINE_KINDS } from '../pricing';

export const TAX_LINE_KIND = LINE_KINDS.tax;
export const ADDITIONAL_TAX_LINE_KIND = LINE_KINDS.otherTax;
export const CANCELLATION_LINE_KIND = LINE_KINDS.cancellation;
export const EARLY_DEPARTURE_LINE_KIND = LINE_KINDS.earlyDeparture;
