// Layouts, features, place families and access channels: ordered labels that can be deactivated,
// each with the few fields a French campsite needs beside the spec's label (description of a
// layout, icon and colour of a feature, colour of a family, code and kind of a channel).
import { eq } from 'drizzle-orm';
import { fieldError } from '../../errors/app-error';
import type { CsvColumn } from '../../http/entity/descriptor';
import { contains, equals } from '../../http/entity/filters';
import { type Stamped, type TableEntityOptions, tableEntity } from '../../http/entity/table-entity';
import { familyInUse, featureInUse, layoutWithEquipment } from './blockers';
import {
  type AccessChannelInput,
  accessChannelInputSchema,
  channelKinds,
  type FeatureInput,
  featureInputSchema,
  type LabelCriteria,
  type LayoutInput,
  labelCriteriaSchema,
  layoutInputSchema,
  type PlaceFamilyInput,
  placeFamilyInputSchema,
} from './contract';
import { accessChannels, features, layouts, placeFamilies } from './schema';

interface Labelled extends Stamped {
  label: string;
  isActive: boolean;
  order: number;
}

type Shared = 'criteria' | 'filter' | 'defaultSort' | 'labelOf' | 'hasOrder' | 'hasActive' | 'csv' | 'sortable';

/** The options every ordered label list shares: label search, order, active, label first in the CSV. */
function labelled<R extends Labelled, I extends { id: number }>(
  o: Omit<TableEntityOptions<R, I, LabelCriteria>, Shared> & {
    sortable?: readonly (keyof R & string)[];
    csv?: readonly CsvColumn<R>[];
  },
) {
  return tableEntity<R, I, LabelCriteria>({
    ...o,
    criteria: labelCriteriaSchema,
    filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
    sortable: ['order', 'label', ...(o.sortable ?? [])],
    defaultSort: 'order',
    csv: [
      { header: 'Libellé', value: (r) => r.label },
      ...(o.csv ?? []),
      { header: 'Ordre', value: (r) => r.order },
      { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
    ],
    labelOf: (r) => r.label,
    hasOrder: true,
    hasActive: true,
  });
}

const listed = { isActive: true, order: 0 };

export const layoutEntity = labelled<typeof layouts.$inferSelect, LayoutInput>({
  base: 'place/layout',
  functionality: 'camping_layout_list',
  label: 'Aménagements',
  table: layouts,
  input: layoutInputSchema,
  defaults: () => ({ label: '', description: null, ...listed }),
  csv: [{ header: 'Description', value: (r) => r.description }],
  // Deletion blocker: layout with equipment.
  blockers: [layoutWithEquipment],
});

export const featureEntity = labelled<typeof features.$inferSelect, FeatureInput>({
  base: 'place/feature',
  functionality: 'camping_feature_list',
  label: 'Caractéristiques',
  table: features,
  input: featureInputSchema,
  defaults: () => ({ label: '', icon: null, color: null, ...listed }),
  csv: [{ header: 'Couleur', value: (r) => r.color }],
  blockers: [featureInUse],
});

export const placeFamilyEntity = labelled<typeof placeFamilies.$inferSelect, PlaceFamilyInput>({
  base: 'place/place-family',
  functionality: 'camping_place_family_list',
  label: "Familles d'hébergement",
  table: placeFamilies,
  input: placeFamilyInputSchema,
  defaults: () => ({ label: '', color: null, ...listed }),
  csv: [{ header: 'Couleur', value: (r) => r.color }],
  blockers: [familyInUse],
});

export const accessChannelEntity = labelled<typeof accessChannels.$inferSelect, AccessChannelInput>({
  base: 'place/access-channel',
  functionality: 'booking_access_channel_list',
  label: "Canaux d'accès",
  table: accessChannels,
  input: accessChannelInputSchema,
  sortable: ['code', 'kind'],
  defaults: () => ({ label: '', code: '', kind: 'RECEPTION', ...listed }),
  choices: () => ({ availableKind: [...channelKinds] }),
  // A channel code is used once (codes are kept in capitals).
  check: ({ db }, input) => {
    const holder = db.select().from(accessChannels).where(eq(accessChannels.code, input.code)).get();
    if (holder && holder.id !== input.id) throw fieldError('code', 'VALUE_ALREADY_ASSIGNED');
  },
  csv: [
    { header: 'Code', value: (r) => r.code },
    { header: 'Type', value: (r) => channelKinds.find((k) => k.id === r.kind)?.label ?? r.kind },
  ],
});
