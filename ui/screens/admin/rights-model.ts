// The rights editor's value: the service's RightAreaDto[] (areas of functionalities with four
// flags), changed one functionality or one area at a time, and flattened for the save body.
import type { RightAreaDto, RightItemDto, RightsInput } from '../../../service/domains/security/contract';
import { type RightCode, rightCodes, toFlags } from '../../../service/domains/security/rights';

export { type RightCode, rightCodes };

/** An item's code from its flags (the `right` field may be stale after an edit). */
export function codeOf(item: Pick<RightItemDto, 'canSelect' | 'canWrite' | 'canDelete'>): RightCode {
  if (item.canDelete) return '111';
  if (item.canWrite) return '011';
  return item.canSelect ? '001' : '000';
}

/** The item with a new code; export needs read, so 000 drops it. */
export function withCode(item: RightItemDto, code: RightCode): RightItemDto {
  return { ...item, right: code, ...toFlags({ code, canExport: item.canExport }) };
}

export function withExport(item: RightItemDto, canExport: boolean): RightItemDto {
  return { ...item, canExport: canExport && item.canSelect };
}

/**
 * Replaces the items of one area through `change` (only those listed in `only`, when given: the
 * rows a search shows); other areas keep their identity (cheap re-render).
 */
export function mapArea(
  areas: readonly RightAreaDto[],
  areaCode: string,
  change: (item: RightItemDto) => RightItemDto,
  only?: readonly RightItemDto[],
): RightAreaDto[] {
  const codes = only && new Set(only.map((f) => f.code));
  const apply = (f: RightItemDto) => (!codes || codes.has(f.code) ? change(f) : f);
  return areas.map((a) => (a.code === areaCode ? { ...a, subFunctionalities: a.subFunctionalities.map(apply) } : a));
}

/** Replaces one functionality's item, wherever it is. */
export function mapItem(
  areas: readonly RightAreaDto[],
  code: string,
  change: (item: RightItemDto) => RightItemDto,
): RightAreaDto[] {
  return areas.map((a) =>
    a.subFunctionalities.some((f) => f.code === code)
      ? { ...a, subFunctionalities: a.subFunctionalities.map((f) => (f.code === code ? change(f) : f)) }
      : a,
  );
}

/** The one code every item holds, or undefined when they differ. */
export function commonCode(items: readonly RightItemDto[]): RightCode | undefined {
  const codes = new Set(items.map(codeOf));
  return codes.size === 1 ? [...codes][0] : undefined;
}

/** How many functionalities of the area grant at least reading. */
export function grantedCount(area: RightAreaDto): number {
  return area.subFunctionalities.filter((f) => f.canSelect).length;
}

/** The save body of `set_right` and of a group's `rights`. */
export function toRightsInput(areas: readonly RightAreaDto[] | undefined): RightsInput['rights'] {
  return (areas ?? []).flatMap((a) =>
    a.subFunctionalities.map(({ code, canSelect, canWrite, canDelete, canExport }) => ({
      code,
      canSelect,
      canWrite,
      canDelete,
      canExport: canExport && canSelect,
    })),
  );
}

/** Case- and accent-insensitive match of a functionality or area label. */
export function matches(label: string, search: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return fold(label).includes(fold(search.trim()));
}
