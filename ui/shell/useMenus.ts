import { useMemo } from 'react';
import type { MenuNode } from '../../service/domains/security/menu';
import { hasScreen } from '../router';
import { reachable } from './menu-items';
import { useSession } from './session';

/** The signed-in user's menu tree, cut down to the screens this build has. */
export function useMenus(): MenuNode[] {
  const { user } = useSession();
  return useMemo(() => reachable(user?.menus ?? [], hasScreen), [user]);
}
