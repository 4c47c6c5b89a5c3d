// user.menus -> antd menu items. Leaves whose screen is yet to come are left out, and so are
// branches left empty.
import type { MenuProps } from 'antd';
import type { MenuNode } from '../../service/domains/security/menu';

type Item = Required<MenuProps>['items'][number];

export function headerLabel(node: MenuNode): string {
  return node.headerCustomName || node.name;
}

/** The part of the tree the user can actually open. */
export function reachable(nodes: MenuNode[], hasScreen: (url: string) => boolean): MenuNode[] {
  return nodes.flatMap((n) => {
    if (n.url && !n.isContext) return hasScreen(n.url) ? [n] : [];
    const subMenus = reachable(n.subMenus, hasScreen);
    return subMenus.length ? [{ ...n, subMenus }] : [];
  });
}

function toItem(node: MenuNode): Item {
  if (node.url && !node.isContext) return { key: node.url, label: node.name };
  return { key: `node-${node.id}`, label: node.name, children: node.subMenus.map(toItem) };
}

export function toMenuItems(headers: MenuNode[]): Item[] {
  return headers.map((h) =>
    h.isContext && h.url
      ? { key: h.url, label: headerLabel(h) }
      : { key: `header-${h.id}`, label: headerLabel(h), children: h.subMenus.map(toItem) },
  );
}

/** Leaves of a branch, flattened, for the tiles of the home page and the context board. */
export function leavesOf(node: MenuNode): MenuNode[] {
  return node.subMenus.flatMap((n) => (n.url && !n.isContext ? [n] : leavesOf(n)));
}
