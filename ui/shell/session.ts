// The signed-in user, their rights and the establishment, kept locally and restored
// through `security/user/current` once per page load.
import { useSyncExternalStore } from 'react';
import type { CurrencyDto } from '../../service/domains/establishment/contract';
import type { CurrentUserDto, RightAreaDto } from '../../service/domains/security/contract';
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
}

const storageKey = 'bivouac.session';
const empty: SessionState = { user: null, rights: null, establishment: null, group: null, parentContextId: null };

function load(): SessionState {
  try {
    return { ...empty, ...JSON.parse(localStorage.getItem(storageKey) ?? '{}') };
  } catch {
    return empty;
  }
}

let state: SessionState = load();
let restored = false;
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
    await loadSurroundings(user);
  },
  /** Once per page load: asks the server whether the session lives; throws ApiError 403 if not. */
  async restore(): Promise<SessionState> {
    if (restored && state.user) return state;
    const { user } = await api<{ user: CurrentUserDto }>('security/user/current', {
      quiet: true,
      isSignedOutExpected: state.user === null,
    });
    set({ user });
    restored = true;
    await loadSurroundings(user);
    return state;
  },
};

function flatten(areas: RightAreaDto[]): Record<string, RightFlags> {
  const rights: Record<string, RightFlags> = {};
  for (const area of areas)
    for (const { code, canSelect, canWrite, canDelete, canExport } of area.subFunctionalities) {
      rights[code] = { canSelect, canWrite, canDelete, canExport };
    }
  return rights;
}

async function loadSurroundings(user: CurrentUserDto): Promise<void> {
  // Rights are fetched by user id when the local rights are empty.
  const rights = state.rights ?? flatten(await api<RightAreaDto[]>(`security/user/get_right/${user.id}`));
  const [establishment, group] = await Promise.all([
    api<EstablishmentInfo>('establishment/establishment/edit'),
    api<PreferenceGroup>('establishment/preference/group/edit'),
  ]);
  set({ rights, establishment, group });
  document.title = establishment.shortName || establishment.corporateName || 'Bivouac';
}

/** Re-reads the user (menus, custom header names), rights and establishment after an admin changed them. */
export async function refreshSession(): Promise<void> {
  if (!state.user) return;
  const { user } = await api<{ user: CurrentUserDto }>('security/user/current');
  set({ user, rights: null });
  await loadSurroundings(user);
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}
