// The demo site, step by step, in the order they run (later steps use what earlier ones made);
// `--force` removes in the reverse order. Each step writes through its domain's own entities and
// functions, inside the one transaction of initDemo.
import { financialYearStep } from './financial-year-step';
import { partnerStep } from './partner-steps';
import {
  accessChannelStep,
  commercializationStep,
  featureStep,
  layoutStep,
  placeFamilyStep,
  placeStep,
  placeTypeStep,
  rankingStep,
} from './plan-steps';
import { ageCategoryStep, extraStep, extraTypeStep, paymentMethodStep, taxStep } from './pricing-steps';
import { bookingStep } from './season-booking-steps';
import { activityPeriodStep, animalTypeStep, vehicleTypeStep } from './season-reference-steps';
import { priceGridStep, specialOfferStep } from './season-steps';
import { accountStep, countryStep, customerStep, establishmentStep, townStep, tvaStep } from './site-steps';
import type { DemoStep } from './step';

export const demoSteps: readonly DemoStep[] = [
  establishmentStep,
  tvaStep,
  accountStep,
  countryStep,
  townStep,
  layoutStep,
  featureStep,
  placeFamilyStep,
  placeTypeStep,
  placeStep,
  accessChannelStep,
  commercializationStep,
  rankingStep,
  ageCategoryStep,
  extraTypeStep,
  extraStep,
  // Before the grids: the pitch grid lists the camper van type as an included option.
  animalTypeStep,
  vehicleTypeStep,
  paymentMethodStep,
  taxStep,
  partnerStep,
  priceGridStep,
  specialOfferStep,
  customerStep,
  activityPeriodStep,
  financialYearStep,
  bookingStep,
];
