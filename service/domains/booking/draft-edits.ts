// What one user changed in a booking since they opened it, as French lines (« Départ : 12/07/2026 →
// 14/07/2026 », « Ajout : Électricité × 1 »): listed beside a fresh copy once their save was refused
// over a newer version, so they can apply them again. Pure: the labels are handed in.
import {
  BOOKING_KIND,
  type BookingKind,
  type DraftEdit,
  type DraftInput,
  type EQUIPMENT_BROUGHT,
  type OccupancyInput,
  type PRICE_UPDATE_CHOICES,
  type STAY_KINDS,
} from './contract';

/** Names of what a body refers to by id; an id missing from a list is shown as « n° id ». */
export interface EditLabels {
  customers: ReadonlyMap<number, string>;
  partners: ReadonlyMap<number, string>;
  places: ReadonlyMap<number, string>;
  ageCategories: ReadonlyMap<number, string>;
  animalTypes: ReadonlyMap<number, string>;
  vehicleTypes: ReadonlyMap<number, string>;
  extras: ReadonlyMap<number, string>;
}

type Occupant = OccupancyInput['occupants'][number];

const kinds: Record<BookingKind, string> = {
  [BOOKING_KIND.quote]: 'Devis',
  [BOOKING_KIND.option]: 'Option',
  [BOOKING_KIND.reservation]: 'Réservation',
};
const equipment: Record<(typeof EQUIPMENT_BROUGHT)[number], string> = {
  TENT: 'Tente',
  CARAVAN: 'Caravane',
  CAMPER_VAN: 'Camping-car',
};
const stayKinds: Record<(typeof STAY_KINDS)[number], string> = {
  NORMAL: 'Séjour',
  RESIDENTIAL: 'Résident',
  ALLOTMENT: 'Allotement',
};
const priceChoices: Record<(typeof PRICE_UPDATE_CHOICES)[number], string> = {
  updateFromGrid: 'Recalculer avec la grille en vigueur',
  keepExistingGrid: 'Recalculer avec la grille du séjour',
  updateFromExistingDetail: 'Adapter le détail existant aux nouvelles nuits',
  keepExistingDetail: 'Garder le détail existant',
};

const none = '(vide)';
const nature = (n: DraftInput['depositNature']) => (n === undefined ? none : n === 'acompte' ? 'Acompte' : 'Arrhes');
const day = (d: string | null) => (d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : none);
const quoted = (t: string | null) => (t ? `« ${t} »` : none);
const named = (labels: ReadonlyMap<number, string>, id: number | null) =>
  id === null ? 'aucun' : (labels.get(id) ?? `n° ${id}`);
function euros(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('fr-FR');
  return `${whole},${String(cents % 100).padStart(2, '0')} €`;
}

/** « Label : before → after » when they differ. */
function changed(out: string[], label: string, before: string, after: string) {
  if (before !== after) out.push(`${label} : ${before} → ${after}`);
}

/** Quantities by key, before and after: added, removed, or changed in number. */
function counts(out: string[], before: Map<string, number>, after: Map<string, number>) {
  for (const [key, n] of after) {
    const was = before.get(key) ?? 0;
    if (was === 0) out.push(`Ajout : ${key} × ${n}`);
    else if (was !== n) out.push(`${key} : ${was} → ${n}`);
  }
  for (const [key, n] of before) if (!after.has(key)) out.push(`Retrait : ${key} × ${n}`);
}

function tally<T>(items: readonly T[], key: (item: T) => string, quantity: (item: T) => number = () => 1) {
  const m = new Map<string, number>();
  for (const item of items) m.set(key(item), (m.get(key(item)) ?? 0) + quantity(item));
  return m;
}

function occupantText(p: Occupant, labels: EditLabels): string {
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  return [
    p.ageCategoryId === null ? 'Occupant' : named(labels.ageCategories, p.ageCategoryId),
    name,
    p.birthDate ? `né(e) le ${day(p.birthDate)}` : '',
    p.taxExemption ? 'exonéré(e) de taxe' : '',
  ]
    .filter(Boolean)
    .join(' — ');
}

function occupantEdits(out: string[], before: readonly Occupant[], after: readonly Occupant[], labels: EditLabels) {
  for (const p of after) {
    const was = p.id > 0 ? before.find((b) => b.id === p.id) : undefined;
    if (!was) out.push(`Ajout : ${occupantText(p, labels)}`);
    else changed(out, 'Occupant', occupantText(was, labels), occupantText(p, labels));
  }
  for (const b of before) {
    if (!after.some((p) => p.id > 0 && p.id === b.id)) out.push(`Retrait : ${occupantText(b, labels)}`);
  }
}

function extraKey(e: OccupancyInput['extras'][number], labels: EditLabels): string {
  const name = named(labels.extras, e.extraId);
  return e.startDate || e.endDate ? `${name} (du ${day(e.startDate)} au ${day(e.endDate)})` : name;
}

function stayText(o: OccupancyInput, labels: EditLabels): string {
  const place = o.placeId === null ? 'place à choisir' : `place ${named(labels.places, o.placeId)}`;
  return `${place}, du ${day(o.startDate)} au ${day(o.endDate)}, ${o.occupants.length} pers.`;
}

