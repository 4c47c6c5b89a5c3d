import { describe, expect, it } from 'vitest';
import {
  areas,
  functionalities,
  functionalityByCode,
  functionalityForPath,
  isSystemOnly,
  modules,
  pathMatches,
  systemOnlyFunctionalities,
  unguardedPaths,
} from './functionalities';

// Every route of the screens catalogue, section by section; the "(plus -x variants)" and
// "/preference/ followed by one of" forms are written out.
// biome-ignore format: the route lists, one section per line group
const specRoutes: Record<string, readonly string[]> = {
  administration: [
    '/admin/establishment', '/establishment-legal-informations-list', '/place-availability-mode',
    '/admin/module-grid',
    ...['accounting-grid', 'insurance-grid', 'emailing-grid', 'satisfaction-survey-grid', 'access-control-grid',
      'statistics-grid', 'yield-management-grid', 'doc-editor-grid', 'gift-grid', 'online-booking-grid',
      'concierge-service-grid', 'surety-grid', 'cleanning-grid'].map((p) => `/admin/module/${p}`),
    ...['insurance/:insuranceId', 'emailing/:emailingId', 'satisfaction-survey/:satisfactionSurveyId',
      'access-control/:accessControlId', 'statistics/:statisticsId', 'yield-management/:yieldManagementId',
      'doc-editor/:docEditorId', 'gift/:giftId', 'online-booking/:onlineBookingId',
      'concierge-service/:conciergeServiceId', 'surety/:suretyId', 'cleanning/:cleanningId'].map((p) => `/admin/module/${p}`),
    ...['clicamp', 'easycamp', 'todocamp', 'police-note-book', 'check-in', 'planning', 'plan', 'vacaf', 'quotation',
      'preference-tax-statement', 'preference-tax-statement-informations', 'preference-tva-statement',
      'preference-group-grid', 'preference-group/:providerId', 'residential-preference', 'statistics-intern'].map((p) => `/admin/module/${p}`),
    '/admin/financial-year-list', '/admin/financial-year/:financialYearId', '/admin/activity-period-list', '/admin/activity-period/:activityPeriodId',
    '/admin/group-list', '/admin/group/:groupId', '/admin/user-list', '/admin/user/:page/:userId', '/admin/header-custom-name-list', '/admin/header-custom-name/:headerCustomNameId',
  ],
  referenceData: [
    '/layout-list', '/layout/:layoutId',
    '/place-type-list', '/place-type/:page/:placeTypeId',
    '/place-family-list', '/place-family/:placeFamilyId',
    '/place-list', '/place/:page/:placeId', '/place-commercialization', '/place-ranking-informations',
    '/feature-list', '/feature/:featureId',
    '/extra-type-list', '/extra-type/:extraTypeId', '/extra-list', '/extra/:extraId',
    '/access-channel-list', '/access-channel/:accessChannelId',
    '/partner-type-list', '/partner-type/:partnerTypeId', '/partner-list', '/partner/:page/:partnerId', '/partner-booking-list/:statusId',
    '/payment-method-list', '/payment-method/:tab/:paymentMethodId', '/payment-method-deposit-type-list', '/payment-method-pointofsale-list', '/online_open_period_information',
    '/payment-terms-list', '/payment-terms/:paymentTermsId', '/commission-list', '/commission/:commissionId', '/discount-list', '/discount/:discountId',
    '/age-category-list', '/age-category/:ageCategoryId', '/animal-type-list', '/animal-type/:animalTypeId',
    '/bank-list', '/bank/:bankId', '/bank-account-list', '/bank-account/:bankAccountId', '/bank-account-label-informations',
    '/tva-list', '/tva/:tvaId', '/tax-list', '/tax/:taxId', '/tax-type-list', '/tax-type/:taxTypeId',
    '/residential-fees-list', '/residential-fees/:residentialFeesId', '/residential-fees-price-period/:residentialFeesId/:residentialFeesPricePeriodId',
    '/meter-type-list', '/meter-type/:meterTypeId', '/meter-tarification-type/:meterTypeId/:meterTarificationTypeId', '/meter-reading-creation', '/meter-reading-form', '/meter-reading-list',
    '/vehicle-type-list', '/vehicle-type/:vehicleTypeId', '/vehicle-brand-list', '/vehicle-brand/:vehicleBrandId',
    '/civility-list', '/civility/:civilityId',
    '/country-list', '/country/:countryId', '/region-list', '/region/:regionId', '/department-list', '/department/:departmentId',
    '/town-list/:countryId/:departmentId', '/town/:countryId/:departmentId/:townId', '/language-list', '/language/:languageId',
    '/unavailability-list', '/unavailability/:unavailabilityId',
    '/mailing-criteria-list', '/mailing-criteria/:mailingCriteriaId',
    '/cash-register-list', '/cash-register/:cashRegisterId', '/cash-register-type-list', '/cash-register-type/:cashRegisterTypeId',
    '/expense-type-list', '/expense-type/:expenseTypeId',
    '/parcel-type-list', '/parcel-type/:parcelTypeId', '/parcel-type-price-period/:parcelTypeId/:parcelTypePricePeriodId',
    '/partner-billing-type-list', '/partner-management-type-list',
    '/accounting-account-list', '/accounting-account/:accountingAccountId',
  ],
  customersAndBookings: [
    '/customer-list', '/customer/:tab/:customerId', '/customer-resume',
    '/search-availability', '/booking-list/:statusId', '/booking-cancelled-list/:statusId',
    '/new-booking/:activeKey/:bookingId/:tempBookingId/:occupancyId/:tempOccupancyId/:customerId/:statusId',
    '/booking-import-list', '/booking-import/:bookingImportId', '/booking-arrival-list', '/booking-departure-list', '/booking-departure-cleanning',
    '/unbill-document-list', '/printing/:mailingConfigurationId/:entityType/:entityId/:languageId',
    '/planning', '/extra-planning', '/cleanning-planning', '/plan',
  ],
  channelMappings: [
    '/secure-holiday-mapping', '/secure-holiday-payment-method-mapping', '/o-cell-mapping', '/elloha-mapping', '/elloha-bookings',
    '/dedge-mapping', '/d-edge-payment-method-mapping', '/pitchup-mapping', '/giloo-mapping', '/giloo-programs-mapping',
  ],
  emailDocuments: [
    '/email-configuration', '/email-configuration-grc', '/email-configuration-informations',
    '/document-function-model-list', '/mailing-configuration-list/:documentFunctionModelId', '/mailing-configuration/:documentFunctionModelId/:mailingConfigurationId',
    '/document-setting-target-list', '/document-setting/:documentSettingTargetId', '/document-setting-translate',
    '/email-history-list-page/:entityId',
  ],
  pricing: [
    '/price/grid-list',
    '/price/grid/:priceGridId/:priceGridModeleId/:placeTypeId/:historyVersion',
    '/price/period/:priceGridPeriodId/grid/:priceGridId/:historyVersion',
    '/price/option/:priceGridOptionId/grid/:priceGridId/:historyVersion',
    '/special-offer-list', '/special-offer/:specialOfferId', '/dmds-offer/:specialOfferId',
  ],
  salesAndCash: [
    '/article-commercialization', '/article-list', '/article/:articleId', '/article',
    '/famille-article-list', '/famille-article/:familleId', '/famille-article',
    '/vente-annexe/:saleId', '/vente-annexe', '/vente-annexe-list', '/gift-list',
    '/sale-gift-import-list', '/sale-gift-import/:saleGiftImportId', '/sale-cash-register-list', '/sale-cash-register/:cashRegisterSaleId',
    '/cash-and-bank-journal', '/expenses-list/:yearMonth', '/injections-list/:yearMonth', '/starting-base/:yearMonth',
    '/bill-list', '/bill/:billId',
    '/create-deposit/:paymentMethodId', '/deposit-list/:yearMonth', '/deposit/:depositId', '/cash-fund/:paymentMethodId/:date', '/balance', '/guarantee-list',
  ],
  preferences: ['early_departure', 'arrival_departure', 'result', 'booking/option', 'booking', 'cancellation', 'fees', 'sale',
    'customer', 'customerResume', 'print-mode'].map((p) => `/preference/${p}`),
  accounting: [
    '/accounting-account-discount',
    '/accounting-account-detail-plan-preview', '/accounting-account-payment-plan-preview',
    '/accounting-account-detail-plan', '/accounting-account-detail-plan-start-date', '/accounting-account-detail-plan-end-date', '/accounting-account-payment-plan',
    '/accounting-journal-settings', '/accounting-customer-account-settings', '/accounting-export', '/accounting-export-history',
    '/tax-statement-list', '/tva-statement-list',
    '/result', '/closure', '/result-detail', '/result-credit-list', '/assurance-list', '/surety-list', '/vacaf-list', '/post-history', '/jet', '/import-v1',
  ],
  residential: [
    '/residential-sublet-period-settings', '/residential-sublet-list',
    '/rent-receipt', '/rent-receipt-multi-creation', '/rent-receipt-management', '/rent-receipt-list', '/rent-receipt/:activeKey/:rentReceiptId',
    '/place-affectation-list', '/place-affectation/:placeAffectationId', '/place-affectation-price-period/:placeAffectationId/:placeAffectationPricePeriodId',
    '/residential-contract-history/:placeAffectationId',
    '/resident-list', '/resident-bill-type', '/resident-contract-list', '/resident-contract/:placeAffectationId/:residentialContractId',
    '/occupation-list', '/occupants-birthday', '/occupation-nationality-list', '/occupancy-occupants-list', '/occupancy-occupation-informations',
  ],
  statistics: [
    '/stat/nights-by-place', '/stat/nights-by-place-informations', '/statistics-copy', '/statistics', '/statistics-informations',
    '/statistics-parameters-informations', '/statistics-geographic-informations',
    '/stats/graph-amenagement', '/stats/graph-amenagement-informations', '/stats/graph-ca', '/stats/graph-ca-copy', '/stats/graph-ca-informations',
    '/stats/geographical', '/stats/sales', '/stats/sales-informations',
    '/stats-revpar', '/stats-revpar-copy', '/stats/stats-RMD-Technologies',
    '/stat/days-before-occupancies', '/stat/days-before-occupancies-informations',
    '/daily-operations', '/daily-operations-informations', '/transmission-dematerialisee',
  ],
  campaignsAndTools: [
    '/grc/:grcId', '/grc-list', '/grc-history-list', '/grc-history/:grcHistoryId',
    '/transfer-customers', '/verif-file-page', '/verif-double-bill', '/verif-due-bill', '/purging-files', '/purge-grid-history',
    '/init-demo', '/verif-tickets-payment', '/add-customer-to-sales', '/check-sales', '/update-unbilled-bookings',
  ],
};
const entryRoutes = ['/', '/index.html', '/home', '/login', '/waiting', '/dynamic-board/:parentContextId'];
const guardedRoutes = Object.values(specRoutes).flat();

