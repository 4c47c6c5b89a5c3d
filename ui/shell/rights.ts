// The client side of rights: hides and disables what the user may not do. The server refuses it anyway.
// One source: the session's `rights`, read from the server at each navigation and after a 401.
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { functionalityForPath } from '../../service/domains/security/functionalities';
import type { Need, RightFlags } from '../../service/domains/security/rights';
import { t } from '../i18n';
import { notify } from './notify';
import { type SessionState, session, useSession } from './session';

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

/**
 * After a 401 the screen's rights are stale: read them again, and when the open page is no longer
 * allowed, home with the message the router's guard gives on a navigation. (A navigation checks the
 * page it goes to in the router itself.)
 */
export async function followRefusal(goHome: () => void): Promise<void> {
  await session.refreshAccess();
  if (canOpenPath(session.get(), window.location.pathname)) return;
  notify('warning', t('rights:pageRefused'));
  goHome();
}

/**
 * A creation address (id 0) typed by a user who may only read: back to the list, saying why.
 * Answers whether it is refused, so the screen can draw nothing meanwhile.
 */
export function useCreationRefused(functionality: string | undefined, isCreation: boolean, listPath: string): boolean {
  const { canWrite } = useRight(functionality);
  const isRefused = isCreation && !canWrite;
  const navigate = useNavigate();
  useEffect(() => {
    if (!isRefused) return;
    notify('warning', t('rights:createRefused'));
    void navigate({ to: listPath, replace: true });
  }, [isRefused, listPath, navigate]);
  return isRefused;
}
