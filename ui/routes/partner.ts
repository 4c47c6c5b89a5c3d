import type { Screen } from './screen';

const partnerType = () => import('../screens/partner/partner-type');
const partnerLists = () => import('../screens/partner/partner-lists');
const partner = () => import('../screens/partner/partner');
const commission = () => import('../screens/partner/commission');
const paymentTerms = () => import('../screens/partner/payment-terms');
const discount = () => import('../screens/partner/discount');

export const partnerScreens: Screen[] = [
  { path: '/partner-type-list', load: () => partnerType().then((m) => ({ default: m.List })) },
  { path: '/partner-type/$partnerTypeId', load: () => partnerType().then((m) => ({ default: m.Detail })) },
  { path: '/partner-billing-type-list', load: () => partnerLists().then((m) => ({ default: m.BillingTypes })) },
  {
    path: '/partner-management-type-list',
    load: () => partnerLists().then((m) => ({ default: m.ManagementTypes })),
  },
  { path: '/partner-list', load: () => partner().then((m) => ({ default: m.List })) },
  { path: '/partner/$page/$partnerId', load: () => partner().then((m) => ({ default: m.Detail })) },
  { path: '/commission-list', load: () => commission().then((m) => ({ default: m.List })) },
  { path: '/commission/$commissionId', load: () => commission().then((m) => ({ default: m.Detail })) },
  { path: '/payment-terms-list', load: () => paymentTerms().then((m) => ({ default: m.List })) },
  { path: '/payment-terms/$paymentTermsId', load: () => paymentTerms().then((m) => ({ default: m.Detail })) },
  { path: '/discount-list', load: () => discount().then((m) => ({ default: m.List })) },
  { path: '/discount/$discountId', load: () => discount().then((m) => ({ default: m.Detail })) },
];
