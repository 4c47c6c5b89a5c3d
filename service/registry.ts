// Every entity served by the generic calls, and every domain's own routes: the one list to
// extend when a capability arrives.
import type { Hono } from 'hono';
import type { Deps } from './deps';
import { accessRoutes } from './domains/access';
import { accountingAccountEntity, accountingCodeReferences } from './domains/accounting-account';
import { activityPeriodEntity, billPrefixCheck, financialYearEntity } from './domains/admin-periods';
import { bankDepositRoutes, depositReferences } from './domains/bank-deposit';
import { billPrefixRefusal, invoiceRoutes } from './domains/billing';
import { invoiceReadRoutes } from './domains/billing/invoice-read-routes';
import { invoicePdfRoutes } from './domains/billing/pdf-routes';
import { unbilledRoutes } from './domains/billing/unbilled-routes';
import { bookingReferences, bookingRoutes } from './domains/booking';
import { cleaningRoutes, hasCleaningTasks } from './domains/booking/cleaning';
import { dashboardRoutes } from './domains/booking/dashboard';
import { bookingListRoutes } from './domains/booking/list-routes';
import { planningRoutes } from './domains/booking/planning';
import { bookingImportRoutes, bookingPort, createBookingImportService } from './domains/booking-import';
import { customerEntity, customerWithDocuments } from './domains/customer/entity';
import { customerRoutes } from './domains/customer/routes';
import { customerTransferRoutes } from './domains/customer/transfer-routes';
import { demoRoutes } from './domains/demo';
import { documentRoutes } from './domains/document/routes';
import { currencyEntity } from './domains/establishment/entities';
import { establishmentRoutes } from './domains/establishment/routes';
import { createEstablishmentService } from './domains/establishment/service';
import { ageCategoryEntity, extraAccountingReferences, extraEntity, extraTypeEntity } from './domains/extra';
import { importV1Routes } from './domains/import-v1';
import { ledgerRoutes } from './domains/ledger';
import { postHistoryRoutes } from './domains/ledger/post-history-routes';
import { mailRoutes } from './domains/mail';
import { mailingCriteriaEntity } from './domains/mailing-criteria';
import { healthRoutes } from './domains/maintenance/health-routes';
import { maintenanceRoutes } from './domains/maintenance/routes';
import { type ModuleSwitches, moduleProviderEntities, moduleRoutes } from './domains/module';
import {
  allotmentReserved,
  commissionEntity,
  discountEntity,
  partnerAccountingReferences,
  partnerBillingTypeEntity,
  partnerEntity,
  partnerManagementTypeEntity,
  partnerTypeEntity,
  paymentTermsEntity,
} from './domains/partner';
import { paymentReferences, paymentRoutes } from './domains/payment';
import { paymentReportRoutes } from './domains/payment/report-routes';
import { vacafRoutes } from './domains/payment/vacaf-routes';
import {
  bankAccountEntity,
  bankAccountLabelRoutes,
  bankAccountUsage,
  bankEntity,
  bankUsage,
  cashRegisterEntity,
  cashRegisterTypeEntity,
  depositTypeEntity,
  expenseTypeEntity,
  onlineOpenPeriodEntity,
  paymentMethodEntity,
  paymentMethodUsage,
  paymentSetupAccountingReferences,
  pointOfSaleEntity,
} from './domains/payment-setup';
import {
  accessChannelEntity,
  createPlaceService,
  featureEntity,
  layoutEntity,
  placeAccountingReferences,
  placeEntity,
  placeFamilyEntity,
  placeInUse,
  placeRoutes,
  placeTypeEntity,
  placeTypeWithHistory,
  unavailabilityEntity,
} from './domains/place';
import { preferenceRoutes } from './domains/preference';
import { gridEntity, gridVersionInUse, isPlaceTypePriced, offerEntity, pricingRoutes } from './domains/pricing';

import {
  animalTypeEntity,
  civilityEntity,
  countryEntity,
  departmentEntity,
  isAccountingCodeUsedByTva,
  languageEntity,
  regionEntity,
  townEntity,
  tvaEntity,
  vehicleBrandEntity,
  vehicleTypeEntity,
} from './domains/reference';
import {
  meterEntity,
  meterReadingEntity,
  meterRoutes,
  meterTarificationTypeEntity,
  meterTypeEntity,
  parcelTypeEntity,
  parcelTypePricePeriodEntity,
  residentialAccountingReferences,
  residentialFeesEntity,
  residentialFeesPricePeriodEntity,
} from './domains/residential-setup';
import { groupEntity } from './domains/security/groups-entity';
import { headerCustomNameEntity } from './domains/security/header-names-entity';
import { rightsRoutes } from './domains/security/rights-routes';
import type { Sessions } from './domains/security/sessions';
import { userEntity } from './domains/security/users-entity';
import { setupRoutes } from './domains/setup';
import { supportRoutes } from './domains/support/routes';
import { suretyPublicRoutes, suretyRoutes } from './domains/surety';
import { isAccountingCodeUsedByTaxes, taxEntity, taxTypeEntity } from './domains/tax';
import { tlsRoutes } from './domains/tls';
import { upkeepRoutes } from './domains/upkeep';
import type { EntityDescriptor } from './http/entity/descriptor';
import type { AppEnv } from './http/env';
import { jetRoutes } from './jobs/routes';

