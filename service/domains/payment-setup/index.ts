// What other domains and the composition root may use of the payment set-up: its entities and
// routes, choice lists, the usage checks that block deleting a method or bank account (payments
// register theirs here) and the accounting codes it references.
export { paymentSetupAccountingReferences } from './accounting-references';
export { bankAccountLabelRoutes, getBankAccountLabels } from './bank-account-labels';
export { bankAccountChoices, bankAccountEntity, bankChoices, bankEntity } from './bank-entities';
export { cashRegisterEntity, cashRegisterTypeEntity } from './cash-register-entities';
export { depositTypeChoices, depositTypeEntity } from './deposit-type-entity';
export { expenseTypeEntity } from './expense-type-entity';
export { onlineOpenPeriodEntity } from './online-open-period-entity';
export { paymentMethodChoices, paymentMethodEntity } from './payment-method-entity';
export { pointOfSaleEntity } from './point-of-sale-entity';
export { CENTRAL_POINT_OF_SALE } from './rules';
export { seedPaymentSetup } from './seed';
export { bankAccountUsage, bankUsage, paymentMethodUsage } from './usage';
