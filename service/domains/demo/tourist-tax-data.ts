// The tourist tax of Vieux-Boucau for a 4-star campsite: a price per adult and per night, set by
// the commune within the legal range for 3- to 5-star campsites, plus the Landes' 10 % additional
// departmental tax (CGCT L3333-1), carried by the tax as its additional rate and priced as its own
// line. Minors are exempt by law (CGCT L2333-31): the minors' age categories are the exemptions.

export interface DemoTax {
  readonly label: string;
  /** Cents per person and per night, for the whole year (a price period per year). */
  readonly priceCents: number;
  /** The departmental additional tax, in basis points of the tax (1000 = 10 %). */
  readonly additionalRateBp: number;
  /** Account the collected tax is owed on until paid to the commune or the department. */
  readonly accountingCode: string;
}

export const demoTouristTaxes: readonly DemoTax[] = [
  { label: 'Taxe de séjour', priceCents: 60, additionalRateBp: 1000, accountingCode: '447100' },
];

/** The tax type it is filed under (seeded on every site). */
export const demoTaxType = 'Taxe de séjour';

/** Nights taxed at most per stay: the law sets no cap, so a whole year. */
export const demoTaxedNights = 365;

/** Age categories from this age pay the tax; younger ones are exempt. */
export const demoTaxMinAge = 18;
