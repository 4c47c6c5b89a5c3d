// Each row type the UI reads (rows-contract.ts) is the row of its drizzle table: checked by the type
// checker when `npm run typecheck` reads this file, so a column added to a table must reach the contract.
import { describe, expectTypeOf, it } from 'vitest';
import type { AccountingAccountRow } from '../../service/domains/accounting-account/rows-contract';
import type { accountingAccounts } from '../../service/domains/accounting-account/schema';
import type { ActivityPeriodRow, FinancialYearRow } from '../../service/domains/admin-periods/rows-contract';
import type { activityPeriods, financialYears } from '../../service/domains/admin-periods/schema';
import type { EstablishmentRow } from '../../service/domains/establishment/rows-contract';
import type { establishments } from '../../service/domains/establishment/schema';
import type { AgeCategoryRow, ExtraRow } from '../../service/domains/extra/rows-contract';
import type { ageCategories, extras } from '../../service/domains/extra/schema';
import type { MailingCriteriaRow } from '../../service/domains/mailing-criteria/rows-contract';
import type { mailingCriteria } from '../../service/domains/mailing-criteria/schema';
import type {
  CommissionRow,
  DiscountRow,
  PartnerRow,
  PaymentTermsRow,
} from '../../service/domains/partner/rows-contract';
import type { commissions, discounts, partners, paymentTerms } from '../../service/domains/partner/schema';
import type {
  BankAccountRow,
  BankRow,
  CashRegisterRow,
  DepositTypeRow,
  ExpenseTypeRow,
  OnlineOpenPeriodRow,
  PaymentMethodRow,
  PointOfSaleRow,
} from '../../service/domains/payment-setup/rows-contract';
import type {
  bankAccounts,
  banks,
  cashRegisters,
  depositTypes,
  expenseTypes,
  onlineOpenPeriods,
  paymentMethods,
  pointsOfSale,
} from '../../service/domains/payment-setup/schema';
import type {
  AccessChannelRow,
  FeatureRow,
  LayoutRow,
  PlaceFamilyRow,
  UnavailabilityRow,
} from '../../service/domains/place/rows-contract';
import type {
  accessChannels,
  features,
  layouts,
  placeFamilies,
  unavailabilities,
} from '../../service/domains/place/schema';
import type { PriceGridRow, SpecialOfferRow } from '../../service/domains/pricing/rows-contract';
import type { priceGrids, specialOffers } from '../../service/domains/pricing/schema';
import type { departments, regions, towns } from '../../service/domains/reference/geography-schema';
import type {
  AnimalTypeRow,
  CivilityRow,
  CountryRow,
  DepartmentRow,
  LabelListRow,
  LanguageRow,
  RegionRow,
  TownRow,
  TvaRateRow,
  VehicleTypeRow,
} from '../../service/domains/reference/rows-contract';
import type {
  animalTypes,
  civilities,
  countries,
  languages,
  tvaRates,
  vehicleBrands,
  vehicleTypes,
} from '../../service/domains/reference/schema';
import type {
  MeterReadingRow,
  MeterTypeRow,
  ParcelTypeRow,
  ResidentialFeeRow,
} from '../../service/domains/residential-setup/rows-contract';
import type {
  meterReadings,
  meterTypes,
  parcelTypes,
  residentialFees,
} from '../../service/domains/residential-setup/schema';
import type { HeaderCustomNameRow } from '../../service/domains/security/rows-contract';
import type { headerCustomNames } from '../../service/domains/security/schema';
import type { TaxRow } from '../../service/domains/tax/rows-contract';
import type { taxes } from '../../service/domains/tax/schema';

