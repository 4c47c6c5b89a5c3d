// The age categories a tax may exempt: the age-category domain is built elsewhere, so it plugs its
// choice list in here (through index.ts); until then the list is empty and ids stay plain integers.
import type { Db } from '../../db/connection';

export interface AgeCategoryChoice {
  id: number;
  label: string;
}

let provider: (db: Db) => AgeCategoryChoice[] = () => [];

export function provideAgeCategoryChoices(choices: (db: Db) => AgeCategoryChoice[]): void {
  provider = choices;
}

export const ageCategoryChoices = (db: Db): AgeCategoryChoice[] => provider(db);
