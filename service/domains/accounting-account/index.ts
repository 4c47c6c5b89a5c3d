// What other domains and the composition root may use of the chart of accounts: its entity and
// the registrable list of accounting-code references.
export { accountingAccountEntity } from './entity';
export { accountingCodeReferences } from './references';
