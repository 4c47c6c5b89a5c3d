// Preferences of sales, customers, results and printing. Spec values are cited; the rest is ours.
import { z } from 'zod';
import { defineSettings, setting } from '../../settings/definition';

// Spec §5 and §9: invoice number length at least 4, excluded invoice prefix at most 8 characters;
// point of sale CENTRAL exists by default. Prefix, footer and customer prompt: ours.
export const salePreference = defineSettings({
  key: 'sale',
  path: '/preference/sale',
  title: 'Préférences des ventes',
  schema: z.object({
    invoicePrefix: setting.text('FA', 8),
    invoiceNumberLength: z
      .int({ error: 'REQUIRED_INTEGER' })
      .min(4, { error: 'INVOICE_NUMBER_TOO_SHORT' })
      .max(12, { error: 'TOO_LONG' })
      .default(6),
    excludedPrefix: z
      .string({ error: 'INVALID_TYPE' })
      .trim()
      .max(8, { error: 'EXCLUDED_PREFIX_TOO_LONG' })
      .default(''),
    defaultPointOfSale: setting.text('CENTRAL', 30),
    askCustomerOnSale: setting.bool(false),
    ticketFooter: setting.text('Merci de votre visite !', 300),
  }),
  fields: [
    { name: 'invoicePrefix', label: 'Préfixe des factures', kind: 'text', maxLength: 8 },
    { name: 'invoiceNumberLength', label: 'Longueur du numéro de facture', kind: 'integer', min: 4, max: 12 },
    { name: 'excludedPrefix', label: 'Préfixe exclu de la numérotation', kind: 'text', maxLength: 8 },
    { name: 'defaultPointOfSale', label: 'Point de vente par défaut', kind: 'text', maxLength: 30 },
    { name: 'askCustomerOnSale', label: 'Demander le client à chaque vente', kind: 'bool' },
    { name: 'ticketFooter', label: 'Pied de ticket', kind: 'textarea', maxLength: 300 },
  ],
});

// Ours: duplicate detection and the fields reception must fill on a new customer.
export const customerPreference = defineSettings({
  key: 'customer',
  path: '/preference/customer',
  title: 'Préférences des clients',
  schema: z.object({
    duplicateCheck: setting.choice(['none', 'name', 'name_email', 'name_birth_date'] as const, 'name_email'),
    requireEmail: setting.bool(false),
    requirePhone: setting.bool(true),
    requireAddress: setting.bool(true),
    requireBirthDate: setting.bool(false),
    requireNationality: setting.bool(false),
    newsletterByDefault: setting.bool(false),
  }),
  fields: [
    {
      name: 'duplicateCheck',
      label: 'Détection des doublons',
      kind: 'select',
      options: [
        { id: 'none', label: 'Aucune' },
        { id: 'name', label: 'Même nom et prénom' },
        { id: 'name_email', label: 'Même nom, prénom ou e-mail' },
        { id: 'name_birth_date', label: 'Même nom, prénom et date de naissance' },
      ],
    },
    { name: 'requireEmail', label: 'E-mail obligatoire', kind: 'bool' },
    { name: 'requirePhone', label: 'Téléphone obligatoire', kind: 'bool' },
    { name: 'requireAddress', label: 'Adresse obligatoire', kind: 'bool' },
    { name: 'requireBirthDate', label: 'Date de naissance obligatoire', kind: 'bool' },
    { name: 'requireNationality', label: 'Nationalité obligatoire', kind: 'bool' },
    { name: 'newsletterByDefault', label: 'Newsletter cochée par défaut', kind: 'bool' },
  ],
});

// Ours: what the customer resume screen shows.
export const customerResumePreference = defineSettings({
  key: 'customerResume',
  path: '/preference/customerResume',
  title: 'Synthèse client',
  schema: z.object({
    historyYears: setting.int(3, 1, 20),
    showBookings: setting.bool(true),
    showBills: setting.bool(true),
    showPayments: setting.bool(true),
    showEmails: setting.bool(false),
  }),
  fields: [
    { name: 'historyYears', label: "Années d'historique", kind: 'integer', min: 1, max: 20 },
    { name: 'showBookings', label: 'Afficher les séjours', kind: 'bool' },
    { name: 'showBills', label: 'Afficher les factures', kind: 'bool' },
    { name: 'showPayments', label: 'Afficher les règlements', kind: 'bool' },
    { name: 'showEmails', label: 'Afficher les e-mails envoyés', kind: 'bool' },
  ],
});

// Business rules §4: warning when the last closure is over four months old. Revenue basis: ours.
export const resultPreference = defineSettings({
  key: 'result',
  path: '/preference/result',
  title: 'Préférences des résultats',
  schema: z.object({
    closureWarningMonths: setting.int(4, 1, 24),
    revenueBasis: setting.choice(['invoices', 'payments'] as const, 'invoices'),
    includeExpenses: setting.bool(true),
  }),
  fields: [
    { name: 'closureWarningMonths', label: 'Alerte si la dernière clôture date de plus de (mois)', kind: 'integer' },
    {
      name: 'revenueBasis',
      label: "Chiffre d'affaires calculé sur",
      kind: 'select',
      options: [
        { id: 'invoices', label: 'Les factures' },
        { id: 'payments', label: 'Les encaissements' },
      ],
    },
    { name: 'includeExpenses', label: 'Déduire les dépenses', kind: 'bool' },
  ],
});

// Ours: documents open as a PDF in a new tab (spec: documents open in a new tab from the returned
// link) or go straight to the printer; ticket width of the till printer.
export const printModePreference = defineSettings({
  key: 'print-mode',
  path: '/preference/print-mode',
  title: "Mode d'impression",
  schema: z.object({
    mode: setting.choice(['pdf', 'direct'] as const, 'pdf'),
    copies: setting.int(1, 1, 5),
    ticketWidthMm: setting.choice([58, 80] as const, 80),
    documentLanguage: setting.choice(['customer', 'establishment'] as const, 'customer'),
  }),
  fields: [
    {
      name: 'mode',
      label: "Mode d'impression",
      kind: 'select',
      options: [
        { id: 'pdf', label: 'Ouvrir le PDF dans un nouvel onglet' },
        { id: 'direct', label: "Envoyer directement à l'imprimante" },
      ],
    },
    { name: 'copies', label: 'Nombre d’exemplaires', kind: 'integer', min: 1, max: 5 },
    {
      name: 'ticketWidthMm',
      label: 'Largeur des tickets',
      kind: 'select',
      options: [
        { id: 58, label: '58 mm' },
        { id: 80, label: '80 mm' },
      ],
    },
    {
      name: 'documentLanguage',
      label: 'Langue des documents',
      kind: 'select',
      options: [
        { id: 'customer', label: 'Langue du client' },
        { id: 'establishment', label: "Langue de l'établissement" },
      ],
    },
  ],
});
