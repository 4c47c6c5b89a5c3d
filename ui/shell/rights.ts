// The client side of rights: hides and disables what the user may not do. The server refuses it anyway.
import { functionalityForPath } from '../../service/domains/security/functionalities';
import type { Need, RightFlags } from '../../service/domains/security/rights';
import { type SessionState, useSession } from './session';

const none: RightFlags = { canSelect: false, canWrite: false, canDelete: false, canExport: false };
const all: RightFlags = { canSelect: true, canWrite: true, canDelete: true, canExport: true };

/** Flags on a functionality; no functionality means allowed. */
export function flagsOf(state: SessionState, functionality: string | undefined): RightFlags {
  if (!functionality) return all;
  return state.rights?.[functionality] ?? none;
}

export function allowsFlag(flags: RightFlags, need: Need): boolean {
  const byNeed = { read: flags.canSelect, write: flags.canWrite, delete: flags.canDelete, export: flags.canExport };
  return byNeed[need];
}

/** A page whose right is 000 sends the user home; pages with no functionality are allowed. */
export function canOpenPath(state: SessionState, path: string): boolean {
  const functionality = functionalityForPath(path);
  return !functionality || flagsOf(state, functionality.code).canSelect;
}

export function useRight(functionality: string | undefined): RightFlags {
  return flagsOf(useSession(), functionality);
}
