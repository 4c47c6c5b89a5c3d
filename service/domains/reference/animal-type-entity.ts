// Animal types, each in category 1, 2 (dangerous dogs under French law) or 3 (any other animal),
// with the extra that prices the animal when the grid has no option for its type.
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { type AnimalTypeInput, animalTypeInputSchema, labelCriteriaSchema } from './contract';
import { checkPricingExtra, pricingExtraChoices } from './pricing-extra';
import { animalTypes } from './schema';

type AnimalType = typeof animalTypes.$inferSelect;

export const animalCategories = [
  { id: 1, label: "Catégorie 1 — chiens d'attaque" },
  { id: 2, label: 'Catégorie 2 — chiens de garde et de défense' },
  { id: 3, label: 'Catégorie 3 — autres animaux' },
];

export const animalTypeEntity = tableEntity<AnimalType, AnimalTypeInput, typeof labelCriteriaSchema._output>({
  base: 'reference/animal-type',
  functionality: 'occupant_animal_type_list',
  label: "Types d'animaux",
  table: animalTypes,
  input: animalTypeInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label', 'category'],
  defaultSort: 'order',
  defaults: () => ({ label: '', category: 3, extraId: null, isActive: true, order: 0 }),
  choices: (ctx) => ({ availableCategory: animalCategories, availableExtra: pricingExtraChoices(ctx) }),
  check: (ctx, input) => checkPricingExtra(ctx, input.extraId),
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Catégorie', value: (r) => r.category },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});