// Each descriptor is typed by its own DTO; the router only needs the common shape.
export const entityDescriptors = [
  userEntity,
  groupEntity,
  headerCustomNameEntity,
  currencyEntity,
  civilityEntity,
  languageEntity,
  countryEntity,
  regionEntity,
  departmentEntity,
  townEntity,
  tvaEntity,
  animalTypeEntity,
  vehicleTypeEntity,
  vehicleBrandEntity,
  activityPeriodEntity,
  financialYearEntity,
  customerEntity,
  layoutEntity,
  featureEntity,
  placeFamilyEntity,
  placeTypeEntity,
  placeEntity,
  accessChannelEntity,
  unavailabilityEntity,
  extraTypeEntity,
  extraEntity,
  ageCategoryEntity,
  partnerTypeEntity,
  partnerBillingTypeEntity,
  partnerManagementTypeEntity,
  paymentTermsEntity,
  commissionEntity,
  discountEntity,
  partnerEntity,
  bankEntity,
  bankAccountEntity,
  depositTypeEntity,
  paymentMethodEntity,
  pointOfSaleEntity,
  onlineOpenPeriodEntity,
  cashRegisterTypeEntity,
  cashRegisterEntity,
  expenseTypeEntity,
  taxTypeEntity,
  taxEntity,
  accountingAccountEntity,
  mailingCriteriaEntity,
  residentialFeesEntity,
  residentialFeesPricePeriodEntity,
  meterTypeEntity,
  meterTarificationTypeEntity,
  meterEntity,
  meterReadingEntity,
  parcelTypeEntity,
  parcelTypePricePeriodEntity,
  gridEntity,
  offerEntity,
  ...moduleProviderEntities,
] as unknown as readonly EntityDescriptor[];

export function domainRoutes(deps: Deps, sessions: Sessions, moduleSwitches: ModuleSwitches): Hono<AppEnv>[] {
  return [
    rightsRoutes(),
    establishmentRoutes(createEstablishmentService(deps.db, deps.clock, deps.dataDir)),
    maintenanceRoutes(sessions),
    healthRoutes(),
    accessRoutes(moduleSwitches),
    documentRoutes(),
    supportRoutes(),
    placeRoutes(createPlaceService(deps.db, deps.clock)),
    demoRoutes(),
    customerRoutes(),
    bankAccountLabelRoutes(),
    meterRoutes(),
    ...moduleRoutes(moduleSwitches),
    preferenceRoutes(),
    pricingRoutes(),
    bookingRoutes(),
    invoiceRoutes(),
    paymentRoutes(),
    cleaningRoutes(),
    bookingImportRoutes(createBookingImportService(deps.db, deps.clock, bookingPort(deps.db, deps.clock))),
    planningRoutes(),
    bookingListRoutes(),
    vacafRoutes(),
    dashboardRoutes(moduleSwitches.isActive),
    setupRoutes(moduleSwitches.isActive),
    invoiceReadRoutes(),
    unbilledRoutes(),
    bankDepositRoutes(),
    invoicePdfRoutes(),
    paymentReportRoutes(),
    suretyRoutes(),
    suretyPublicRoutes(),
    ledgerRoutes(),
    tlsRoutes(),
    jetRoutes(),
    importV1Routes(),
    upkeepRoutes(),
    customerTransferRoutes(),
    postHistoryRoutes(),
    mailRoutes(),
  ];
}

// A financial year's bill prefix: never another year's, nor the excluded prefix of the invoices.
billPrefixCheck.register(billPrefixRefusal);

// Place in use: a place the housekeeping has tasks on.
placeInUse.register('cleaning tasks', hasCleaningTasks);

// Equipment with history: a place type a price grid prices.
placeTypeWithHistory.register('price grids', isPlaceTypePriced);

// What bookings refer to: their places, place types, customers and the grid versions they were priced with.
placeInUse.register('bookings', bookingReferences.place);
placeTypeWithHistory.register('bookings', bookingReferences.placeType);
customerWithDocuments.register('bookings', bookingReferences.customer);
gridVersionInUse.register('bookings', bookingReferences.gridVersion);
allotmentReserved.register('bookings', bookingReferences.allotment);

// Accounting code with references: every table holding an account code as text, by owner.
accountingCodeReferences.register('VAT rates', isAccountingCodeUsedByTva);
accountingCodeReferences.register('taxes', isAccountingCodeUsedByTaxes);
for (const references of [
  paymentSetupAccountingReferences,
  placeAccountingReferences,
  extraAccountingReferences,
  partnerAccountingReferences,
  residentialAccountingReferences,
]) {
  for (const [name, check] of Object.entries(references)) accountingCodeReferences.register(name, check);
}

// Method, bank account or bank in use: the money rows that name them.
paymentMethodUsage.register('payments', paymentReferences.method);
paymentMethodUsage.register('bank deposits', depositReferences.method);
paymentMethodUsage.register('cash funds', depositReferences.cashFundMethod);
bankAccountUsage.register('bank deposits', depositReferences.bankAccount);
bankUsage.register('cheques', paymentReferences.payingBank);
