// Issue 4 is done when every route of spec §2 "Administration", "Reference data" and
// "Preferences" is served by a real screen and the whole catalogue is reachable from the menu.
import { describe, expect, it } from 'vitest';
import { menuLeaves } from '../../service/domains/security/menu';
import { screens } from '.';
import { specPath } from './screen';

const moduleGrids = [
  'accounting-grid',
  'insurance-grid',
  'emailing-grid',
  'satisfaction-survey-grid',
  'access-control-grid',
  'statistics-grid',
  'yield-management-grid',
  'doc-editor-grid',
  'gift-grid',
  'online-booking-grid',
  'concierge-service-grid',
  'surety-grid',
  'cleanning-grid',
];
const moduleDetails = [
  'insurance/:insuranceId',
  'emailing/:emailingId',
  'satisfaction-survey/:satisfactionSurveyId',
  'access-control/:accessControlId',
  'statistics/:statisticsId',
  'yield-management/:yieldManagementId',
  'doc-editor/:docEditorId',
  'gift/:giftId',
  'online-booking/:onlineBookingId',
  'concierge-service/:conciergeServiceId',
  'surety/:suretyId',
  'cleanning/:cleanningId',
];
const moduleOthers = [
  'clicamp',
  'easycamp',
  'todocamp',
  'police-note-book',
  'check-in',
  'planning',
  'plan',
  'vacaf',
  'quotation',
  'preference-tax-statement',
  'preference-tax-statement-informations',
  'preference-tva-statement',
  'preference-group-grid',
  'preference-group/:providerId',
  'residential-preference',
  'statistics-intern',
];

/** Spec §2 "Administration", written as the spec writes it. */
const administration = [
  '/admin/establishment',
  '/establishment-legal-informations-list',
  '/place-availability-mode',
  '/admin/module-grid',
  ...[...moduleGrids, ...moduleDetails, ...moduleOthers].map((p) => `/admin/module/${p}`),
  '/admin/financial-year-list',
  '/admin/financial-year/:financialYearId',
  '/admin/activity-period-list',
  '/admin/activity-period/:activityPeriodId',
  '/admin/group-list',
  '/admin/group/:groupId',
  '/admin/user-list',
  '/admin/user/:page/:userId',
  '/admin/header-custom-name-list',
  '/admin/header-custom-name/:headerCustomNameId',
];

/** Spec §2 "Reference data", but for /partner-booking-list/:statusId, which comes with bookings. */
const referenceData = [
  '/layout-list',
  '/layout/:layoutId',
  '/place-type-list',
  '/place-type/:page/:placeTypeId',
  '/place-family-list',
  '/place-family/:placeFamilyId',
  '/place-list',
  '/place/:page/:placeId',
  '/place-commercialization',
  '/place-ranking-informations',
  '/feature-list',
  '/feature/:featureId',
  '/extra-type-list',
  '/extra-type/:extraTypeId',
  '/extra-list',
  '/extra/:extraId',
  '/access-channel-list',
  '/access-channel/:accessChannelId',
  '/partner-type-list',
  '/partner-type/:partnerTypeId',
  '/partner-list',
  '/partner/:page/:partnerId',
  '/payment-method-list',
  '/payment-method/:tab/:paymentMethodId',
  '/payment-method-deposit-type-list',
  '/payment-method-pointofsale-list',
  '/online_open_period_information',
  '/payment-terms-list',
  '/payment-terms/:paymentTermsId',
  '/commission-list',
  '/commission/:commissionId',
  '/discount-list',
  '/discount/:discountId',
  '/age-category-list',
  '/age-category/:ageCategoryId',
  '/animal-type-list',
  '/animal-type/:animalTypeId',
  '/bank-list',
  '/bank/:bankId',
  '/bank-account-list',
  '/bank-account/:bankAccountId',
  '/bank-account-label-informations',
  '/tva-list',
  '/tva/:tvaId',
  '/tax-list',
  '/tax/:taxId',
  '/tax-type-list',
  '/tax-type/:taxTypeId',
  '/residential-fees-list',
  '/residential-fees/:residentialFeesId',
  '/residential-fees-price-period/:residentialFeesId/:residentialFeesPricePeriodId',
  '/meter-type-list',
  '/meter-type/:meterTypeId',
  '/meter-tarification-type/:meterTypeId/:meterTarificationTypeId',
  '/meter-reading-creation',
  '/meter-reading-form',
  '/meter-reading-list',
  '/vehicle-type-list',
  '/vehicle-type/:vehicleTypeId',
  '/vehicle-brand-list',
  '/vehicle-brand/:vehicleBrandId',
  '/civility-list',
  '/civility/:civilityId',
  '/country-list',
  '/country/:countryId',
  '/region-list',
  '/region/:regionId',
  '/department-list',
  '/department/:departmentId',
  '/town-list/:countryId/:departmentId',
  '/town/:countryId/:departmentId/:townId',
  '/language-list',
  '/language/:languageId',
  '/unavailability-list',
  '/unavailability/:unavailabilityId',
  '/mailing-criteria-list',
  '/mailing-criteria/:mailingCriteriaId',
  '/cash-register-list',
  '/cash-register/:cashRegisterId',
  '/cash-register-type-list',
  '/cash-register-type/:cashRegisterTypeId',
  '/expense-type-list',
  '/expense-type/:expenseTypeId',
  '/parcel-type-list',
  '/parcel-type/:parcelTypeId',
  '/parcel-type-price-period/:parcelTypeId/:parcelTypePricePeriodId',
  '/partner-billing-type-list',
  '/partner-management-type-list',
  '/accounting-account-list',
  '/accounting-account/:accountingAccountId',
];

/** Spec §2 "Preferences". */
const preferences = [
  'early_departure',
  'arrival_departure',
  'result',
  'booking/option',
  'booking',
  'cancellation',
  'fees',
  'sale',
  'customer',
  'customerResume',
  'print-mode',
].map((p) => `/preference/${p}`);

const screenPaths = new Set(screens.map((s) => specPath(s.path)));

/** What a menu leaf opens: lists and single screens (details open from their list). */
const isEntryScreen = (path: string) => !path.includes('/:') || path.startsWith('/town-list/');

/** Whether a concrete url is an instance of a spec path (`:param` matches one segment). */
const instanceOf = (path: string, url: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`).test(url);

describe('the catalogue of screens of issue 4', () => {
  it.each([...administration, ...referenceData, ...preferences])(
    'every route of spec §2 is served by a real screen: %s',
    (path) => {
      expect(screenPaths.has(path)).toBe(true);
    },
  );

  const menuUrls = menuLeaves().map((leaf) => leaf.url);
  const entries = [...administration, ...referenceData, ...preferences].filter(isEntryScreen);

  it.each(entries)('the whole catalogue of screens is reachable from the menu: %s', (path) => {
    expect(menuUrls.some((url) => instanceOf(path, url))).toBe(true);
  });
});
