// A meter's index as Modbus carries it: an unsigned 32-bit integer spread over two 16-bit
// registers, in an order and with a number of decimals that depend on the meter's make.
import { z } from 'zod';

export const meterTypeSchema = z.object({
  /** Holding registers (function 3) or input registers (function 4). */
  table: z.enum(['holding', 'input']),
  /** Address of the first of the two registers, zero-based as on the wire. */
  address: z.number().int().min(0).max(0xfffe),
  /** `high-first`: the first register holds the high word (big-endian words, the Modbus habit). */
  wordOrder: z.enum(['high-first', 'low-first']),
  /** Decimal digits in the raw integer: 2 means 123456 reads 1234.56. */
  scale: z.number().int().min(0).max(6),
  unit: z.enum(['kWh', 'm3']),
});
export type MeterType = z.infer<typeof meterTypeSchema>;

/** The raw unsigned 32-bit index from the two registers read, in the meter type's word order. */
export function rawIndex(words: readonly number[], wordOrder: MeterType['wordOrder']): number {
  if (words.length !== 2) throw new RangeError(`two registers expected, got ${words.length}`);
  const [first, second] = words as [number, number];
  const [high, low] = wordOrder === 'high-first' ? [first, second] : [second, first];
  return high * 0x10000 + low;
}

/** The index in the meter's unit; `raw` stays the exact integer for whoever stores it. */
export function decodeIndex(words: readonly number[], type: MeterType): { raw: number; value: number } {
  const raw = rawIndex(words, type.wordOrder);
  return { raw, value: raw / 10 ** type.scale };
}
