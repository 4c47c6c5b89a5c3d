// What the series dialog shows before asking the server: the numbers a series gives, and the
// zero-padding of the numbers already under a prefix.
import type { PlaceRangeInput } from '../../../service/domains/place/contract';

/** The numbers a series gives, as the server builds them (prefix + number padded to `digits`). */
export function rangePreview(values: Partial<Record<keyof PlaceRangeInput, unknown>>): string | undefined {
  const { prefix, first, last, digits } = values;
  if (typeof first !== 'number' || typeof last !== 'number' || last < first) return undefined;
  const width = typeof digits === 'number' ? digits : 0;
  const number = (n: number) => `${typeof prefix === 'string' ? prefix.trim() : ''}${String(n).padStart(width, '0')}`;
  const count = last - first + 1;
  return count === 1
    ? `1 emplacement : ${number(first)}`
    : `${count.toLocaleString('fr-FR')} emplacements : ${number(first)} à ${number(last)}`;
}

/** The padding of the numbers under `prefix` when they all have one width starting with a zero. */
export function paddingOf(prefix: string, numbers: readonly string[]): number | undefined {
  const tails = numbers
    .filter((n) => n.toLowerCase().startsWith(prefix.toLowerCase()))
    .map((n) => n.slice(prefix.length))
    .filter((t) => /^\d+$/.test(t));
  const widths = new Set(tails.map((t) => t.length));
  const [width] = widths;
  return widths.size === 1 && tails.some((t) => t.startsWith('0')) ? width : undefined;
}
