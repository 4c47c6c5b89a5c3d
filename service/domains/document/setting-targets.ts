// The printed document targets and their settings (/document-setting/:documentSettingTargetId): the
// kinds are grouped by what they are for, and each group has its header, footer, legal mentions
// and whether amounts print. Pure: the settings page reads these definitions as its contract.
import { defineSettings, field, type SettingsDefinition, withHint } from '../../settings/definition';
import type { DocumentKind } from './kinds';

const targetSettings = (target: string, title: string) =>
  defineSettings({
    key: `document_${target}`,
    path: `/document-setting/${target}`,
    title,
    fields: {
      showLogo: field.bool("Afficher le logo de l'établissement", true),
      headerText: withHint(
        field.textarea("Texte sous l'en-tête", '', 500),
        "Imprimé sous les coordonnées de l'établissement (horaires d'accueil, site internet…)",
      ),
      footerText: field.textarea('Texte du pied de page', '', 500),
      legalMentions: withHint(
        field.textarea('Mentions légales', '', 1000),
        'Imprimées en petit au bas de chaque page, après le pied de page',
      ),
      showPrices: withHint(
        field.bool('Imprimer les montants', true),
        'Décoché, les champs de montant restent vides (document remis à un tiers)',
      ),
    },
  });

export const DOCUMENT_TARGETS = [
  {
    id: 'stay',
    label: 'Documents de séjour',
    kinds: ['quote', 'option', 'option_relaunch', 'reservation', 'pre_stay'],
    settings: targetSettings('stay', 'Documents de séjour'),
  },
  {
    id: 'payment',
    label: 'Règlements et cautions',
    kinds: ['payment', 'surety', 'balance'],
    settings: targetSettings('payment', 'Règlements et cautions'),
  },
  {
    id: 'billing',
    label: 'Factures et quittances',
    kinds: ['invoice', 'rent_receipt'],
    settings: targetSettings('billing', 'Factures et quittances'),
  },
] as const satisfies readonly {
  id: string;
  label: string;
  kinds: readonly DocumentKind[];
  settings: SettingsDefinition;
}[];

export type DocumentTarget = (typeof DOCUMENT_TARGETS)[number];

export const targetOfKind = (kind: DocumentKind): DocumentTarget =>
  DOCUMENT_TARGETS.find((t) => (t.kinds as readonly DocumentKind[]).includes(kind)) ?? DOCUMENT_TARGETS[0];
