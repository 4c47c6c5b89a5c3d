// What other domains may use of partners and their terms: the descriptors the registry serves,
// and the rules a booking applies (commission periods, deposit terms).
export { partnerAccountingReferences } from './accounting-references';
export { allotmentList } from './allotment-reads';
export { partnerBillingTypeEntity, partnerManagementTypeEntity, partnerTypeEntity } from './label-lists';
export { allotmentReserved, partnerEntity } from './partner-entity';
export { partnerChoices, partnerForPricing, partnersExist } from './pricing-reads';
export { type DepositTerms, depositTermsErrors, firstOverlapIndex, partnerPeriodErrors } from './rules';
export { partners } from './schema';
export { seedPartnerLists } from './seed';
export { commissionEntity, discountEntity, paymentTermsEntity } from './terms-entities';
