// Partner types, billing types and management types: bare ordered label lists. A type still
// given to a partner cannot be deleted (the foreign key answers DELETE_BLOCKED_IN_USE): deactivate it.
import { labelListEntity } from '../reference';
import { partnerBillingTypes, partnerManagementTypes, partnerTypes } from './schema';

export const partnerTypeEntity = labelListEntity(
  partnerTypes,
  'partner/partner-type',
  'customer_partner_partner_type_list',
  'Types de partenaire',
);

export const partnerBillingTypeEntity = labelListEntity(
  partnerBillingTypes,
  'partner/billing-type',
  'customer_partner_partner_billing_type_list',
  'Types de facturation partenaire',
);

export const partnerManagementTypeEntity = labelListEntity(
  partnerManagementTypes,
  'partner/management-type',
  'customer_partner_partner_management_type_list',
  'Types de gestion partenaire',
);
