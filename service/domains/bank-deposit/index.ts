// What other domains and the composition root may use of the bank deposits: the routes, and the
// use cases the CLI or another screen may call in-process.

export { depositReferences } from './references';
export { bankDepositRoutes } from './routes';
export { cashFundDay, createDeposit, depositDetail, depositDraft, depositMonth, recordCashFund } from './service';
export { renderDepositSlip } from './slip-pdf';
