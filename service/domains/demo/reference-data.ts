// Reference rows the demo needs and makes sure of (added when missing, never removed): the three
// French VAT rates a campsite invoices with, and the countries its guests come from.

export const demoTvaRates = [
  { key: 'sales', label: 'Taux normal 20 %', rate: 2000 },
  { key: 'accommodation', label: 'Taux intermédiaire 10 %', rate: 1000 },
  { key: 'reduced', label: 'Taux réduit 5,5 %', rate: 550 },
] as const;

export type DemoTvaKey = (typeof demoTvaRates)[number]['key'];

/** The languages of the demo's countries, by ISO 639-1 code. */
export const demoLanguageNames = {
  fr: 'Français',
  en: 'Anglais',
  de: 'Allemand',
  nl: 'Néerlandais',
  es: 'Espagnol',
  it: 'Italien',
} as const;

type LanguageCode = keyof typeof demoLanguageNames;

export const demoCountries: readonly {
  isoCode: string;
  name: string;
  nationality: string;
  language: LanguageCode;
  isEu: boolean;
}[] = [
  { isoCode: 'FR', name: 'France', nationality: 'Française', language: 'fr', isEu: true },
  { isoCode: 'BE', name: 'Belgique', nationality: 'Belge', language: 'fr', isEu: true },
  { isoCode: 'CH', name: 'Suisse', nationality: 'Suisse', language: 'fr', isEu: false },
  { isoCode: 'LU', name: 'Luxembourg', nationality: 'Luxembourgeoise', language: 'fr', isEu: true },
  { isoCode: 'DE', name: 'Allemagne', nationality: 'Allemande', language: 'de', isEu: true },
  { isoCode: 'NL', name: 'Pays-Bas', nationality: 'Néerlandaise', language: 'nl', isEu: true },
  { isoCode: 'GB', name: 'Royaume-Uni', nationality: 'Britannique', language: 'en', isEu: false },
  { isoCode: 'ES', name: 'Espagne', nationality: 'Espagnole', language: 'es', isEu: true },
  { isoCode: 'IT', name: 'Italie', nationality: 'Italienne', language: 'it', isEu: true },
];
