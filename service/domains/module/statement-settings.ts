// The tourist tax and VAT statement settings of /admin/module/ (spec §2, values of §9 cited; the
// rest chosen by us).
import { z } from 'zod';
import { defineSettings, setting } from '../../settings/definition';

// Spec §9: declaration modes (by occupancy start date, by period, by bills) and payment
// frequencies (monthly, semi-annual). Reminder day: ours.
export const taxStatementSettings = defineSettings({
  key: 'tax-statement',
  path: '/admin/module/preference-tax-statement',
  title: 'Déclaration de taxe de séjour',
  schema: z.object({
    declarationMode: setting.choice(['occupancy_start', 'period', 'bills'] as const, 'occupancy_start'),
    paymentFrequency: setting.choice(['monthly', 'semi_annual'] as const, 'monthly'),
    reminderDayOfMonth: setting.int(5, 1, 28),
  }),
  fields: [
    {
      name: 'declarationMode',
      label: 'Mode de déclaration',
      kind: 'select',
      options: [
        { id: 'occupancy_start', label: "Par date de début d'occupation" },
        { id: 'period', label: 'Par période' },
        { id: 'bills', label: 'Par factures' },
      ],
    },
    {
      name: 'paymentFrequency',
      label: 'Fréquence de reversement',
      kind: 'select',
      options: [
        { id: 'monthly', label: 'Mensuelle' },
        { id: 'semi_annual', label: 'Semestrielle' },
      ],
    },
    { name: 'reminderDayOfMonth', label: 'Rappel le (jour du mois)', kind: 'integer', min: 1, max: 28 },
  ],
});

// Ours: what the collectivity's declaration form asks of the establishment.
export const taxStatementInformationSettings = defineSettings({
  key: 'tax-statement-informations',
  path: '/admin/module/preference-tax-statement-informations',
  title: 'Informations de la déclaration de taxe de séjour',
  schema: z.object({
    collectivity: setting.text('', 120),
    inseeCode: setting.text('', 5),
    classification: setting.choice(['none', '1', '2', '3', '4', '5'] as const, 'none'),
    capacityPersons: setting.int(0, 0, 100_000),
    registrationNumber: setting.text('', 30),
    contactEmail: setting.text('', 120),
  }),
  fields: [
    { name: 'collectivity', label: 'Collectivité (commune ou EPCI)', kind: 'text', maxLength: 120 },
    { name: 'inseeCode', label: 'Code INSEE de la commune', kind: 'text', maxLength: 5 },
    {
      name: 'classification',
      label: 'Classement',
      kind: 'select',
      options: [
        { id: 'none', label: 'Non classé' },
        ...['1', '2', '3', '4', '5'].map((n) => ({ id: n, label: `${n} étoile${n === '1' ? '' : 's'}` })),
      ],
    },
    { name: 'capacityPersons', label: "Capacité d'accueil (personnes)", kind: 'integer', min: 0 },
    { name: 'registrationNumber', label: "Numéro d'enregistrement", kind: 'text', maxLength: 30 },
    { name: 'contactEmail', label: 'E-mail du déclarant', kind: 'text', maxLength: 120 },
  ],
});

// Spec §9: VAT option on debits, on receipts, not subject. Return frequency and tax office: ours.
export const tvaStatementSettings = defineSettings({
  key: 'tva-statement',
  path: '/admin/module/preference-tva-statement',
  title: 'Déclaration de TVA',
  schema: z.object({
    vatOption: setting.choice(['debits', 'receipts', 'not_subject'] as const, 'receipts'),
    returnFrequency: setting.choice(['monthly', 'quarterly', 'annual'] as const, 'monthly'),
    taxOffice: setting.text('', 120),
  }),
  fields: [
    {
      name: 'vatOption',
      label: 'Option de TVA',
      kind: 'select',
      options: [
        { id: 'debits', label: 'Sur les débits' },
        { id: 'receipts', label: 'Sur les encaissements' },
        { id: 'not_subject', label: 'Non assujetti' },
      ],
    },
    {
      name: 'returnFrequency',
      label: 'Fréquence de déclaration',
      kind: 'select',
      options: [
        { id: 'monthly', label: 'Mensuelle (CA3)' },
        { id: 'quarterly', label: 'Trimestrielle (CA3)' },
        { id: 'annual', label: 'Annuelle (CA12)' },
      ],
    },
    { name: 'taxOffice', label: 'Service des impôts des entreprises', kind: 'text', maxLength: 120 },
  ],
});
