// Partner billing types and management types: label lists the spec gives no detail route, so
// their items are created and edited in a dialog over the list.
import { EntityModalListPage } from '../../entity/EntityModalListPage';
import { labelListUi } from '../reference/label-list-ui';

export const billingTypeUi = labelListUi({
  name: 'partner-billing-type-list',
  base: 'partner/billing-type',
  functionality: 'customer_partner_partner_billing_type_list',
  title: 'Types de facturation partenaire',
  listPath: '/partner-billing-type-list',
  // Edited in the list's dialog: the list is its own detail.
  detailPath: () => '/partner-billing-type-list',
});

export const managementTypeUi = labelListUi({
  name: 'partner-management-type-list',
  base: 'partner/management-type',
  functionality: 'customer_partner_partner_management_type_list',
  title: 'Types de gestion partenaire',
  listPath: '/partner-management-type-list',
  detailPath: () => '/partner-management-type-list',
});

export function BillingTypes() {
  return <EntityModalListPage ui={billingTypeUi} />;
}

export function ManagementTypes() {
  return <EntityModalListPage ui={managementTypeUi} />;
}
