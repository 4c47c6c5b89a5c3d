// Special offers through the registry (`price/special-offer`): the wizard's fields in one row, its
// grids as a link list saved in the same transaction. The form is refused on the engine's own
// `offerError` (contract), then on grids, payment methods and the included service that must exist.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { fieldError } from '../../errors/app-error';
import type { EntityContext } from '../../http/entity/descriptor';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { withChildList } from '../../http/entity/with-children';
import { extraLabels } from '../extra';
import { paymentMethodChoices } from '../payment-setup';
import { typeLabels } from '../reference';
import {
  engineOfferOf,
  OFFER_TYPES,
  type OfferCriteria,
  type OfferInput,
  offerCriteriaSchema,
  offerInputSchema,
} from './offer-contract';
import { priceGrids, specialOfferGrids, specialOffers } from './schema';
import type { SpecialOffer } from './types';

type OfferRow = typeof specialOffers.$inferSelect;

const gridList = {
  key: 'gridIds' as const,
  load: (db: Db, offerId: number) =>
    db
      .select({ id: specialOfferGrids.gridId })
      .from(specialOfferGrids)
      .where(eq(specialOfferGrids.offerId, offerId))
      .all()
      .map((r) => r.id),
  replace(db: Db, offerId: number, gridIds: readonly number[]) {
    db.delete(specialOfferGrids).where(eq(specialOfferGrids.offerId, offerId)).run();
    for (const gridId of new Set(gridIds)) db.insert(specialOfferGrids).values({ offerId, gridId }).run();
  },
};

const choicesOf = (labels: Map<number, string>) => [...labels].map(([id, label]) => ({ id, label }));

function check({ db }: EntityContext, o: OfferInput) {
  const grids = db
    .select({ id: priceGrids.id })
    .from(priceGrids)
    .where(inArray(priceGrids.id, [...new Set(o.gridIds)]))
    .all();
  if (grids.length !== new Set(o.gridIds).size) throw fieldError('gridIds', 'OFFER_PRICE_GRID_REQUIRED');
  const methods = new Set(paymentMethodChoices(db).map((m) => m.id));
  if (o.paymentMethodIds.some((id) => !methods.has(id)))
    throw fieldError('paymentMethodIds', 'NO_PAYMENT_METHOD_SELECTED');
  if (o.serviceKind && o.serviceRefId) {
    const known = o.serviceKind === 'extra' ? extraLabels(db) : typeLabels(db, o.serviceKind);
    if (!known.has(o.serviceRefId)) throw fieldError('serviceRefId', 'ITEM_REQUIRED');
  }
}

const flat = tableEntity<OfferRow, OfferInput, OfferCriteria>({
  base: 'price/special-offer',
  functionality: 'extra_pricing_special_offer_list',
  label: 'Offres spéciales',
  table: specialOffers,
  input: offerInputSchema,
  criteria: offerCriteriaSchema,
  filter: (c, col) => [
    contains(col.promoCode, c.promoCode),
    equals(col.type, c.type),
    equals(col.isActive, c.isActive),
  ],
  sortable: ['order', 'type', 'offerStartDate', 'stayStartDate'],
  defaultSort: 'order',
  defaults: ({ clock }) => ({
    type: 1,
    labels: { fr: '' },
    offerStartDate: clock.today(),
    offerEndDate: clock.today(),
    stayStartDate: clock.today(),
    stayEndDate: clock.today(),
    validityStartDate: null,
    validityEndDate: null,
    minNights: null,
    maxNights: null,
    reduction: null,
    reductionUnit: 'euro',
    application: 'accommodation',
    minPersons: null,
    maxPersons: null,
    nightsStayed: null,
    nightsPaid: null,
    daysBeforeArrival: null,
    serviceKind: null,
    serviceRefId: null,
    depositMode: null,
    depositRate: null,
    depositAmountCents: null,
    depositBalanceDays: null,
    bookingFeeMode: null,
    bookingFeeCents: null,
    paymentMethodIds: [],
    visibility: 'competition',
    promoCode: null,
    isActive: true,
    order: 0,
  }),
  choices: ({ db }) => ({
    availableOfferType: [...OFFER_TYPES],
    availablePriceGrid: db
      .select({ id: priceGrids.id, label: priceGrids.label })
      .from(priceGrids)
      .orderBy(asc(priceGrids.order))
      .all(),
    availablePaymentMethod: paymentMethodChoices(db),
    // The included service of a type-6 offer, by kind: the wizard lists those of the chosen kind.
    availableExtra: choicesOf(extraLabels(db)),
    availableAnimal: choicesOf(typeLabels(db, 'animal')),
    availableVehicle: choicesOf(typeLabels(db, 'vehicle')),
  }),
  check,
  csv: [
    { header: 'Libellé', value: (r) => r.labels.fr },
    { header: 'Type', value: (r) => OFFER_TYPES.find((t) => t.id === r.type)?.label },
    { header: 'Réservable du', value: (r) => r.offerStartDate, format: 'date' },
    { header: 'au', value: (r) => r.offerEndDate, format: 'date' },
    { header: 'Séjours du', value: (r) => r.stayStartDate, format: 'date' },
    { header: 'au', value: (r) => r.stayEndDate, format: 'date' },
    { header: 'Code promo', value: (r) => r.promoCode },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.labels.fr ?? `Offre ${r.id}`,
  hasOrder: true,
  hasActive: true,
});

export const offerEntity = withChildList(flat, gridList);

/** The active offers as the engine takes them. */
export function activeOffers(db: Db): SpecialOffer[] {
  return db
    .select()
    .from(specialOffers)
    .where(eq(specialOffers.isActive, true))
    .orderBy(asc(specialOffers.order), asc(specialOffers.id))
    .all()
    .map(({ isActive: _a, order: _o, createdAt: _c, updatedAt: _u, ...row }) =>
      engineOfferOf({ ...row, gridIds: gridList.load(db, row.id) }),
    );
}

/** A grid an offer applies to. */
export const isGridInOffer = (db: Db, gridId: number) =>
  db
    .select({ id: specialOfferGrids.offerId })
    .from(specialOfferGrids)
    .where(eq(specialOfferGrids.gridId, gridId))
    .get() !== undefined;
