// The « possible duplicates » check the customer form calls before creating: a warning with a
// link to the existing card, never a refusal (the preference's duplicate check refuses).
import type { Db } from '../../db/connection';
import type { DuplicateCheckInput, PossibleDuplicate } from './contract';
import { contactKeyOf, isPossibleDuplicate } from './rules';
import { customersNamed } from './store';

export function possibleDuplicates(db: Db, input: DuplicateCheckInput): PossibleDuplicate[] {
  const entered = contactKeyOf(input);
  if (!entered.sortName) return [];
  return customersNamed(db, entered.sortName).filter((c) => isPossibleDuplicate(entered, contactKeyOf(c)));
}
