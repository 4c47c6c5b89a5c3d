// How guests pay at Camping des Pins, with the accounting account each method is posted to.
// Holiday vouchers (ANCV chèques-vacances) give no change and cost the site a commission.

export interface DemoPaymentMethod {
  readonly code: string;
  readonly label: string;
  readonly kind: 'cash' | 'cheque' | 'holiday_voucher' | 'card' | 'transfer';
  readonly accountingCode: string;
  /** Whether change may be given back (cash only). */
  readonly isChangeGiven: boolean;
  /** Commission kept by the issuer, in basis points (ANCV: 1 %). */
  readonly commissionRate: number;
  /** Accepted for online booking deposits. */
  readonly isOnline: boolean;
  readonly order: number;
}

export const demoPaymentMethods: readonly DemoPaymentMethod[] = [
  {
    code: 'ESP',
    label: 'Espèces',
    kind: 'cash',
    accountingCode: '531000',
    isChangeGiven: true,
    commissionRate: 0,
    isOnline: false,
    order: 1,
  },
  {
    code: 'CHQ',
    label: 'Chèque',
    kind: 'cheque',
    accountingCode: '511200',
    isChangeGiven: false,
    commissionRate: 0,
    isOnline: false,
    order: 2,
  },
  {
    code: 'ANCV',
    label: 'Chèques-vacances ANCV',
    kind: 'holiday_voucher',
    accountingCode: '511300',
    isChangeGiven: false,
    commissionRate: 100,
    isOnline: false,
    order: 3,
  },
  {
    code: 'CB',
    label: 'Carte bancaire',
    kind: 'card',
    accountingCode: '511500',
    isChangeGiven: false,
    commissionRate: 0,
    isOnline: true,
    order: 4,
  },
  {
    code: 'VIR',
    label: 'Virement bancaire',
    kind: 'transfer',
    accountingCode: '512000',
    isChangeGiven: false,
    commissionRate: 0,
    isOnline: true,
    order: 5,
  },
];
