// Every screen of the route table, area by area; the router adds the catch-all after them.
import { adminScreens } from './admin';
import { bankDepositScreens } from './bank-deposit';
import { billingScreens } from './billing';
import { bookingCleaningScreens } from './booking-cleaning';
import { bookingImportScreens } from './booking-imports';
import { bookingListScreens } from './booking-lists';
import { bookingPlanningScreens } from './booking-planning';
import { bookingSheetScreens } from './booking-sheet';
import { customerScreens } from './customers';
import { documentScreens } from './documents';
import { extraScreens } from './extra';
import { geographyScreens } from './geography';
import { jetScreens } from './jet';
import { mailScreens } from './mail';
import { moduleScreens } from './module';
import { offerScreens } from './offers';
import { partnerScreens } from './partner';
import { paymentScreens } from './payment';
import { paymentReportScreens } from './payment-reports';
import { placeScreens } from './place';
import { preferenceScreens } from './preference';
import { pricingScreens } from './pricing';
import { referenceScreens } from './reference';
import { residentialScreens } from './residential';
import type { Screen } from './screen';
import { shellScreens } from './shell';
import { suretyScreens } from './surety';
import { systemRecordScreens } from './system-records';
import { taxScreens } from './tax';
import { toolScreens } from './tools';
import { verificationScreens } from './verification';

export const screens: readonly Screen[] = [
  ...shellScreens,
  ...customerScreens,
  ...bookingSheetScreens,
  ...bookingListScreens,
  ...adminScreens,
  ...referenceScreens,
  ...placeScreens,
  ...toolScreens,
  ...extraScreens,
  ...pricingScreens,
  ...partnerScreens,
  ...paymentScreens,
  ...taxScreens,
  ...geographyScreens,
  ...residentialScreens,
  ...moduleScreens,
  ...offerScreens,
  ...preferenceScreens,
  ...bookingCleaningScreens,
  ...bookingImportScreens,
  ...bookingPlanningScreens,
  ...billingScreens,
  ...bankDepositScreens,
  ...paymentReportScreens,
  ...suretyScreens,
  ...verificationScreens,
  ...jetScreens,
  ...systemRecordScreens,
  ...documentScreens,
  ...mailScreens,
];
