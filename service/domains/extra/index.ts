// What other domains may use of extras and age categories: the quantity rules (bookings,
// sales), the age-category lookup, and the descriptors the registry serves.
import { offerPricingExtras } from '../reference';
import { extraCatalogue } from './pricing-reads';

export { extraAccountingReferences } from './accounting-references';
export { ageCategoryChoices, ageCategoryEntity } from './age-category-entity';
export { extraEntity, extraTypeEntity } from './extra-entities';
export { ageCategoriesForPricing, extraCatalogue, extraLabels } from './pricing-reads';
export { type AgeRange, ageCategoryOf, extraQuantityError, type QuantityLimits } from './rules';
export { ageCategories, extras } from './schema';
export { seedAgeCategories } from './seed';
export { stockManagedExtras } from './stock-reads';

// The extras an animal or vehicle type may be priced by: the active ones (the reference domain,
// which this one depends on, cannot import them).
offerPricingExtras(extraCatalogue);
