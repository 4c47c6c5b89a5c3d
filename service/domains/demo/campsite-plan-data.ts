// The plan of Camping des Pins: its layouts (areas of the site), features, place families and
// types, the access channels each type is sold on, and its 255 places as number ranges the way
// a real site numbers them (pitches 1-165, mobile homes M01-M60, chalets C01-C12, lodge tents
// L01-L10, residential parcels R01-R08), and its Atout France classification. `demoPlaces()`
// expands the ranges. Kinds, INSEE categories and channel kinds are the place domain's ids.
import type { DemoTvaKey } from './reference-data';

export const demoLayouts = [
  { code: 'PINS', label: 'Les Pins', description: "Emplacements ombragés sous les pins, près de l'entrée" },
  { code: 'DUNE', label: 'La Dune', description: 'Emplacements au pied de la dune, accès direct à la plage' },
  { code: 'LAC', label: 'Le Lac', description: 'Emplacements premium en bordure du lac marin' },
  { code: 'ARBOUSIERS', label: 'Les Arbousiers', description: 'Village de mobil-homes' },
  { code: 'HAMEAU', label: 'Le Hameau', description: "Chalets en bois autour de l'espace aquatique" },
  { code: 'CLAIRIERE', label: 'La Clairière', description: 'Tentes lodge en pleine nature' },
  { code: 'DOMAINE', label: 'Le Domaine', description: "Parcelles résidentielles à l'année" },
] as const;

export const demoFeatures = [
  { code: 'OMBRAGE', label: 'Ombragé' },
  { code: 'ELEC', label: 'Branchement électrique 10 A' },
  { code: 'EAU', label: "Point d'eau et évacuation individuels" },
  { code: 'PLAGE', label: 'Proche plage (moins de 200 m)' },
  { code: 'VUE_LAC', label: 'Vue sur le lac' },
  { code: 'TERRASSE', label: 'Terrasse couverte' },
  { code: 'CLIM', label: 'Climatisation' },
  { code: 'LAVE_VAISSELLE', label: 'Lave-vaisselle' },
  { code: 'TV', label: 'Télévision' },
  { code: 'PMR', label: 'Accessible aux personnes à mobilité réduite' },
  { code: 'ANIMAUX', label: 'Animaux acceptés' },
] as const;

export type DemoLayoutCode = (typeof demoLayouts)[number]['code'];
export type DemoFeatureCode = (typeof demoFeatures)[number]['code'];

export const demoPlaceFamilies = [
  { code: 'EMPL', label: 'Emplacements', color: '#7cb342', order: 1 },
  { code: 'LOC', label: 'Locatifs', color: '#1e88e5', order: 2 },
  { code: 'RES', label: 'Résidentiel', color: '#8d6e63', order: 3 },
] as const;

export type DemoFamilyCode = (typeof demoPlaceFamilies)[number]['code'];

export interface DemoPlaceType {
  readonly code: string;
  readonly label: string;
  readonly family: DemoFamilyCode;
  readonly kind: 'PITCH' | 'MOBILE_HOME' | 'CHALET' | 'TENT' | 'PARCEL';
  /** INSEE statistics category of the stay. */
  readonly inseeType: 'BARE_PITCH' | 'RENTAL' | 'RESIDENTIAL';
  readonly isInInseeStatistics: boolean;
  /**
   * Persons the type takes (the engine refuses a larger party; a pitch is priced for the two its
   * grid includes, each further person extra), and the limits.
   */
  readonly capacity: number;
  readonly minPersons: number;
  readonly maxPersons: number;
  readonly surfaceM2: number;
  readonly bedrooms: number;
  readonly beds: number;
  readonly accountingCode: string;
  readonly tva: DemoTvaKey;
}