/** A concrete path for a pattern: every parameter filled with a number. */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '7');

describe('functionalities catalogue', () => {
  it('has the 15 functional areas, in snake_case with French labels', () => {
    expect(areas).toHaveLength(15);
    for (const area of areas) expect(area.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(areas.map((a) => a.code)).toContain('customer_partner');
    expect(areas.map((a) => a.code)).toContain('establishment_access');
  });

  it('has unique codes, each prefixed by its area', () => {
    const codes = functionalities.map((f) => f.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const f of functionalities) {
      expect(areas.some((a) => a.code === f.area)).toBe(true);
      expect(f.code.startsWith(`${f.area}_`), f.code).toBe(true);
      expect(f.label.length).toBeGreaterThan(0);
    }
  });

  it('gives every area at least one functionality', () => {
    for (const area of areas)
      expect(
        functionalities.some((f) => f.area === area.code),
        area.code,
      ).toBe(true);
  });

  it('names only activatable modules', () => {
    const known = new Set<string>(modules.map((m) => m.code));
    for (const f of functionalities) if (f.module) expect(known.has(f.module), f.code).toBe(true);
  });

  it.each(guardedRoutes)('puts the screen %s in exactly one functionality', (route) => {
    const owners = functionalities.filter((f) => f.paths.includes(route));
    expect(owners.map((f) => f.code)).toHaveLength(1);
    const reachedBy = functionalities.filter((f) => f.paths.some((p) => pathMatches(p, concrete(route))));
    expect(reachedBy).toEqual(owners);
    expect(functionalityForPath(concrete(route))).toBe(owners[0]);
  });

  it('lists no route that the specification does not have', () => {
    const known = new Set([...guardedRoutes, ...entryRoutes]);
    const declared = functionalities.flatMap((f) => f.paths);
    expect(declared.filter((p) => !known.has(p))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('leaves the entry and session routes to no functionality', () => {
    expect([...unguardedPaths]).toEqual(entryRoutes);
    for (const route of entryRoutes) expect(functionalityForPath(concrete(route))).toBeUndefined();
  });

  it('guards the surety reminder list with customer_partner_surety_list in the surety module', () => {
    const surety = functionalityByCode('customer_partner_surety_list');
    expect(surety?.paths).toEqual(['/surety-list']);
    expect(surety?.module).toBe('surety');
    expect(functionalityForPath('/surety-list')?.code).toBe('customer_partner_surety_list');
  });

  it('shares one functionality between a list and its detail', () => {
    expect(functionalityForPath('/customer/1/42')?.code).toBe('customer_partner_customer_list');
    expect(functionalityForPath('/customer-list')?.code).toBe('customer_partner_customer_list');
    expect(functionalityForPath('/place/0/12')?.code).toBe('camping_place_list');
    expect(functionalityForPath('/place-list')?.code).toBe('camping_place_list');
  });

  it('ignores the query string and trailing slash of a concrete path', () => {
    expect(functionalityForPath('/new-booking/resume/5/0/-1/0/9/2?closeBookingAfter=true')?.code).toBe(
      'booking_booking_list',
    );
    expect(functionalityForPath('/customer-list/')?.code).toBe('customer_partner_customer_list');
  });

  it('knows nothing of unknown paths or codes', () => {
    expect(functionalityForPath('/nowhere')).toBeUndefined();
    expect(functionalityForPath('/customer/1')).toBeUndefined();
    expect(functionalityByCode('nope')).toBeUndefined();
  });

  it('keeps the service-only capabilities the other domains use', () => {
    for (const code of [
      'system_backup',
      'establishment_access_currency_list',
      'group_settings_preference_group',
      'occupant_civility_list',
      'occupant_country_list',
      'occupant_language_list',
      'customer_partner_customer_list',
      'establishment_access_establishment',
      'establishment_access_user_list',
      'establishment_access_group_list',
      'establishment_access_header_custom_name_list',
    ]) {
      expect(functionalityByCode(code), code).toBeDefined();
    }
    expect(functionalityForPath('/admin/user/1/3')?.code).toBe('establishment_access_user_list');
    expect(functionalityForPath('/import-v1')?.code).toBe('system_import_v1');
  });

  it('marks backup, file verification and import-v1, and the demo initialisation, as needing the systeme flag', () => {
    expect([...systemOnlyFunctionalities].sort()).toEqual([
      'system_backup',
      'system_file_verification',
      'system_import_v1',
      'system_init_demo',
    ]);
    expect(isSystemOnly('system_import_v1')).toBe(true);
    expect(isSystemOnly('customer_partner_customer_list')).toBe(false);
  });
});
