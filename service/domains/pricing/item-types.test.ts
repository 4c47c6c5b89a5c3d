// Animals and vehicles priced through the extra their type is mapped to, with every warning a
// French sentence naming the type, the extra and the grid. Three low-season nights on a pitch for
// two adults (60,00 € of pitch, the adults included), amounts worked out by hand.
import { describe, expect, it } from 'vitest';
import { ELECTRICITY, makeGrid, makeInput } from './fixtures';
import { quote } from './quote';
import type { CatalogueItem, GridOption, ItemRequest, ItemType, QuoteInput } from './types';

const PITCH_CENTS = 3 * 2000;

const extraOption = (refId: number, label: string, cents: number, pricing: GridOption['pricing']): GridOption => ({
  ...ELECTRICITY,
  refId,
  label,
  cents,
  vatBp: 1000,
  pricing,
  maxQuantity: 2,
});
/** The grid's options of the site's « Animal » and « Véhicule supplémentaire » extras, by the night. */
const ANIMAL = extraOption(20, 'Animal', 300, 'night');
const VEHICLE = extraOption(21, 'Véhicule supplémentaire', 250, 'night');
/** A large vehicle, charged once per stay. */
const LARGE_VEHICLE = extraOption(23, 'Grand véhicule', 900, 'stay');
/** An extra the grid does not list: its catalogue price counts. */
const SMALL_PET: CatalogueItem = {
  kind: 'extra',
  refId: 22,
  label: 'Petit animal',
  cents: 150,
  vatBp: 1000,
  pricing: 'stay',
  maxQuantity: 3,
};

const DOG: ItemType = { kind: 'animal', refId: 1, label: 'Chien', extraId: ANIMAL.refId };
const CAT: ItemType = { kind: 'animal', refId: 2, label: 'Chat', extraId: SMALL_PET.refId };
const RABBIT: ItemType = { kind: 'animal', refId: 3, label: 'Lapin', extraId: null };
const CAR: ItemType = { kind: 'vehicle', refId: 1, label: 'Voiture', extraId: VEHICLE.refId };
const CAMPER: ItemType = { kind: 'vehicle', refId: 2, label: 'Camping-car', extraId: LARGE_VEHICLE.refId };

const ask = (t: { kind: ItemRequest['kind']; refId: number }, quantity = 1): ItemRequest => ({
  kind: t.kind,
  refId: t.refId,
  quantity,
});
const stay = (items: ItemRequest[], options: GridOption[] = [ANIMAL, VEHICLE, LARGE_VEHICLE]): QuoteInput =>
  makeInput({
    grids: [makeGrid({ options })],
    items,
    catalogue: [SMALL_PET],
    itemTypes: [DOG, CAT, RABBIT, CAR, CAMPER],
  });
const itemLines = (input: QuoteInput) =>
  quote(input)
    .lines.filter((l) => [4, 5, 7].includes(l.kind))
    .map((l) => [l.kind, l.label, l.quantity, l.unitCents, l.amountCents, l.vatBp]);

describe('animals and vehicles priced by the extra their type is mapped to', () => {
  it('A dog and a car are charged: 3 nights × 3,00 € (Animal) + 3 nights × 2,50 € (Véhicule), total 76,50 €', () => {
    const input = stay([ask(DOG), ask(CAR)]);
    expect(itemLines(input)).toEqual([
      [4, 'Chien (Basse saison)', 3, 300, 900, 1000],
      [5, 'Voiture (Basse saison)', 3, 250, 750, 1000],
    ]);
    const q = quote(input);
    expect(q.totals.totalCents).toBe(PITCH_CENTS + 900 + 750);
    expect(q.warnings).toEqual([]);
  });

  it('Two animal types mapped differently: the dog by the grid option (9,00 €), the cat by the catalogue (1,50 €)', () => {
    const input = stay([ask(DOG), ask(CAT)]);
    expect(itemLines(input)).toEqual([
      [4, 'Chien (Basse saison)', 3, 300, 900, 1000],
      [4, 'Chat', 1, 150, 150, 1000],
    ]);
    expect(quote(input).warnings).toEqual([
      {
        code: 'OPTION_NOT_ON_GRID_WARNING',
        message:
          "La grille « Été 2026 » n'a pas l'option « Petit animal » (qui facture le type d'animal « Chat ») : ajoutez-la dans l'onglet Options de la grille ; prix du catalogue appliqué.",
      },
    ]);
  });

  it('Two vehicle types: two cars 2 × 3 nights × 2,50 € and a camper van 9,00 € per stay', () => {
    const input = stay([ask(CAR), ask(CAR), ask(CAMPER)]);
    expect(itemLines(input)).toEqual([
      [5, 'Voiture (Basse saison)', 6, 250, 1500, 1000],
      [5, 'Camping-car', 1, 900, 900, 1000],
    ]);
    expect(quote(input).totals.totalCents).toBe(PITCH_CENTS + 900 + 1500);
  });

  it('An animal type with no mapping is not charged and the warning names it, never its key', () => {
    const q = quote(stay([ask(RABBIT)]));
    expect(q.lines.filter((l) => l.kind === 4)).toEqual([]);
    expect(q.totals.totalCents).toBe(PITCH_CENTS);
    expect(q.warnings).toEqual([
      {
        code: 'OPTION_NOT_MAPPED_WARNING',
        message:
          "Attention : le type d'animal « Lapin » n'est associé à aucun supplément ni option de la grille « Été 2026 » : il n'est pas facturé (associez-lui un supplément dans les types d'animaux, ou ajoutez-le dans l'onglet Options de la grille).",
      },
    ]);
  });

  it('A type mapped to an extra that is no longer offered is not charged, with a warning naming it', () => {
    const q = quote(stay([ask(CAMPER)], [ANIMAL, VEHICLE]));
    expect(q.warnings.map((w) => w.message)).toEqual([
      "Attention : le type de véhicule « Camping-car » est associé à un supplément inactif ou supprimé : il n'est pas facturé sur la grille « Été 2026 ».",
    ]);
  });

  it("The grid's own option of a type wins over its extra: a dog at 2,00 € per stay", () => {
    const ownDog: GridOption = {
      ...ANIMAL,
      kind: 'animal',
      refId: DOG.refId,
      label: 'Chien',
      cents: 200,
      pricing: 'stay',
    };
    expect(itemLines(stay([ask(DOG)], [ownDog, ANIMAL]))).toEqual([[4, 'Chien', 1, 200, 200, 1000]]);
  });

  it('The extra added by hand besides a mapped dog is charged as asked, and a warning says it may count twice', () => {
    const q = quote(stay([ask(DOG), ask(ANIMAL)]));
    expect(q.totals.totalCents).toBe(PITCH_CENTS + 900 + 900);
    expect(q.warnings).toEqual([
      {
        code: 'OPTION_COUNTED_TWICE_WARNING',
        message:
          "Attention : le supplément « Animal » est ajouté à la main et facture déjà le type d'animal « Chien » : vérifiez qu'il n'est pas compté deux fois.",
      },
    ]);
  });

  it("Quantity must not exceed the extra's maximum, counted over every type it prices (2 dogs + 1 by hand > 2)", () => {
    expect(() => quote(stay([ask(DOG, 2), ask(ANIMAL)]))).toThrow('QUANTITY_ABOVE_EQUIPMENT_MAXIMUM');
  });
});
