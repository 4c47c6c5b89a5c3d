// Preferences of sales, customers, results and printing. Spec values are cited; the rest is ours.
import { z } from 'zod';
import { defineSettings, field, notBuilt, withHint } from '../../settings/definition';
import { NOT_BUILT } from '../../settings/not-built';
import { invoiceTermsFields } from './invoice-terms';

// Invoice number length at least 4, excluded invoice prefix at most 8 characters;
// point of sale CENTRAL exists by default. Prefix, footer and customer prompt: ours. The invoice
// numbering fields are read by the invoices; the till's wait for the sales module.
export const salePreference = defineSettings({
  key: 'sale',
  path: '/preference/sale',
  title: 'Préférences des ventes',
  fields: {
    invoicePrefix: withHint(
      field.text('Préfixe des factures', 'FA', 8),
      "Préfixe par défaut des exercices comptables, suivi de l'année (FA2026)",
    ),
    invoiceNumberLength: field.custom(
      z
        .int({ error: 'REQUIRED_INTEGER' })
        .min(4, { error: 'INVOICE_NUMBER_TOO_SHORT' })
        .max(12, { error: 'TOO_LONG' })
        .default(6),
      { label: 'Longueur du numéro de facture', kind: 'integer', min: 4, max: 12 },
    ),
    excludedPrefix: field.custom(
      z.string({ error: 'INVALID_TYPE' }).trim().max(8, { error: 'EXCLUDED_PREFIX_TOO_LONG' }).default(''),
      { label: 'Préfixe exclu de la numérotation', kind: 'text', maxLength: 8 },
    ),
    defaultPointOfSale: notBuilt(NOT_BUILT.sales, field.text('Point de vente par défaut', 'CENTRAL', 30)),
    askCustomerOnSale: notBuilt(NOT_BUILT.sales, field.bool('Demander le client à chaque vente', false)),
    ticketFooter: notBuilt(NOT_BUILT.sales, field.textarea('Pied de ticket', 'Merci de votre visite !', 300)),
    // Live: what every invoice prints about payment.
    ...invoiceTermsFields,
    // Credit validity in months: a credit note's last day, from its day of issue (0: none set, and
    // issuing one is refused until it is).
    creditValidityMonths: field.int('Validité des avoirs (mois)', 12, 0, 120),
  },
});

// Ours: duplicate detection and the fields reception must fill on a customer it types (imports
// bring what the channel sends). All off by default: a site that never set them enters freely.
export const customerPreference = defineSettings({
  key: 'customer',
  path: '/preference/customer',
  title: 'Préférences des clients',
  fields: {
    duplicateCheck: field.select(
      'Détection des doublons',
      [
        { id: 'none', label: 'Aucune' },
        { id: 'name', label: 'Même nom et prénom' },
        { id: 'name_email', label: 'Même nom, prénom ou e-mail' },
        { id: 'name_birth_date', label: 'Même nom, prénom et date de naissance' },
      ],
      'none',
    ),
    requireEmail: field.bool('E-mail obligatoire', false),
    requirePhone: field.bool('Téléphone obligatoire', false),
    requireAddress: field.bool('Adresse obligatoire', false),
    requireBirthDate: field.bool('Date de naissance obligatoire', false),
    requireNationality: field.bool('Nationalité obligatoire', false),
    newsletterByDefault: field.bool('Newsletter cochée par défaut', false),
  },
});

// Ours: what the customer resume screen shows.
export const customerResumePreference = defineSettings({
  key: 'customerResume',
  path: '/preference/customerResume',
  title: 'Synthèse client',
  fields: {
    historyYears: field.int("Années d'historique", 3, 1, 20),
    showBookings: field.bool('Afficher les séjours', true),
    showBills: notBuilt(NOT_BUILT.invoices, field.bool('Afficher les factures', true)),
    showPayments: notBuilt(NOT_BUILT.payments, field.bool('Afficher les règlements', true)),
    showEmails: field.bool('Afficher les e-mails envoyés', false),
  },
});

// Warning when the last closure is over four months old. Revenue basis: ours.
export const resultPreference = defineSettings({
  key: 'result',
  path: '/preference/result',
  title: 'Préférences des résultats',
  notBuilt: NOT_BUILT.results,
  fields: {
    closureWarningMonths: field.int('Alerte si la dernière clôture date de plus de (mois)', 4, 1, 24),
    revenueBasis: field.select(
      "Chiffre d'affaires calculé sur",
      [
        { id: 'invoices', label: 'Les factures' },
        { id: 'payments', label: 'Les encaissements' },
      ],
      'invoices',
    ),
    includeExpenses: field.bool('Déduire les dépenses', true),
  },
});

// Ours: documents open as a PDF in a new tab (spec: documents open in a new tab from the returned
// link) or go straight to the printer; ticket width of the till printer.
export const printModePreference = defineSettings({
  key: 'print-mode',
  path: '/preference/print-mode',
  title: "Mode d'impression",
  notBuilt: NOT_BUILT.printing,
  fields: {
    mode: field.select(
      "Mode d'impression",
      [
        { id: 'pdf', label: 'Ouvrir le PDF dans un nouvel onglet' },
        { id: 'direct', label: "Envoyer directement à l'imprimante" },
      ],
      'pdf',
    ),
    copies: field.int('Nombre d’exemplaires', 1, 1, 5),
    ticketWidthMm: field.select(
      'Largeur des tickets',
      [
        { id: 58, label: '58 mm' },
        { id: 80, label: '80 mm' },
      ],
      80,
    ),
    documentLanguage: field.select(
      'Langue des documents',
      [
        { id: 'customer', label: 'Langue du client' },
        { id: 'establishment', label: "Langue de l'établissement" },
      ],
      'customer',
    ),
  },
});
