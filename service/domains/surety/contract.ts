// What crosses the wire for the surety reminder screen (/surety-list): the search window, the send
// and the list rows (field names as the specification gives them). The UI imports these.
import { z } from 'zod';
import { zIsoDay } from '../../validation';

/** Calculation modes of the surety configuration: what the reminders ask for. */
export const CALCUL = { surety: 1, balance: 2, both: 3 } as const;
export type Calcul = (typeof CALCUL)[keyof typeof CALCUL];

export const SURETY_LIST_TITLES: Record<Calcul, string> = {
  [CALCUL.surety]: 'Liste des relances de caution',
  [CALCUL.balance]: 'Liste des relances de solde',
  [CALCUL.both]: 'Liste des relances de caution et de solde',
};

/** Arrivals from startDate to endDate, both included. */
export const suretySearchSchema = z
  .object({ startDate: zIsoDay(), endDate: zIsoDay() })
  .refine((w) => w.startDate <= w.endDate, { error: 'START_AFTER_END', path: ['endDate'] });
export type SuretySearch = z.infer<typeof suretySearchSchema>;

export const suretySendSchema = z.object({
  bookingIds: z
    .array(z.int({ error: 'REQUIRED_INTEGER' }).positive({ error: 'REQUIRED_INTEGER' }), { error: 'REQUIRED' })
    .min(1, { error: 'REQUIRED' })
    .max(500, { error: 'TOO_LONG' }),
});
export type SuretySend = z.infer<typeof suretySendSchema>;

/** Where a booking's guarantee stands with the provider; null when the provider cannot say. */
export type GuaranteeStatus = 'none' | 'requested' | 'expired' | 'recorded' | null;

export const GUARANTEE_STATUS_LABELS: Record<Exclude<GuaranteeStatus, null>, string> = {
  none: '',
  requested: 'Lien envoyé',
  expired: 'Lien expiré',
  recorded: 'Caution reçue',
};

/** The configuration the screen opens with (GET module/surety/index), with the business day. */
export interface SuretyIndexAnswer {
  id: number;
  calcul: Calcul;
  nbdaySurety: number;
  nbdaySuretyReminder: number;
  today: string;
}

/** One booking of the lists. Amounts in cents; `error` is why its e-mail could not be written. */
export interface SuretyRow {
  bookingId: number;
  bookingCode: string;
  customerId: number;
  customerName: string;
  startDate: string;
  endDate: string;
  /** The booking's kind (3, a reservation): the status the booking resume is opened with. */
  statusId: number;
  suretyAmount: number;
  balanceAmount: number;
  isSuretySend: boolean;
  isBalanceSend: boolean;
  isSuretyReminderSend: boolean;
  isBalanceSendReminder: boolean;
  error: string | null;
  /** Ours, beside the spec's fields: the guarantee as the provider sees it. */
  guaranteeStatus: GuaranteeStatus;
}

export interface SuretyLists {
  suretyList: SuretyRow[];
  suretyReminderList: SuretyRow[];
}

/** The send's answer: the rows sent for, each with its error when its e-mail was not written. */
export interface SuretySendAnswer {
  status: 'SENT';
  sentCount: number;
  rows: SuretyRow[];
}

export interface SuretyCalculAnswer {
  status: 'SAVED';
  count: number;
}
