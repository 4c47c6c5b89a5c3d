// What the ledger verification answers: `bivouac verify` and the three
// verification screens (double invoices, invoices due, payments without their document).

/** What a finding is about. */
export const FINDING_KINDS = ['chain', 'number-duplicate', 'number-missing', 'number-mismatch', 'orphan'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** One thing wrong, naming the table, the row and its number when it has one (French message). */
export interface Finding {
  kind: FindingKind;
  table: string;
  rowId: number;
  /** The row's document number (invoice, credit note, deposit), when it has one. */
  number: string | null;
  message: string;
}

/** One chain walked: how many rows, its perpetual total, how many breaks. */
export interface ChainSummary {
  chain: string;
  table: string;
  rows: number;
  grandTotalCents: number;
  breaks: number;
}

export interface LedgerReport {
  checkedAt: string;
  isOk: boolean;
  chains: ChainSummary[];
  findings: Finding[];
}

/** A booking with more than one live customer invoice of the stay. */
export interface DoubleBillRow {
  bookingId: number;
  bookingCode: string | null;
  customerName: string;
  /** The live invoices' numbers, in issue order. */
  numbers: string[];
  totalCents: number;
}

export interface DoubleBillReport {
  bookings: DoubleBillRow[];
  /** Invoice numbers held by more than one row. */
  duplicateNumbers: Finding[];
}

/** An invoice past its due date with something left to pay. */
export interface DueBillRow {
  invoiceId: number;
  number: string;
  customerName: string;
  dueDate: string;
  totalCents: number;
  paidCents: number;
  remainingCents: number;
}

/** A reservation whose stay has ended with no live invoice. */
export interface UnbilledStayRow {
  bookingId: number;
  bookingCode: string | null;
  customerName: string;
  startDate: string;
  endDate: string;
  totalCents: number;
}

export interface DueBillReport {
  invoices: DueBillRow[];
  unbilledStays: UnbilledStayRow[];
}

/** Payments without their document, and the breaks of the payment chains. */
export interface TicketsPaymentReport {
  findings: Finding[];
}