describe('the row types the UI imports', () => {
  it('equal the rows of their drizzle tables, column for column', () => {
    expectTypeOf<AccountingAccountRow>().toEqualTypeOf<typeof accountingAccounts.$inferSelect>();
    expectTypeOf<ActivityPeriodRow>().toEqualTypeOf<typeof activityPeriods.$inferSelect>();
    expectTypeOf<FinancialYearRow>().toEqualTypeOf<typeof financialYears.$inferSelect>();
    expectTypeOf<EstablishmentRow>().toEqualTypeOf<typeof establishments.$inferSelect>();
    expectTypeOf<AgeCategoryRow>().toEqualTypeOf<typeof ageCategories.$inferSelect>();
    expectTypeOf<ExtraRow>().toEqualTypeOf<typeof extras.$inferSelect>();
    expectTypeOf<MailingCriteriaRow>().toEqualTypeOf<typeof mailingCriteria.$inferSelect>();
    expectTypeOf<CommissionRow>().toEqualTypeOf<typeof commissions.$inferSelect>();
    expectTypeOf<DiscountRow>().toEqualTypeOf<typeof discounts.$inferSelect>();
    expectTypeOf<PartnerRow>().toEqualTypeOf<typeof partners.$inferSelect>();
    expectTypeOf<PaymentTermsRow>().toEqualTypeOf<typeof paymentTerms.$inferSelect>();
    expectTypeOf<BankAccountRow>().toEqualTypeOf<typeof bankAccounts.$inferSelect>();
    expectTypeOf<BankRow>().toEqualTypeOf<typeof banks.$inferSelect>();
    expectTypeOf<CashRegisterRow>().toEqualTypeOf<typeof cashRegisters.$inferSelect>();
    expectTypeOf<DepositTypeRow>().toEqualTypeOf<typeof depositTypes.$inferSelect>();
    expectTypeOf<ExpenseTypeRow>().toEqualTypeOf<typeof expenseTypes.$inferSelect>();
    expectTypeOf<OnlineOpenPeriodRow>().toEqualTypeOf<typeof onlineOpenPeriods.$inferSelect>();
    expectTypeOf<PaymentMethodRow>().toEqualTypeOf<typeof paymentMethods.$inferSelect>();
    expectTypeOf<PointOfSaleRow>().toEqualTypeOf<typeof pointsOfSale.$inferSelect>();
    expectTypeOf<AccessChannelRow>().toEqualTypeOf<typeof accessChannels.$inferSelect>();
    expectTypeOf<FeatureRow>().toEqualTypeOf<typeof features.$inferSelect>();
    expectTypeOf<LayoutRow>().toEqualTypeOf<typeof layouts.$inferSelect>();
    expectTypeOf<PlaceFamilyRow>().toEqualTypeOf<typeof placeFamilies.$inferSelect>();
    expectTypeOf<UnavailabilityRow>().toEqualTypeOf<typeof unavailabilities.$inferSelect>();
    expectTypeOf<PriceGridRow>().toEqualTypeOf<typeof priceGrids.$inferSelect>();
    expectTypeOf<SpecialOfferRow>().toEqualTypeOf<typeof specialOffers.$inferSelect>();
    expectTypeOf<DepartmentRow>().toEqualTypeOf<typeof departments.$inferSelect>();
    expectTypeOf<RegionRow>().toEqualTypeOf<typeof regions.$inferSelect>();
    expectTypeOf<TownRow>().toEqualTypeOf<typeof towns.$inferSelect>();
    expectTypeOf<AnimalTypeRow>().toEqualTypeOf<typeof animalTypes.$inferSelect>();
    expectTypeOf<CivilityRow>().toEqualTypeOf<typeof civilities.$inferSelect>();
    expectTypeOf<CountryRow>().toEqualTypeOf<typeof countries.$inferSelect>();
    expectTypeOf<LanguageRow>().toEqualTypeOf<typeof languages.$inferSelect>();
    expectTypeOf<TvaRateRow>().toEqualTypeOf<typeof tvaRates.$inferSelect>();
    expectTypeOf<VehicleTypeRow>().toEqualTypeOf<typeof vehicleTypes.$inferSelect>();
    expectTypeOf<LabelListRow>().toEqualTypeOf<typeof vehicleBrands.$inferSelect>();
    expectTypeOf<MeterReadingRow>().toEqualTypeOf<typeof meterReadings.$inferSelect>();
    expectTypeOf<MeterTypeRow>().toEqualTypeOf<typeof meterTypes.$inferSelect>();
    expectTypeOf<ParcelTypeRow>().toEqualTypeOf<typeof parcelTypes.$inferSelect>();
    expectTypeOf<ResidentialFeeRow>().toEqualTypeOf<typeof residentialFees.$inferSelect>();
    expectTypeOf<HeaderCustomNameRow>().toEqualTypeOf<typeof headerCustomNames.$inferSelect>();
    expectTypeOf<TaxRow>().toEqualTypeOf<typeof taxes.$inferSelect>();
  });
});
