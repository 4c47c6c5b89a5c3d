// What the site sells and charges: age categories (made sure of: the site seeds the same four
// brackets), extra types and extras on their place types, payment methods (seeded under the same
// labels) and the tourist taxes with their price for this year and the next.
import type { EntityContext } from '../../http/entity/descriptor';
import { ageCategoryEntity, extraEntity, extraTypeEntity } from '../extra';
import { paymentMethodEntity } from '../payment-setup';
import { placeTypeEntity } from '../place';
import { taxEntity, taxTypeEntity } from '../tax';
import { demoExtrasAccount } from './accounts-data';
import { demoAgeCategories } from './age-categories-data';
import { demoPlaceTypes } from './campsite-plan-data';
import { demoExtras, demoExtraTypes } from './extras-data';
import { demoPaymentMethods } from './payment-methods-data';
import { tvaIdOf } from './site-steps';
import { ensureRows, ensureStep, idsByKey, removeRows } from './step';
import { demoTaxedNights, demoTaxMinAge, demoTaxType, demoTouristTaxes } from './tourist-tax-data';

/** An age bracket as a key: '13-17', '18-' (no upper bound). */
const bracket = (from: number, to: number | null) => `${from}-${to ?? ''}`;

export const ageCategoryStep = ensureStep({
  key: 'age-categories',
  label: "Catégories d'âge",
  entity: ageCategoryEntity,
  keyOf: (category) => bracket(category.ageFrom, category.ageTo),
  wanted: (ctx) =>
    demoAgeCategories.map((c) => ({
      key: bracket(c.minAge, c.maxAge),
      input: {
        label: c.label,
        ageFrom: c.minAge,
        ageTo: c.maxAge,
        tvaId: tvaIdOf(ctx, c.tva),
        isDefaultForAttendant: c.isDefaultForAttendant,
        isTouristTaxExempt: c.minAge < demoTaxMinAge,
        isActive: c.isActive,
        order: c.order,
      },
    })),
});

export const extraTypeStep = ensureStep({
  key: 'extra-types',
  label: "Types d'extras",
  entity: extraTypeEntity,
  keyOf: (type) => type.label,
  wanted: () => demoExtraTypes.map(({ label, order }) => ({ key: label, input: { label, order } })),
});

/** An extra linked to place types cannot be deleted: `--force` unlinks the demo's first. */
function removeExtras(ctx: EntityContext, ids: readonly number[]) {
  for (const id of ids) {
    const extra = extraEntity.get(ctx, id);
    if (extra) extraEntity.save(ctx, extraEntity.input.parse({ ...extra, placeTypeIds: [] }));
  }
  removeRows(ctx, extraEntity, ids);
}

export const extraStep = ensureStep({
  key: 'extras',
  label: 'Extras',
  entity: extraEntity,
  keyOf: (extra) => extra.label,
  wanted(ctx) {
    const typeId = idsByKey(ctx, extraTypeEntity, (type) => type.label);
    const placeTypeId = idsByKey(ctx, placeTypeEntity, (type) => type.shortCode);
    const typeLabel = (code: string) => demoExtraTypes.find((t) => t.code === code)?.label ?? code;
    return demoExtras.map((extra, i) => ({
      key: extra.label,
      input: {
        label: extra.label,
        extraTypeId: typeId(typeLabel(extra.type)),
        tvaId: tvaIdOf(ctx, extra.tva),
        priceCents: extra.priceCents,
        color: extra.color,
        maxQuantity: extra.maxQuantity,
        isStockManaged: extra.isStockManaged,
        stockQuantity: extra.stock,
        pricingMode: extra.pricingMode,
        accountingCode: demoExtrasAccount,
        // No place type listed: the extra goes with every type of the site.
        placeTypeIds: (extra.placeTypes.length ? extra.placeTypes : demoPlaceTypes.map((t) => t.code)).map(placeTypeId),
        order: i + 1,
      },
    }));
  },
  remove: removeExtras,
});

export const paymentMethodStep = ensureStep({
  key: 'payment-methods',
  label: 'Moyens de paiement',
  entity: paymentMethodEntity,
  keyOf: (method) => method.label,
  wanted: () =>
    demoPaymentMethods.map((m) => ({
      key: m.label,
      input: { ...m, isAtPointOfSale: m.paymentType !== 0 },
    })),
});

/** The tax type is made sure of and never removed (seeded on every site, like the VAT rates). */
export const taxStep = ensureStep({
  key: 'taxes',
  label: 'Taxes de séjour',
  entity: taxEntity,
  keyOf: (tax) => tax.label,
  wanted(ctx) {
    ensureRows(ctx, taxTypeEntity, (type) => type.label, [{ key: demoTaxType, input: { label: demoTaxType } }]);
    const taxTypeId = idsByKey(ctx, taxTypeEntity, (type) => type.label)(demoTaxType);
    const exempt = ageCategoryEntity
      .list(ctx)
      .filter((c) => c.ageTo !== null && c.ageTo < demoTaxMinAge)
      .map((c) => c.id);
    const year = Number(ctx.clock.today().slice(0, 4));
    return demoTouristTaxes.map((tax, i) => ({
      key: tax.label,
      input: {
        label: tax.label,
        taxTypeId,
        // Per person, per night, in euros: the tourist tax of a classified campsite.
        target: 1,
        calculationMethod: 1,
        unit: 1,
        nightCount: demoTaxedNights,
        additionalRateBp: tax.additionalRateBp,
        accountingCode: tax.accountingCode,
        pricePeriods: [year, year + 1].map((y) => ({
          startDate: `${y}-01-01`,
          endDate: `${y}-12-31`,
          price: tax.priceCents,
        })),
        ageCategoryIds: exempt,
        order: i + 1,
      },
    }));
  },
});