export const demoPlaceTypes = [
  {
    code: 'NU',
    label: 'Emplacement nu',
    family: 'EMPL',
    kind: 'PITCH',
    inseeType: 'BARE_PITCH',
    isInInseeStatistics: true,
    capacity: 6,
    minPersons: 1,
    maxPersons: 6,
    surfaceM2: 90,
    bedrooms: 0,
    beds: 0,
    accountingCode: '706100',
    tva: 'accommodation',
  },
  {
    code: 'ELEC',
    label: 'Emplacement électrifié',
    family: 'EMPL',
    kind: 'PITCH',
    inseeType: 'BARE_PITCH',
    isInInseeStatistics: true,
    capacity: 6,
    minPersons: 1,
    maxPersons: 6,
    surfaceM2: 100,
    bedrooms: 0,
    beds: 0,
    accountingCode: '706100',
    tva: 'accommodation',
  },
  {
    code: 'PREMIUM',
    label: 'Emplacement premium',
    family: 'EMPL',
    kind: 'PITCH',
    inseeType: 'BARE_PITCH',
    isInInseeStatistics: true,
    capacity: 6,
    minPersons: 1,
    maxPersons: 6,
    surfaceM2: 130,
    bedrooms: 0,
    beds: 0,
    accountingCode: '706100',
    tva: 'accommodation',
  },
  {
    code: 'MH2',
    label: 'Mobil-home 2 chambres',
    family: 'LOC',
    kind: 'MOBILE_HOME',
    inseeType: 'RENTAL',
    isInInseeStatistics: true,
    capacity: 4,
    minPersons: 1,
    maxPersons: 4,
    surfaceM2: 27,
    bedrooms: 2,
    beds: 3,
    accountingCode: '706200',
    tva: 'accommodation',
  },
  {
    code: 'MH3',
    label: 'Mobil-home 3 chambres',
    family: 'LOC',
    kind: 'MOBILE_HOME',
    inseeType: 'RENTAL',
    isInInseeStatistics: true,
    capacity: 6,
    minPersons: 1,
    maxPersons: 6,
    surfaceM2: 34,
    bedrooms: 3,
    beds: 5,
    accountingCode: '706200',
    tva: 'accommodation',
  },
  {
    code: 'CHALET',
    label: 'Chalet bois 2 chambres',
    family: 'LOC',
    kind: 'CHALET',
    inseeType: 'RENTAL',
    isInInseeStatistics: true,
    capacity: 5,
    minPersons: 1,
    maxPersons: 5,
    surfaceM2: 35,
    bedrooms: 2,
    beds: 4,
    accountingCode: '706200',
    tva: 'accommodation',
  },
  {
    code: 'LODGE',
    label: 'Tente lodge',
    family: 'LOC',
    kind: 'TENT',
    inseeType: 'RENTAL',
    isInInseeStatistics: true,
    capacity: 4,
    minPersons: 1,
    maxPersons: 5,
    surfaceM2: 32,
    bedrooms: 2,
    beds: 3,
    accountingCode: '706200',
    tva: 'accommodation',
  },
  {
    code: 'PARCELLE',
    label: 'Parcelle résidentielle',
    family: 'RES',
    kind: 'PARCEL',
    inseeType: 'RESIDENTIAL',
    isInInseeStatistics: false,
    capacity: 6,
    minPersons: 1,
    maxPersons: 6,
    surfaceM2: 150,
    bedrooms: 0,
    beds: 0,
    accountingCode: '706300',
    tva: 'accommodation',
  },
] as const satisfies readonly DemoPlaceType[];

export type DemoPlaceTypeCode = (typeof demoPlaceTypes)[number]['code'];

/**
 * Where a booking can come from; `types` are the place types sold on that channel (the
 * commercialisation grid). RECEPTION and WEB are the channels every site starts with.
 */
export const demoAccessChannels: readonly {
  code: string;
  label: string;
  kind: 'RECEPTION' | 'WEBSITE' | 'OTA' | 'TOUR_OPERATOR';
  types: readonly DemoPlaceTypeCode[];
}[] = [
  {
    code: 'RECEPTION',
    label: 'Réception',
    kind: 'RECEPTION',
    types: ['NU', 'ELEC', 'PREMIUM', 'MH2', 'MH3', 'CHALET', 'LODGE', 'PARCELLE'],
  },
  {
    code: 'TELEPHONE',
    label: 'Téléphone et e-mail',
    kind: 'RECEPTION',
    types: ['NU', 'ELEC', 'PREMIUM', 'MH2', 'MH3', 'CHALET', 'LODGE'],
  },
  { code: 'WEB', label: 'Site internet', kind: 'WEBSITE', types: ['ELEC', 'PREMIUM', 'MH2', 'MH3', 'CHALET', 'LODGE'] },
  { code: 'PARTENAIRE', label: 'Tour-opérateurs', kind: 'TOUR_OPERATOR', types: ['MH2', 'MH3', 'LODGE'] },
];

/**
 * The Atout France classification: 4 stars, decided for five years (the decision number is made
 * up). Pitch counts come from the plan; the surface is the site's, in square metres.
 */
export const demoRanking = {
  stars: 4,
  decisionNumber: 'C40-2024-000187',
  decisionDate: '2024-03-18',
  totalSurface: 62_000,
} as const;

interface PlaceRange {
  /** Number prefix ('M' for M01) and digits of the number; a bare pitch number has neither. */
  readonly prefix: string;
  readonly digits: number;
  readonly from: number;
  readonly to: number;
  readonly type: DemoPlaceTypeCode;
  readonly layout: DemoLayoutCode;
  readonly features: readonly DemoFeatureCode[];
}

