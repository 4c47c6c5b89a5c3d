// What a booking's save changed, as its history records it: the fields before and after (kind,
// customer, dates, place, party, animals, vehicles, extras, notes, option validity…), the price
// before and after with the lines that changed, the price update choice, and one French line
// saying it all (« Départ 12/07 → 14/07 ; + Électricité ; prix 176,96 → 206,96 € (…) »). Pure.
import { DEPOSIT_NATURES, type DepositNature } from '../payment/kinds';
import { type BookingKind, PRICE_UPDATE_CHOICE_LABELS, type PriceUpdateChoice } from './contract';
import {
  HISTORY_KIND_LABELS,
  type HistoryDetail,
  type HistoryFieldChange,
  type HistoryPriceChange,
  type HistoryPriceLine,
} from './history-contract';

export interface StaySnapshot {
  /** The stored occupancy's id; 0 for a stay this write adds. */
  id: number;
  placeId: number;
  startDate: string;
  endDate: string;
  equipment: string | null;
  isLocked: boolean;
  isCancelled: boolean;
  occupants: readonly {
    ageCategoryId: number | null;
    firstName: string | null;
    lastName: string | null;
    birthDate: string | null;
  }[];
  animals: readonly { animalTypeId: number; quantity: number }[];
  vehicles: readonly { vehicleTypeId: number; plate: string | null }[];
  extras: readonly { extraId: number; quantity: number }[];
}

/** A customer's priced line, tied to its stay (by id, or by index for a stay this write adds). */
export interface SnapshotLine {
  stayId: number;
  stayIndex: number;
  key: string;
  label: string;
  amountCents: number;
}

export interface BookingSnapshot {
  kind: BookingKind;
  customerId: number;
  optionValidUntil: string | null;
  reference: string | null;
  internetReference: string | null;
  notes: string | null;
  depositNature: DepositNature;
  vacafAidCents: number;
  vacafFileNumber: string | null;
  stays: readonly StaySnapshot[];
  totalCents: number;
  lines: readonly SnapshotLine[];
}

/** The names the history writes instead of ids. */
export interface HistoryNames {
  customer(id: number): string;
  place(id: number): string;
  ageCategory(id: number): string;
  animalType(id: number): string;
  vehicleType(id: number): string;
  extra(id: number): string;
}

export interface HistoryChange {
  summary: string;
  detail: HistoryDetail;
}

const EQUIPMENT_LABELS: Record<string, string> = { TENT: 'Tente', CARAVAN: 'Caravane', CAMPER_VAN: 'Camping-car' };

