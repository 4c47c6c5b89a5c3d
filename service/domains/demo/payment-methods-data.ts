// How guests pay at Camping des Pins: the six methods every French site starts with (the
// payment set-up seeds them under these labels), with the payment type and the
// accounting account each is posted to. Card and transfer are also offered for online deposits.

export interface DemoPaymentMethod {
  /** The seeded method of that label is used as it is; a missing one is added. */
  readonly label: string;
  /** Payment type id (3 cash, 1 cheque, 2 holiday voucher, 4 card, 0 none: transfer). */
  readonly paymentType: 0 | 1 | 2 | 3 | 4;
  readonly accountingCode: string;
  readonly isOnline: boolean;
  readonly order: number;
}

export const demoPaymentMethods: readonly DemoPaymentMethod[] = [
  { label: 'Espèces', paymentType: 3, accountingCode: '530000', isOnline: false, order: 1 },
  { label: 'Chèque', paymentType: 1, accountingCode: '511200', isOnline: false, order: 2 },
  { label: 'Chèques-Vacances ANCV', paymentType: 2, accountingCode: '511300', isOnline: false, order: 3 },
  { label: 'Carte bancaire', paymentType: 4, accountingCode: '511500', isOnline: true, order: 4 },
  { label: 'Virement', paymentType: 0, accountingCode: '512000', isOnline: true, order: 5 },
  { label: 'Chèques-Vacances Connect', paymentType: 2, accountingCode: '511300', isOnline: true, order: 6 },
];
