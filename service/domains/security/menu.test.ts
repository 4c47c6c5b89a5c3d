import { describe, expect, it } from 'vitest';
import { type FunctionalityCode, functionalityByCode, functionalityForPath } from './functionalities';
import { buildMenus, isLeaf, type MenuItemDef, type MenuNode, menuLeaves, menuTree } from './menu';
import { fullRight, noRight, type Right } from './rights';

const noNames = new Map<number, string>();
const everything = () => fullRight;
const nothing = () => noRight;
const only =
  (...codes: FunctionalityCode[]) =>
  (code: FunctionalityCode): Right =>
    codes.includes(code) ? { code: '001', canExport: false } : noRight;

function allIds(items: readonly MenuItemDef[]): number[] {
  return items.flatMap((item) => [item.id, ...(isLeaf(item) ? [] : allIds(item.items))]);
}
function urlsOf(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => (n.url && !n.isHeader ? [n.url] : urlsOf(n.subMenus)));
}

describe('menu tree', () => {
  it('gives every header, node and leaf its own id', () => {
    const ids = allIds(menuTree);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(menuLeaves().map((l) => [l.url, l.functionality] as const))(
    'leaf %s resolves to its functionality %s',
    (url, functionality) => {
      expect(url).not.toContain(':');
      expect(functionalityForPath(url)?.code).toBe(functionality);
    },
  );

  it('has two or three context headers', () => {
    const contexts = menuTree.filter((h) => h.isContext);
    expect(contexts.length).toBeGreaterThanOrEqual(2);
    expect(contexts.length).toBeLessThanOrEqual(3);
  });
});

describe('buildMenus', () => {
  it('shows every header to a user with full rights', () => {
    const menus = buildMenus(everything, noNames);
    expect(menus.map((h) => h.id)).toEqual(menuTree.map((h) => h.id));
    expect(urlsOf(menus).sort()).toEqual(
      menuLeaves()
        .map((l) => l.url)
        .sort(),
    );
    for (const header of menus) {
      expect(header).toMatchObject({ isHeader: true, isNode: true, headerCustomName: null });
      expect(header.url).toBe(header.isContext ? `/dynamic-board/${header.id}` : null);
    }
  });

  it('gives nothing to a user with 000 everywhere', () => {
    expect(buildMenus(nothing, noNames)).toEqual([]);
  });

  it('shows only the header holding customers to a user who may only read customers', () => {
    const menus = buildMenus(only('customer_partner_customer_list'), noNames);
    expect(menus).toEqual([
      {
        id: 2,
        name: 'Clients',
        isNode: true,
        isHeader: true,
        isContext: false,
        url: null,
        headerCustomName: null,
        subMenus: [
          {
            id: 2001,
            name: 'Clients',
            isNode: false,
            isHeader: false,
            isContext: false,
            url: '/customer-list',
            subMenus: [],
            headerCustomName: null,
          },
        ],
      },
    ]);
  });

  it('drops a node left without visible leaves but keeps its header', () => {
    const menus = buildMenus(only('customer_partner_customer_list', 'customer_partner_commission_list'), noNames);
    const clients = menus[0];
    expect(clients?.subMenus.map((n) => n.name)).toEqual(['Clients', 'Partenaires']);
    expect(clients?.subMenus[1]).toMatchObject({ isNode: true, url: null });
    expect(clients?.subMenus[1]?.subMenus.map((n) => n.url)).toEqual(['/commission-list']);
  });

  it('puts a custom name in headerCustomName and keeps the default name', () => {
    const menus = buildMenus(
      everything,
      new Map([
        [2, 'Fichier clients'],
        [11, '  '],
      ]),
    );
    const clients = menus.find((h) => h.id === 2);
    expect(clients).toMatchObject({ name: 'Clients', headerCustomName: 'Fichier clients' });
    expect(menus.find((h) => h.id === 11)?.headerCustomName).toBeNull();
    expect(clients?.subMenus.every((n) => n.headerCustomName === null)).toBe(true);
  });

  it('hides the leaves of an inactive module, and a header left empty', () => {
    const withoutSurety = buildMenus(everything, noNames, (module) => module !== 'surety');
    expect(urlsOf(withoutSurety)).not.toContain('/surety-list');
    expect(urlsOf(withoutSurety)).toContain('/customer-list');

    const withoutResidents = buildMenus(everything, noNames, (module) => module !== 'residents');
    expect(withoutResidents.some((h) => h.name === 'Résidentiel')).toBe(false);

    const noModules = buildMenus(everything, noNames, () => false);
    const moduleLeaves = menuLeaves().filter((l) => functionalityByCode(l.functionality)?.module);
    for (const l of moduleLeaves) expect(urlsOf(noModules)).not.toContain(l.url);
  });

  it('needs the read right, not only the export flag', () => {
    const exportOnly = () => ({ code: '000', canExport: true }) as const;
    expect(buildMenus(exportOnly, noNames)).toEqual([]);
  });
});
