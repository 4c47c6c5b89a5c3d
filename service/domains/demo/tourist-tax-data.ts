// The tourist tax of Vieux-Boucau for a 4-star campsite: a price per adult and per night, set by
// the commune within the legal range for 3- to 5-star campsites, plus the Landes' 10 % additional
// departmental tax. Minors are exempt by law (CGCT L2333-31): the minors' age categories are the
// exemptions. The site's taxes have no "percentage of another tax" method, so the additional tax
// is entered as what it comes to: 10 % of 0,60 € is 0,06 € per adult and per night.

export interface DemoTax {
  readonly label: string;
  /** Cents per person and per night, for the whole year (a price period per year). */
  readonly priceCents: number;
  /** Account the collected tax is owed on until paid to the commune or the department. */
  readonly accountingCode: string;
}

export const demoTouristTaxes: readonly DemoTax[] = [
  { label: 'Taxe de séjour', priceCents: 60, accountingCode: '447100' },
  { label: 'Taxe additionnelle départementale des Landes', priceCents: 6, accountingCode: '447200' },
];

/** The tax type both are filed under (seeded on every site). */
export const demoTaxType = 'Taxe de séjour';

/** Nights taxed at most per stay: the law sets no cap, so a whole year. */
export const demoTaxedNights = 365;

/** Age categories from this age pay the tax; younger ones are exempt. */
export const demoTaxMinAge = 18;
