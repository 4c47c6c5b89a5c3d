// The tourist tax and VAT statement settings of /admin/module/ (the required values,
// the rest chosen by us).
import { defineSettings, field } from '../../settings/definition';
import { NOT_BUILT } from '../../settings/not-built';

// Declaration modes (by occupancy start date, by period, by bills) and payment
// frequencies (monthly, semi-annual). Reminder day: ours.
export const taxStatementSettings = defineSettings({
  key: 'tax-statement',
  path: '/admin/module/preference-tax-statement',
  title: 'Déclaration de taxe de séjour',
  notBuilt: NOT_BUILT.touristTaxStatement,
  fields: {
    declarationMode: field.select(
      'Mode de déclaration',
      [
        { id: 'occupancy_start', label: "Par date de début d'occupation" },
        { id: 'period', label: 'Par période' },
        { id: 'bills', label: 'Par factures' },
      ],
      'occupancy_start',
    ),
    paymentFrequency: field.select(
      'Fréquence de reversement',
      [
        { id: 'monthly', label: 'Mensuelle' },
        { id: 'semi_annual', label: 'Semestrielle' },
      ],
      'monthly',
    ),
    reminderDayOfMonth: field.int('Rappel le (jour du mois)', 5, 1, 28),
  },
});

// Ours: what the collectivity's declaration form asks of the establishment.
export const taxStatementInformationSettings = defineSettings({
  key: 'tax-statement-informations',
  path: '/admin/module/preference-tax-statement-informations',
  title: 'Informations de la déclaration de taxe de séjour',
  notBuilt: NOT_BUILT.touristTaxStatement,
  fields: {
    collectivity: field.text('Collectivité (commune ou EPCI)', '', 120),
    inseeCode: field.text('Code INSEE de la commune', '', 5),
    classification: field.select(
      'Classement',
      [
        { id: 'none', label: 'Non classé' },
        { id: '1', label: '1 étoile' },
        { id: '2', label: '2 étoiles' },
        { id: '3', label: '3 étoiles' },
        { id: '4', label: '4 étoiles' },
        { id: '5', label: '5 étoiles' },
      ],
      'none',
    ),
    capacityPersons: field.int("Capacité d'accueil (personnes)", 0, 0, 100_000),
    registrationNumber: field.text("Numéro d'enregistrement", '', 30),
    contactEmail: field.text('E-mail du déclarant', '', 120),
  },
});

// VAT option on debits, on receipts, not subject. Return frequency and tax office: ours.
export const tvaStatementSettings = defineSettings({
  key: 'tva-statement',
  path: '/admin/module/preference-tva-statement',
  title: 'Déclaration de TVA',
  notBuilt: NOT_BUILT.vatStatement,
  fields: {
    vatOption: field.select(
      'Option de TVA',
      [
        { id: 'debits', label: 'Sur les débits' },
        { id: 'receipts', label: 'Sur les encaissements' },
        { id: 'not_subject', label: 'Non assujetti' },
      ],
      'receipts',
    ),
    returnFrequency: field.select(
      'Fréquence de déclaration',
      [
        { id: 'monthly', label: 'Mensuelle (CA3)' },
        { id: 'quarterly', label: 'Trimestrielle (CA3)' },
        { id: 'annual', label: 'Annuelle (CA12)' },
      ],
      'monthly',
    ),
    taxOffice: field.text('Service des impôts des entreprises', '', 120),
  },
});