/** The lines of one occupancy kept from before (same id). */
function occupancyEdits(before: OccupancyInput, after: OccupancyInput, labels: EditLabels): string[] {
  const out: string[] = [];
  changed(out, 'Place', named(labels.places, before.placeId), named(labels.places, after.placeId));
  changed(out, 'Arrivée', day(before.startDate), day(after.startDate));
  changed(out, 'Départ', day(before.endDate), day(after.endDate));
  const gear = (o: OccupancyInput) => (o.equipment ? equipment[o.equipment] : none);
  changed(out, 'Équipement', gear(before), gear(after));
  changed(out, 'Type de séjour', stayKinds[before.stayKind], stayKinds[after.stayKind]);
  if (before.isLocked !== after.isLocked)
    out.push(after.isLocked ? 'Occupation verrouillée' : 'Occupation déverrouillée');
  if (before.isCancelled !== after.isCancelled)
    out.push(after.isCancelled ? 'Occupation annulée' : 'Occupation rétablie');
  occupantEdits(out, before.occupants, after.occupants, labels);
  const animal = (a: OccupancyInput['animals'][number]) => named(labels.animalTypes, a.animalTypeId);
  counts(
    out,
    tally(before.animals, animal, (a) => a.quantity),
    tally(after.animals, animal, (a) => a.quantity),
  );
  const vehicle = (v: OccupancyInput['vehicles'][number]) =>
    [named(labels.vehicleTypes, v.vehicleTypeId), v.plate, v.brand].filter(Boolean).join(' ');
  counts(out, tally(before.vehicles, vehicle), tally(after.vehicles, vehicle));
  const extra = (e: OccupancyInput['extras'][number]) => extraKey(e, labels);
  counts(
    out,
    tally(before.extras, extra, (e) => e.quantity),
    tally(after.extras, extra, (e) => e.quantity),
  );
  return out;
}

function bookingEdits(before: DraftInput, after: DraftInput, labels: EditLabels): string[] {
  const out: string[] = [];
  changed(out, 'Type', kinds[before.kind], kinds[after.kind]);
  changed(out, 'Client', named(labels.customers, before.customerId), named(labels.customers, after.customerId));
  changed(out, 'Partenaire', named(labels.partners, before.partnerId), named(labels.partners, after.partnerId));
  changed(out, "Validité de l'option", day(before.optionValidUntil), day(after.optionValidUntil));
  changed(out, 'Référence', quoted(before.reference), quoted(after.reference));
  changed(out, 'Référence internet', quoted(before.internetReference), quoted(after.internetReference));
  changed(out, 'Notes', quoted(before.notes), quoted(after.notes));
  changed(out, "Nature de l'acompte", nature(before.depositNature), nature(after.depositNature));
  changed(out, 'Aide VACAF', euros(before.vacafAidCents ?? 0), euros(after.vacafAidCents ?? 0));
  changed(out, 'N° dossier VACAF', quoted(before.vacafFileNumber ?? null), quoted(after.vacafFileNumber ?? null));
  if (before.priceUpdateChoice !== after.priceUpdateChoice) {
    out.push(`Choix du prix : ${priceChoices[after.priceUpdateChoice]}`);
  }
  const typed = (b: DraftInput) =>
    new Map(b.priceOverrides.map((p) => [`${p.occupancyIndex}:${p.key}`, p.amountCents]));
  const was = typed(before);
  for (const p of after.priceOverrides) {
    const cents = was.get(`${p.occupancyIndex}:${p.key}`);
    if (cents !== p.amountCents) {
      out.push(`Prix saisi à la main (occupation ${p.occupancyIndex + 1}, ${p.key}) : ${euros(p.amountCents)}`);
    }
  }
  return out;
}

/** Every change from `before` (the booking as the user opened it) to `after` (their draft). */
export function draftEdits(before: DraftInput, after: DraftInput, labels: EditLabels): DraftEdit[] {
  const edits: DraftEdit[] = bookingEdits(before, after, labels).map((text) => ({ where: '', text }));
  const isSeveral = before.occupancies.length > 1 || after.occupancies.length > 1;
  after.occupancies.forEach((o, i) => {
    const where = isSeveral ? `Occupation ${i + 1}` : '';
    const was = o.id > 0 ? before.occupancies.find((b) => b.id === o.id) : undefined;
    if (!was) edits.push({ where, text: `Ajout d'une occupation : ${stayText(o, labels)}` });
    else for (const text of occupancyEdits(was, o, labels)) edits.push({ where, text });
  });
  for (const b of before.occupancies) {
    if (!after.occupancies.some((o) => o.id > 0 && o.id === b.id)) {
      edits.push({ where: '', text: `Retrait d'une occupation : ${stayText(b, labels)}` });
    }
  }
  return edits;
}

/** Edits set aside at an earlier reload, then this one's, each once. */
export function mergeEdits(earlier: readonly DraftEdit[], later: readonly DraftEdit[]): DraftEdit[] {
  const seen = new Set<string>();
  return [...earlier, ...later].filter((e) => {
    const key = `${e.where}\u0000${e.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