const placeRanges: readonly PlaceRange[] = [
  { prefix: '', digits: 0, from: 1, to: 20, type: 'NU', layout: 'PINS', features: ['OMBRAGE', 'ANIMAUX'] },
  {
    prefix: '',
    digits: 0,
    from: 21,
    to: 60,
    type: 'ELEC',
    layout: 'PINS',
    features: ['OMBRAGE', 'ELEC', 'ANIMAUX'],
  },
  {
    prefix: '',
    digits: 0,
    from: 61,
    to: 130,
    type: 'ELEC',
    layout: 'DUNE',
    features: ['ELEC', 'PLAGE', 'ANIMAUX'],
  },
  {
    prefix: '',
    digits: 0,
    from: 131,
    to: 150,
    type: 'PREMIUM',
    layout: 'DUNE',
    features: ['ELEC', 'EAU', 'PLAGE'],
  },
  {
    prefix: '',
    digits: 0,
    from: 151,
    to: 165,
    type: 'PREMIUM',
    layout: 'LAC',
    features: ['ELEC', 'EAU', 'VUE_LAC'],
  },
  {
    prefix: 'M',
    digits: 2,
    from: 1,
    to: 40,
    type: 'MH2',
    layout: 'ARBOUSIERS',
    features: ['TERRASSE', 'TV'],
  },
  {
    prefix: 'M',
    digits: 2,
    from: 41,
    to: 60,
    type: 'MH3',
    layout: 'ARBOUSIERS',
    features: ['TERRASSE', 'TV', 'CLIM', 'LAVE_VAISSELLE'],
  },
  {
    prefix: 'C',
    digits: 2,
    from: 1,
    to: 12,
    type: 'CHALET',
    layout: 'HAMEAU',
    features: ['TERRASSE', 'CLIM', 'TV'],
  },
  {
    prefix: 'L',
    digits: 2,
    from: 1,
    to: 10,
    type: 'LODGE',
    layout: 'CLAIRIERE',
    features: ['OMBRAGE', 'TERRASSE'],
  },
  {
    prefix: 'R',
    digits: 2,
    from: 1,
    to: 8,
    type: 'PARCELLE',
    layout: 'DOMAINE',
    features: ['ELEC', 'EAU', 'OMBRAGE'],
  },
];

/** Places fitted for wheelchairs, one or two per kind as the law asks of a classified site. */
const accessiblePlaces = new Set(['21', '61', '131', 'M01', 'M41', 'C01', 'L01']);

export interface DemoPlace {
  readonly number: string;
  readonly name: string;
  readonly type: DemoPlaceTypeCode;
  readonly layout: DemoLayoutCode;
  readonly features: readonly DemoFeatureCode[];
  readonly planX: number;
  readonly planY: number;
}

/**
 * Where each area stands on the site plan (plan units: pixels at 100 % zoom). An area's places
 * fill blocks of two back-to-back rows of `columns`, one block under the other with a lane
 * between them: the plan draws a block around places of one area standing close together and
 * the lanes between blocks as roads.
 */
const planAreas: Record<DemoLayoutCode, { x: number; y: number; columns: number }> = {
  PINS: { x: 40, y: 50, columns: 8 },
  LAC: { x: 40, y: 490, columns: 8 },
  DOMAINE: { x: 40, y: 600, columns: 4 },
  DUNE: { x: 410, y: 50, columns: 8 },
  ARBOUSIERS: { x: 780, y: 50, columns: 8 },
  HAMEAU: { x: 780, y: 490, columns: 6 },
  CLAIRIERE: { x: 780, y: 600, columns: 5 },
};
/** A place's slot in a block (a marker and its margin), and a block's height with its lane. */
const PLAN_SLOT = { width: 40, height: 32 } as const;
const PLAN_BLOCK_PITCH = 110;

/** The top-left corner of the `index`-th place of an area. */
export function demoPlanPosition(layout: DemoLayoutCode, index: number): { planX: number; planY: number } {
  const area = planAreas[layout];
  const perBlock = area.columns * 2;
  const inBlock = index % perBlock;
  return {
    planX: area.x + (inBlock % area.columns) * PLAN_SLOT.width,
    planY:
      area.y + Math.floor(index / perBlock) * PLAN_BLOCK_PITCH + Math.floor(inBlock / area.columns) * PLAN_SLOT.height,
  };
}

function placeName(type: DemoPlaceTypeCode, number: string): string {
  const label = demoPlaceTypes.find((t) => t.code === type)?.label ?? '';
  return `${label} ${number}`;
}

export function demoPlaces(): DemoPlace[] {
  const placedInArea = new Map<DemoLayoutCode, number>();
  return placeRanges.flatMap((range) =>
    Array.from({ length: range.to - range.from + 1 }, (_, i) => {
      const number = `${range.prefix}${String(range.from + i).padStart(range.digits, '0')}`;
      const features = accessiblePlaces.has(number) ? [...range.features, 'PMR' as const] : range.features;
      const index = placedInArea.get(range.layout) ?? 0;
      placedInArea.set(range.layout, index + 1);
      return {
        number,
        name: placeName(range.type, number),
        type: range.type,
        layout: range.layout,
        features,
        ...demoPlanPosition(range.layout, index),
      };
    }),
  );
}
