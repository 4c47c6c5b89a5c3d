// The demo's age categories: ages in full years, `maxAge` included. The adult is the default
// category of an attendant; babies are free and not counted for the tourist tax.
import type { DemoTvaKey } from './reference-data';

export interface DemoAgeCategory {
  readonly code: string;
  readonly label: string;
  readonly minAge: number;
  readonly maxAge: number | null;
  readonly tva: DemoTvaKey;
  readonly isDefaultForAttendant: boolean;
  readonly isActive: boolean;
  readonly order: number;
}

export const demoAgeCategories: readonly DemoAgeCategory[] = [
  {
    code: 'ADULTE',
    label: 'Adulte (18 ans et plus)',
    minAge: 18,
    maxAge: null,
    tva: 'accommodation',
    isDefaultForAttendant: true,
    isActive: true,
    order: 1,
  },
  {
    code: 'ADO',
    label: 'Adolescent (13 à 17 ans)',
    minAge: 13,
    maxAge: 17,
    tva: 'accommodation',
    isDefaultForAttendant: false,
    isActive: true,
    order: 2,
  },
  {
    code: 'ENFANT',
    label: 'Enfant (2 à 12 ans)',
    minAge: 2,
    maxAge: 12,
    tva: 'accommodation',
    isDefaultForAttendant: false,
    isActive: true,
    order: 3,
  },
  {
    code: 'BEBE',
    label: 'Bébé (moins de 2 ans)',
    minAge: 0,
    maxAge: 1,
    tva: 'accommodation',
    isDefaultForAttendant: false,
    isActive: true,
    order: 4,
  },
];
