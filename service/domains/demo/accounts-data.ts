// The demo's chart of accounts: the accounts its place types, extras, taxes and payment methods
// are posted to (French PCG numbers; kinds are the accounting-account domain's ids: 4 tourist
// tax, 5 payments, 7 sales).

export const demoAccounts = [
  { code: '706100', label: "Locations d'emplacements", kind: 7 },
  { code: '706200', label: "Locations d'hébergements", kind: 7 },
  { code: '706300', label: 'Redevances des parcelles résidentielles', kind: 7 },
  { code: '706400', label: 'Prestations annexes', kind: 7 },
  { code: '447100', label: 'Taxe de séjour à reverser', kind: 4 },
  { code: '447200', label: 'Taxe additionnelle départementale à reverser', kind: 4 },
  { code: '530000', label: 'Caisse', kind: 5 },
  { code: '511200', label: 'Chèques à encaisser', kind: 5 },
  { code: '511300', label: 'Chèques-vacances à encaisser', kind: 5 },
  { code: '511500', label: 'Cartes bancaires à encaisser', kind: 5 },
  { code: '512000', label: 'Banque', kind: 5 },
] as const;

/** The account every extra is sold on. */
export const demoExtrasAccount = '706400';
