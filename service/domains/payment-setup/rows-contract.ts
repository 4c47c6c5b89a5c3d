// The rows the UI reads from the generic entity calls of this domain, written out so the
// browser never imports a drizzle table; tests/integration/row-types.test.ts keeps them equal to the tables.

/** A row of `bankAccounts` as the list and detail calls answer it. */
export interface BankAccountRow {
  accountingCode: string | null;
  bankId: number;
  bic: string | null;
  createdAt: string;
  holder: string | null;
  iban: string | null;
  id: number;
  isActive: boolean;
  isDefault: boolean;
  journalCode: string | null;
  label: string;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `banks` as the list and detail calls answer it. */
export interface BankRow {
  address1: string | null;
  address2: string | null;
  agencyCode: string | null;
  bankCode: string | null;
  bic: string | null;
  createdAt: string;
  id: number;
  isActive: boolean;
  name: string;
  phone: string | null;
  postalCode: string | null;
  town: string | null;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `cashRegisters` as the list and detail calls answer it. */
export interface CashRegisterRow {
  cashRegisterTypeId: number;
  createdAt: string;
  hasCashDrawer: boolean;
  hasTicketPrinter: boolean;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  pointOfSaleId: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `depositTypes` as the list and detail calls answer it. */
export interface DepositTypeRow {
  bankAccountId: number;
  code: string;
  createdAt: string;
  fromTicket: number | null;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  slipType: number;
  toTicket: number | null;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `expenseTypes` as the list and detail calls answer it. */
export interface ExpenseTypeRow {
  accountingCode: string | null;
  createdAt: string;
  id: number;
  isActive: boolean;
  label: string;
  order: number;
  tvaRateId: number | null;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `onlineOpenPeriods` as the list and detail calls answer it. */
export interface OnlineOpenPeriodRow {
  createdAt: string;
  endDate: string;
  id: number;
  label: string;
  startDate: string;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `paymentMethods` as the list and detail calls answer it. */
export interface PaymentMethodRow {
  accountingCode: string | null;
  bankAccountId: number | null;
  createdAt: string;
  depositTypeId: number | null;
  id: number;
  isActive: boolean;
  isAtPointOfSale: boolean;
  isAtReception: boolean;
  isAutoRemittance: boolean;
  isGrouped: boolean;
  isOnline: boolean;
  label: string;
  order: number;
  paymentType: number;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}

/** A row of `pointsOfSale` as the list and detail calls answer it. */
export interface PointOfSaleRow {
  code: string;
  createdAt: string;
  id: number;
  isActive: boolean;
  label: string;
  updatedAt: string;
  updatedBy: number | null;
  version: number;
}
