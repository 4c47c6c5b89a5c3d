// The tourist tax of Vieux-Boucau for a 4-star campsite: a price per adult and per night, set by
// the commune within the legal range for 3- to 5-star campsites, plus the Landes' 10 % additional
// departmental tax. Minors are exempt by law (CGCT L2333-31).

export interface DemoTax {
  readonly code: string;
  readonly label: string;
  readonly type: 'tourist_tax' | 'departmental_additional';
  /** Who pays: persons of age categories from this minimum age. */
  readonly target: { readonly minAge: number };
  readonly calculation: 'per_person_per_night' | 'percent_of_tax';
  readonly unit: 'euro' | 'percent';
  /** Cents per person per night (unit euro) or basis points (unit percent). */
  readonly value: number;
  /** Periods of the year (MM-DD, both included) the tax is charged in. */
  readonly periods: readonly { readonly from: string; readonly to: string }[];
  /** Nights charged at most per stay; null: every night. */
  readonly maxNights: number | null;
}

export const demoTouristTaxes: readonly DemoTax[] = [
  {
    code: 'TS',
    label: 'Taxe de séjour',
    type: 'tourist_tax',
    target: { minAge: 18 },
    calculation: 'per_person_per_night',
    unit: 'euro',
    value: 60,
    periods: [{ from: '01-01', to: '12-31' }],
    maxNights: null,
  },
  {
    code: 'TSA',
    label: 'Taxe additionnelle départementale des Landes',
    type: 'departmental_additional',
    target: { minAge: 18 },
    calculation: 'percent_of_tax',
    unit: 'percent',
    value: 1000,
    periods: [{ from: '01-01', to: '12-31' }],
    maxNights: null,
  },
];
