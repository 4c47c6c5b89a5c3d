// The demo's partners: two tour operators holding allotments (places of a type they may sell
// over the season), filed under the partner lists every site starts with. Names are invented.
import type { DemoPlaceTypeCode } from './campsite-plan-data';

export interface DemoAllotment {
  readonly placeType: DemoPlaceTypeCode;
  readonly count: number;
  /** MM-DD, both included, in the demo's season year. */
  readonly from: string;
  readonly to: string;
}

export interface DemoPartner {
  readonly name: string;
  /** Labels of the seeded partner type, management type and billing type. */
  readonly type: string;
  readonly management: string;
  readonly billing: string;
  readonly color: string;
  readonly contactName: string;
  readonly address1: string;
  readonly postalCode: string;
  readonly town: string;
  /** ISO code of a demo country. */
  readonly country: string;
  readonly email: string;
  readonly phone: string | null;
  /** Commission in basis points of the stay. */
  readonly commission: number;
  /** Dated commission rates replacing the partner's own (MM-DD of the season, basis points). */
  readonly commissionPeriods: readonly { readonly from: string; readonly to: string; readonly rate: number }[];
  readonly allotments: readonly DemoAllotment[];
}

export const demoPartners: readonly DemoPartner[] = [
  {
    name: 'Océan Tours Vacances',
    type: 'Tour-opérateur',
    management: 'Allotement',
    billing: 'Facturation au partenaire',
    color: '#1e88e5',
    contactName: 'Service allotements',
    address1: '12 quai des Chartrons',
    postalCode: '33000',
    town: 'Bordeaux',
    country: 'FR',
    email: 'allotements@oceantours.example.com',
    /** ARCEP's fiction range, as for the customers. */
    phone: '05 36 49 55 10',
    commission: 2000,
    commissionPeriods: [{ from: '07-01', to: '08-31', rate: 1800 }],
    allotments: [
      { placeType: 'MH2', count: 10, from: '05-01', to: '09-30' },
      { placeType: 'MH3', count: 5, from: '06-01', to: '09-15' },
    ],
  },
  {
    name: 'Noordzon Kampeerreizen',
    type: 'Tour-opérateur',
    management: 'Allotement',
    billing: 'Facturation au partenaire',
    color: '#fb8c00',
    contactName: 'Afdeling reserveringen',
    address1: 'Stationsplein 45',
    postalCode: '3511 ED',
    town: 'Utrecht',
    country: 'NL',
    email: 'reserveringen@noordzon.example.net',
    phone: null,
    commission: 2500,
    commissionPeriods: [{ from: '04-15', to: '06-30', rate: 2200 }],
    allotments: [
      { placeType: 'MH3', count: 6, from: '04-15', to: '09-30' },
      { placeType: 'LODGE', count: 4, from: '06-15', to: '08-31' },
    ],
  },
];

/** The season the allotments are for: this year's, or next year's once October has come. */
export function demoSeasonYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= 10 ? year + 1 : year;
}

/**
 * The season the demo's bookings fill: the latest one begun (this year's from April on, so the
 * site shows stays come and gone), within the years the price grids price.
 */
export function demoBookedSeasonYear(today: string, pricedYears: readonly number[]): number {
  const begun = Number(today.slice(0, 4)) - (today.slice(5) < '04-01' ? 1 : 0);
  return Math.min(Math.max(begun, Math.min(...pricedYears)), Math.max(...pricedYears));
}

/** The seasons the partners hold allotments for: the booked one and the coming one. */
export const demoPartnerYears = (today: string, pricedYears: readonly number[]) => [
  ...new Set([demoBookedSeasonYear(today, pricedYears), demoSeasonYear(today)]),
];