/** 1234567 → « 12 345,67 » (no float: the cents are cut as integers). */
export function historyAmount(cents: number): string {
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${cents < 0 ? '-' : ''}${euros},${String(abs % 100).padStart(2, '0')}`;
}

const day = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null);
const shortDay = (text: string) => text.slice(0, 5);
const text = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/** « 2 × Adulte, 1 × Enfant » from the items' labels, counted, in the order first met. */
function counted(labels: readonly { label: string; quantity: number }[]): string[] {
  const counts = new Map<string, number>();
  for (const { label, quantity } of labels) counts.set(label, (counts.get(label) ?? 0) + quantity);
  return [...counts].map(([label, n]) => `${n} × ${label}`);
}

interface ListField {
  field: string;
  before: readonly string[];
  after: readonly string[];
  /** Always « field before → after » (the party: « + 1 × Enfant » alone would read as an extra). */
  isWhole?: boolean;
}

const joined = (items: readonly string[]) => (items.length ? items.join(', ') : null);

/** What one list gained and lost, item by item (« + Électricité », « − Chien »), else before → after. */
function listSummary({ field, before, after, isWhole }: ListField): string {
  const whole = `${field} ${joined(before) ?? '—'} → ${joined(after) ?? '—'}`;
  if (isWhole) return whole;
  const removed = [...before];
  const added: string[] = [];
  for (const item of after) {
    const at = removed.indexOf(item);
    if (at >= 0) removed.splice(at, 1);
    else added.push(item);
  }
  if (removed.length === 0) return added.map((a) => `+ ${a}`).join(' ; ');
  if (added.length === 0) return removed.map((r) => `− ${r}`).join(' ; ');
  return whole;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

interface Diff {
  fields: HistoryFieldChange[];
  summaries: string[];
}

function scalar(diff: Diff, field: string, before: string | null, after: string | null, summary?: string) {
  if (before === after) return;
  diff.fields.push({ field, before, after });
  diff.summaries.push(summary ?? `${field} ${before ?? '—'} → ${after ?? '—'}`);
}

function list(diff: Diff, change: ListField) {
  if (sameList([...change.before].sort(), [...change.after].sort())) return;
  diff.fields.push({ field: change.field, before: joined(change.before), after: joined(change.after) });
  diff.summaries.push(listSummary(change));
}

function stayLists(s: StaySnapshot, names: HistoryNames) {
  const party = counted(
    s.occupants.map((o) => ({ label: o.ageCategoryId ? names.ageCategory(o.ageCategoryId) : '?', quantity: 1 })),
  );
  const people = s.occupants
    .map((o) => [o.firstName, o.lastName, o.birthDate ? `(${day(o.birthDate)})` : null].filter(Boolean).join(' '))
    .filter((p) => p !== '');
  return {
    party,
    people,
    animals: counted(s.animals.map((a) => ({ label: names.animalType(a.animalTypeId), quantity: a.quantity }))),
    vehicles: s.vehicles.map((v) => [names.vehicleType(v.vehicleTypeId), v.plate].filter(Boolean).join(' ')),
    extras: counted(s.extras.map((e) => ({ label: names.extra(e.extraId), quantity: e.quantity }))),
  };
}

/** A stay as one phrase: « emplacement 12 du 10/07/2026 au 14/07/2026 ». */
const stayPhrase = (s: StaySnapshot, names: HistoryNames) =>
  `emplacement ${names.place(s.placeId)} du ${day(s.startDate)} au ${day(s.endDate)}`;

function stayDiff(diff: Diff, prefix: string, before: StaySnapshot, after: StaySnapshot, names: HistoryNames) {
  const field = (name: string) => `${prefix}${name}`;
  if (!before.isCancelled && after.isCancelled) {
    scalar(diff, field('Occupation'), stayPhrase(before, names), null, `${prefix}Occupation annulée`);
    return;
  }
  scalar(diff, field('Emplacement'), names.place(before.placeId), names.place(after.placeId));
  const arrival = [day(before.startDate), day(after.startDate)] as const;
  const departure = [day(before.endDate), day(after.endDate)] as const;
  scalar(
    diff,
    field('Arrivée'),
    arrival[0],
    arrival[1],
    `${field('Arrivée')} ${shortDay(arrival[0] ?? '')} → ${shortDay(arrival[1] ?? '')}`,
  );
  scalar(
    diff,
    field('Départ'),
    departure[0],
    departure[1],
    `${field('Départ')} ${shortDay(departure[0] ?? '')} → ${shortDay(departure[1] ?? '')}`,
  );
  const equipment = (s: StaySnapshot) => (s.equipment ? (EQUIPMENT_LABELS[s.equipment] ?? s.equipment) : null);
  scalar(diff, field('Équipement'), equipment(before), equipment(after));
  scalar(diff, field('Verrouillée'), before.isLocked ? 'oui' : 'non', after.isLocked ? 'oui' : 'non');
  const [b, a] = [stayLists(before, names), stayLists(after, names)];
  list(diff, { field: field('Occupants'), before: b.party, after: a.party, isWhole: true });
  if (sameList(b.party, a.party) && !sameList(b.people, a.people)) {
    scalar(
      diff,
      field('Noms des occupants'),
      joined(b.people),
      joined(a.people),
      `${field('Noms des occupants')} modifiés`,
    );
  }
  list(diff, { field: field('Animaux'), before: b.animals, after: a.animals });
  list(diff, { field: field('Véhicules'), before: b.vehicles, after: a.vehicles });
  list(diff, { field: field('Extras'), before: b.extras, after: a.extras });
}

function bookingFields(diff: Diff, before: BookingSnapshot, after: BookingSnapshot, names: HistoryNames) {
  scalar(diff, 'Type', HISTORY_KIND_LABELS[before.kind], HISTORY_KIND_LABELS[after.kind]);
  scalar(diff, 'Client', names.customer(before.customerId), names.customer(after.customerId));
  scalar(diff, "Validité de l'option", day(before.optionValidUntil), day(after.optionValidUntil));
  scalar(diff, 'Référence', text(before.reference), text(after.reference));
  scalar(diff, 'Référence internet', text(before.internetReference), text(after.internetReference));
  scalar(diff, 'Notes', text(before.notes), text(after.notes), 'Notes modifiées');
  scalar(diff, "Nature de l'acompte", natureLabel(before.depositNature), natureLabel(after.depositNature));
  scalar(diff, 'Aide VACAF', aidText(before.vacafAidCents), aidText(after.vacafAidCents));
  scalar(diff, 'N° dossier VACAF', text(before.vacafFileNumber), text(after.vacafFileNumber));
}

const natureLabel = (nature: DepositNature) => DEPOSIT_NATURES.find((n) => n.id === nature)?.label ?? nature;
const aidText = (cents: number) => (cents === 0 ? null : `${historyAmount(cents)} €`);

function stays(diff: Diff, before: BookingSnapshot, after: BookingSnapshot, names: HistoryNames) {
  const several = after.stays.length > 1 || before.stays.length > 1;
  after.stays.forEach((s, i) => {
    const prefix = several ? `Occupation ${i + 1} — ` : '';
    const was = s.id > 0 ? before.stays.find((b) => b.id === s.id) : undefined;
    if (was) stayDiff(diff, prefix, was, s, names);
    else if (!s.isCancelled)
      scalar(diff, `Occupation ${i + 1}`, null, stayPhrase(s, names), `+ Occupation ${stayPhrase(s, names)}`);
  });
  for (const b of before.stays) {
    if (!b.isCancelled && !after.stays.some((s) => s.id === b.id)) {
      scalar(diff, 'Occupation retirée', stayPhrase(b, names), null, `− Occupation ${stayPhrase(b, names)}`);
    }
  }
}

const lineKey = (l: SnapshotLine) => (l.stayId > 0 ? `${l.stayId}:${l.key}` : `new${l.stayIndex}:${l.key}`);

/** The lines whose amount changed, appeared or went, in the order of the lines after then before. */
function priceLines(before: readonly SnapshotLine[], after: readonly SnapshotLine[]): HistoryPriceLine[] {
  const was = new Map(before.map((l) => [lineKey(l), l]));
  const now = new Map(after.map((l) => [lineKey(l), l]));
  const changed = after.flatMap((l) => {
    const old = was.get(lineKey(l));
    return old?.amountCents === l.amountCents
      ? []
      : [{ label: l.label, beforeCents: old?.amountCents ?? null, afterCents: l.amountCents }];
  });
  const gone = before
    .filter((l) => !now.has(lineKey(l)))
    .map((l) => ({ label: l.label, beforeCents: l.amountCents, afterCents: null }));
  return [...changed, ...gone];
}

/** A new booking's fields and price, as its creation records them. */
function creation(after: BookingSnapshot, names: HistoryNames): HistoryChange {
  const fields: HistoryFieldChange[] = [
    { field: 'Type', before: null, after: HISTORY_KIND_LABELS[after.kind] },
    { field: 'Client', before: null, after: names.customer(after.customerId) },
  ];
  if (after.optionValidUntil)
    fields.push({ field: "Validité de l'option", before: null, after: day(after.optionValidUntil) });
  // Arrhes, the usual nature, and no aid go without saying.
  if (after.depositNature !== 'arrhes')
    fields.push({ field: "Nature de l'acompte", before: null, after: natureLabel(after.depositNature) });
  if (after.vacafAidCents > 0) fields.push({ field: 'Aide VACAF', before: null, after: aidText(after.vacafAidCents) });
  if (text(after.vacafFileNumber))
    fields.push({ field: 'N° dossier VACAF', before: null, after: text(after.vacafFileNumber) });
  const parties: string[] = [];
  after.stays.forEach((s, i) => {
    const prefix = after.stays.length > 1 ? `Occupation ${i + 1} — ` : '';
    const l = stayLists(s, names);
    fields.push({ field: `${prefix}Séjour`, before: null, after: stayPhrase(s, names) });
    for (const [name, items] of [
      ['Occupants', l.party],
      ['Animaux', l.animals],
      ['Véhicules', l.vehicles],
      ['Extras', l.extras],
    ] as const) {
      if (items.length) fields.push({ field: `${prefix}${name}`, before: null, after: joined(items) });
    }
    parties.push(`${stayPhrase(s, names)}${l.party.length ? `, ${joined(l.party)}` : ''}`);
  });
  const price: HistoryPriceChange = {
    beforeCents: null,
    afterCents: after.totalCents,
    lines: after.lines.map((l) => ({ label: l.label, beforeCents: null, afterCents: l.amountCents })),
  };
  return {
    summary: `${HISTORY_KIND_LABELS[after.kind]} : ${parties.join(' ; ')} ; prix ${historyAmount(after.totalCents)} €`,
    detail: { fields, price },
  };
}

/**
 * What a save changed, or null when it changed nothing (nothing is then recorded). `before` null:
 * a creation. The choice is the price update choice the edit was priced with.
 */
export function diffBookings(
  before: BookingSnapshot | null,
  after: BookingSnapshot,
  choice: PriceUpdateChoice,
  names: HistoryNames,
): HistoryChange | null {
  if (!before) return creation(after, names);
  const diff: Diff = { fields: [], summaries: [] };
  bookingFields(diff, before, after, names);
  stays(diff, before, after, names);
  const lines = priceLines(before.lines, after.lines);
  const isRepriced = before.totalCents !== after.totalCents;
  if (diff.fields.length === 0 && lines.length === 0 && !isRepriced) return null;
  const detail: HistoryDetail = { fields: diff.fields };
  if (isRepriced || lines.length > 0) {
    detail.price = { beforeCents: before.totalCents, afterCents: after.totalCents, lines };
    detail.choice = { code: choice, label: PRICE_UPDATE_CHOICE_LABELS[choice] };
  }
  const price = isRepriced
    ? [
        `prix ${historyAmount(before.totalCents)} → ${historyAmount(after.totalCents)} € (${PRICE_UPDATE_CHOICE_LABELS[choice]})`,
      ]
    : lines.length > 0
      ? ['détail du prix modifié']
      : [];
  return { summary: [...diff.summaries, ...price].join(' ; '), detail };
}
