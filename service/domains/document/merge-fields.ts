// The merge fields a model may hold as `{{name}}`, and how a model is filled: pure, so the editor's
// picker, the flagging of unknown fields and the composer read one list.

export const MERGE_FIELD_GROUPS = ['Client', 'Séjour', 'Montants', 'Liens', 'Établissement'] as const;
export type MergeFieldGroup = (typeof MERGE_FIELD_GROUPS)[number];

export interface MergeField {
  readonly name: string;
  readonly label: string;
  readonly group: MergeFieldGroup;
}

const fields = (group: MergeFieldGroup, list: [string, string][]): MergeField[] =>
  list.map(([name, label]) => ({ name, label, group }));

export const MERGE_FIELDS: readonly MergeField[] = [
  ...fields('Client', [
    ['customerCivility', 'Civilité'],
    ['customerFirstName', 'Prénom'],
    ['customerLastName', 'Nom'],
    ['customerName', 'Civilité, prénom et nom'],
    ['customerAddress', 'Adresse postale'],
    ['customerEmail', 'E-mail'],
    ['customerCode', 'Code client'],
  ]),
  ...fields('Séjour', [
    ['bookingCode', 'N° de réservation (ou de devis)'],
    ['startDate', "Date d'arrivée"],
    ['endDate', 'Date de départ'],
    ['nights', 'Nombre de nuits'],
    ['arrivalHour', "Heure d'arrivée (à partir de)"],
    ['arrivalToHour', "Heure d'arrivée (jusqu'à)"],
    ['departureHour', 'Heure de départ (avant)'],
    ['places', 'Emplacements et locations'],
    ['occupants', 'Occupants'],
    ['personsCount', 'Nombre de personnes'],
    ['optionValidUntil', "Fin de validité de l'option"],
  ]),
  ...fields('Montants', [
    ['totalAmount', 'Montant total du séjour'],
    ['paidAmount', 'Déjà réglé'],
    ['balanceAmount', 'Reste à régler'],
    ['depositAmount', 'Acompte demandé'],
    ['depositDueDate', "Échéance de l'acompte"],
    ['balanceDueDate', 'Échéance du solde'],
    ['suretyAmount', 'Montant de la caution'],
    ['priceLines', 'Détail des prix (liste)'],
  ]),
  ...fields('Liens', [
    ['paymentLink', 'Lien de paiement'],
    ['suretyLink', 'Lien de dépôt de la caution'],
  ]),
  ...fields('Établissement', [
    ['siteName', "Nom de l'établissement"],
    ['siteAddress', 'Adresse'],
    ['sitePhone', 'Téléphone'],
    ['siteEmail', 'E-mail'],
    ['siteLogo', 'Logo (image)'],
    ['today', 'Date du jour'],
  ]),
];

export type MergeValues = Readonly<Record<string, string>>;

/** Fields whose value is already HTML (the logo's image): put in a body as they are, never escaped. */
export const HTML_FIELDS: ReadonlySet<string> = new Set(['siteLogo', 'priceLines']);

const known = new Set(MERGE_FIELDS.map((f) => f.name));
const placeholder = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The `{{names}}` of a text that are not merge fields: the editor flags them, filling leaves them. */
export function unknownFields(text: string, extra: Iterable<string> = []): string[] {
  const allowed = new Set([...known, ...extra]);
  const found = new Set<string>();
  for (const m of text.matchAll(placeholder)) if (!allowed.has(m[1] ?? '')) found.add(m[1] ?? '');
  return [...found];
}

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/**
 * Fills `{{name}}` with its value; a name without a value stays visible as written, so a typo in a
 * model shows in the document instead of vanishing. `html` escapes the values for an HTML body.
 */
export function fillTemplate(text: string, values: MergeValues, mode: 'text' | 'html'): string {
  return text.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return mode === 'html' && !HTML_FIELDS.has(name) ? escapeHtml(value) : value;
  });
}

/** The values with every amount blanked: a target set not to print its amounts. */
export function withoutAmounts(values: MergeValues): MergeValues {
  const amounts = MERGE_FIELDS.filter((f) => f.group === 'Montants' && !f.name.endsWith('DueDate'));
  return { ...values, ...Object.fromEntries(amounts.map((f) => [f.name, ''])) };
}
