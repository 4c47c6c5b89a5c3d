// The demo's partners: two tour operators holding allotments (places of a type they may sell
// for a season), and the partner types. Names are invented.
import type { DemoPlaceTypeCode } from './campsite-plan-data';

export const demoPartnerTypes = [
  { code: 'TO', label: 'Tour-opérateur' },
  { code: 'AGENCE', label: 'Agence de voyages' },
  { code: 'CSE', label: 'Comité social et économique' },
] as const;

export interface DemoAllotment {
  readonly placeType: DemoPlaceTypeCode;
  readonly count: number;
  /** Season, YYYY-MM-DD both included, of the demo's year (`{year}` replaced when inserted). */
  readonly from: string;
  readonly to: string;
  /** Days before arrival after which unsold places go back to the site. */
  readonly releaseDays: number;
}

export interface DemoPartner {
  readonly code: string;
  readonly name: string;
  readonly type: (typeof demoPartnerTypes)[number]['code'];
  readonly management: 'allotment' | 'on_request';
  readonly color: string;
  readonly commissionType: 'percent' | 'amount';
  /** Basis points for a percent commission, cents for an amount. */
  readonly commission: number;
  /** Days after departure the partner pays its invoice. */
  readonly paymentTermDays: number;
  readonly commissionPeriod: 'monthly' | 'end_of_season';
  readonly country: string;
  readonly email: string;
  readonly allotments: readonly DemoAllotment[];
}

export const demoPartners: readonly DemoPartner[] = [
  {
    code: 'OCEANTOURS',
    name: 'Océan Tours Vacances',
    type: 'TO',
    management: 'allotment',
    color: '#1e88e5',
    commissionType: 'percent',
    commission: 2000,
    paymentTermDays: 30,
    commissionPeriod: 'monthly',
    country: 'FR',
    email: 'allotements@oceantours.example.com',
    allotments: [
      { placeType: 'MH2', count: 10, from: '{year}-05-01', to: '{year}-09-30', releaseDays: 21 },
      { placeType: 'MH3', count: 5, from: '{year}-06-01', to: '{year}-09-15', releaseDays: 21 },
    ],
  },
  {
    code: 'NOORDZON',
    name: 'Noordzon Kampeerreizen',
    type: 'TO',
    management: 'allotment',
    color: '#fb8c00',
    commissionType: 'percent',
    commission: 2500,
    paymentTermDays: 45,
    commissionPeriod: 'end_of_season',
    country: 'NL',
    email: 'reserveringen@noordzon.example.net',
    allotments: [
      { placeType: 'MH3', count: 6, from: '{year}-04-15', to: '{year}-09-30', releaseDays: 30 },
      { placeType: 'LODGE', count: 4, from: '{year}-06-15', to: '{year}-08-31', releaseDays: 14 },
    ],
  },
];
