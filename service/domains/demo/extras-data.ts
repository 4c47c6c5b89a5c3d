// The demo's extras (prestations), grouped by extra type. Prices in cents, VAT-inclusive, per
// `pricingMode` (the extra domain's stay/night/week); `maxQuantity` per booking; stock-managed
// extras have a site-wide `stock`.
import type { DemoPlaceTypeCode } from './campsite-plan-data';
import type { DemoTvaKey } from './reference-data';

export const demoExtraTypes = [
  { code: 'EMPL', label: 'Suppléments emplacement', order: 1 },
  { code: 'LOCATION', label: 'Location de matériel', order: 2 },
  { code: 'SERVICE', label: 'Services', order: 3 },
] as const;

export interface DemoExtra {
  readonly code: string;
  readonly label: string;
  readonly type: (typeof demoExtraTypes)[number]['code'];
  readonly priceCents: number;
  readonly pricingMode: 'stay' | 'night' | 'week';
  readonly tva: DemoTvaKey;
  /** Colour of the extra on the planning, `#rrggbb`. */
  readonly color: string;
  readonly maxQuantity: number;
  readonly isStockManaged: boolean;
  readonly stock: number | null;
  /** Place types it can be sold with; empty means every type. */
  readonly placeTypes: readonly DemoPlaceTypeCode[];
}

export const demoExtras: readonly DemoExtra[] = [
  {
    code: 'ELEC',
    label: 'Électricité 10 A',
    type: 'EMPL',
    priceCents: 550,
    pricingMode: 'night',
    tva: 'accommodation',
    color: '#f5b301',
    maxQuantity: 1,
    isStockManaged: false,
    stock: null,
    placeTypes: ['NU'],
  },
  {
    code: 'ANIMAL',
    label: 'Animal (chien ou chat, tatoué et vacciné)',
    type: 'EMPL',
    priceCents: 400,
    pricingMode: 'night',
    tva: 'accommodation',
    color: '#8d6e63',
    maxQuantity: 2,
    isStockManaged: false,
    stock: null,
    placeTypes: ['NU', 'ELEC', 'PREMIUM', 'MH2', 'PARCELLE'],
  },
  {
    code: 'VOITURE',
    label: 'Véhicule supplémentaire',
    type: 'EMPL',
    priceCents: 350,
    pricingMode: 'night',
    tva: 'accommodation',
    color: '#607d8b',
    maxQuantity: 2,
    isStockManaged: false,
    stock: null,
    placeTypes: [],
  },
  {
    code: 'TENTE',
    label: 'Tente supplémentaire',
    type: 'EMPL',
    priceCents: 500,
    pricingMode: 'night',
    tva: 'accommodation',
    color: '#4caf50',
    maxQuantity: 2,
    isStockManaged: false,
    stock: null,
    placeTypes: ['NU', 'ELEC', 'PREMIUM'],
  },
  {
    code: 'LIT_BEBE',
    label: 'Location lit bébé et chaise haute',
    type: 'LOCATION',
    priceCents: 300,
    pricingMode: 'night',
    tva: 'accommodation',
    color: '#f48fb1',
    maxQuantity: 2,
    isStockManaged: true,
    stock: 20,
    placeTypes: [],
  },
  {
    code: 'BARBECUE',
    label: 'Location barbecue à gaz',
    type: 'LOCATION',
    priceCents: 1500,
    pricingMode: 'stay',
    tva: 'sales',
    color: '#e53935',
    maxQuantity: 1,
    isStockManaged: true,
    stock: 15,
    placeTypes: [],
  },
  {
    code: 'DRAPS',
    label: 'Kit draps (par lit)',
    type: 'LOCATION',
    priceCents: 1200,
    pricingMode: 'stay',
    tva: 'sales',
    color: '#90caf9',
    maxQuantity: 6,
    isStockManaged: true,
    stock: 120,
    placeTypes: ['MH2', 'MH3', 'CHALET', 'LODGE'],
  },
  {
    code: 'MENAGE',
    label: 'Ménage de fin de séjour',
    type: 'SERVICE',
    priceCents: 7000,
    pricingMode: 'stay',
    tva: 'sales',
    color: '#26a69a',
    maxQuantity: 1,
    isStockManaged: false,
    stock: null,
    placeTypes: ['MH2', 'MH3', 'CHALET', 'LODGE'],
  },
];
