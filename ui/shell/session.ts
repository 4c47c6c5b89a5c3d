// The signed-in user, their rights and the establishment, kept locally. User (menus) and rights come
// in one answer, `security/user/current/access`: asked once per page load, again at each navigation
// and after a 401, so the menu, the page guards and the buttons follow what the server enforces.
import { useSyncExternalStore } from 'react';
import type { CurrencyDto } from '../../service/domains/establishment/contract';
import type { CurrentAccessDto, CurrentUserDto } from '../../service/domains/security/contract';
import type { RightFlags } from '../../service/domains/security/rights';
import { api } from '../api/client';

export interface EstablishmentInfo {
  corporateName: string;
  shortName: string | null;
  hasLogo: boolean;
  currency: CurrencyDto | null;
}

export interface PreferenceGroup {
  providerId: number;
  type: 'GROUPE';
  isClientSyncActive: boolean;
}

export interface SessionState {
  user: CurrentUserDto | null;
  rights: Record<string, RightFlags> | null;
  establishment: EstablishmentInfo | null;
  group: PreferenceGroup | null;
  /** The context header opened last: kept for the session. */
  parentContextId: number | null;
  /** The version of `user` and `rights` as the server last answered them. */
  accessVersion: string | null;
}

const storageKey = 'bivouac.session';
const empty: SessionState = {
  user: null,
  rights: null,
  establishment: null,
  group: null,
  parentContextId: null,
  accessVersion: null,
};

function load(): SessionState {
  try {
    return { ...empty, ...JSON.parse(localStorage.getItem(storageKey) ?? '{}') };
  } catch {
    return empty;
  }
}

let state: SessionState = load();
let restored = false;
let pendingAccess: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  localStorage.setItem(storageKey, JSON.stringify(state));
  for (const l of listeners) l();
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setParentContext: (parentContextId: number | null) => set({ parentContextId }),
  clear(): void {
    restored = false;
    state = empty;
    localStorage.removeItem(storageKey);
    for (const l of listeners) l();
  },
  /** After sign-in: the user is known, rights and establishment follow. */
  async start(user: CurrentUserDto): Promise<void> {
    set({ ...empty, user });
    restored = true;
    await Promise.all([refreshAccess(), loadSurroundings()]);
  },
  /**
   * At each navigation: once per page load, asks whether the session lives (throws ApiError 403 if
   * not) and reads everything; afterwards only whether the user's access changed.
   */
  async restore(options: { isPreload?: boolean } = {}): Promise<SessionState> {
    if (restored && state.user) {
      // A link hovered (preload) keeps what is known; the navigation itself asks.
      if (!options.isPreload) await refreshAccess();
      return state;
    }
    await refreshAccess({ isSignedOutExpected: state.user === null, isFullRead: true });
    restored = true;
    await loadSurroundings();
    return state;
  },
  /** The rights the screen holds are stale (the server answered 401): read them again. */
  refreshAccess: () => refreshAccess(),
};

/** Asks the server for the user and rights; unchanged since `accessVersion`, it answers the version alone. */
function refreshAccess(options: { isSignedOutExpected?: boolean; isFullRead?: boolean } = {}): Promise<void> {
  if (pendingAccess && !options.isFullRead) return pendingAccess;
  const known = options.isFullRead || !state.rights ? null : state.accessVersion;
  const path = `security/user/current/access${known ? `?version=${encodeURIComponent(known)}` : ''}`;
  pendingAccess = api<CurrentAccessDto>(path, { quiet: true, isSignedOutExpected: options.isSignedOutExpected })
    .then(({ version, user, rights }) => {
      if (user && rights) set({ user, rights, accessVersion: version });
    })
    .finally(() => {
      pendingAccess = null;
    });
  return pendingAccess;
}

async function loadSurroundings(): Promise<void> {
  const [establishment, group] = await Promise.all([
    api<EstablishmentInfo>('establishment/establishment/edit'),
    api<PreferenceGroup>('establishment/preference/group/edit'),
  ]);
  set({ establishment, group });
  document.title = establishment.shortName || establishment.corporateName || 'Bivouac';
}

/** Re-reads the user (menus, custom header names), rights and establishment after an admin changed them. */
export async function refreshSession(): Promise<void> {
  if (!state.user) return;
  await Promise.all([refreshAccess({ isFullRead: true }), loadSurroundings()]);
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}
