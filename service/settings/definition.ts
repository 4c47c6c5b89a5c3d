// A typed setting: a zod object whose every field has a default, and the French label and control
// kind of each field for the one generic settings page. Pure: the UI imports it as a contract.
import { z } from 'zod';

/** Control kinds of the settings page: most of the entity screens' kinds (an hour is a `text`). */
/** `lines`: a list of short labels, typed one per line. */
export type SettingKind = 'text' | 'textarea' | 'bool' | 'integer' | 'select' | 'money' | 'percent' | 'lines';

export interface SettingOption {
  readonly id: number | string;
  readonly label: string;
}

export interface SettingField {
  readonly name: string;
  readonly label: string;
  readonly kind: SettingKind;
  readonly options?: readonly SettingOption[];
  readonly min?: number;
  readonly max?: number;
  readonly maxLength?: number;
  readonly hint?: string;
  readonly placeholder?: string;
}

export interface SettingsDefinition<S extends z.ZodObject = z.ZodObject> {
  /** Stable storage key, also the last segment of its REST path. */
  readonly key: string;
  /** The UI route of the screen (spec §2): its functionality guards the calls. */
  readonly path: string;
  readonly title: string;
  readonly schema: S;
  readonly fields: readonly SettingField[];
}

export type SettingsValue<D extends SettingsDefinition> = z.infer<D['schema']>;

/** Ties the fields to the schema's keys, so a label cannot name a field that does not exist. */
export function defineSettings<S extends z.ZodObject>(
  def: SettingsDefinition<S> & { fields: readonly (SettingField & { name: keyof z.infer<S> & string })[] },
): SettingsDefinition<S> {
  return def;
}

// Field builders: each failure carries a catalogue code, each field a default.
export const setting = {
  bool: (value: boolean) => z.boolean({ error: 'INVALID_TYPE' }).default(value),
  int: (value: number, min: number, max: number) =>
    z
      .int({ error: 'REQUIRED_INTEGER' })
      .min(min, { error: 'INVALID_NUMBER' })
      .max(max, { error: 'INVALID_NUMBER' })
      .default(value),
  /** Integer cents (money) or basis points (rates), zero or more. */
  cents: (value: number) => z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'INVALID_NUMBER' }).default(value),
  text: (value: string, max: number) =>
    z
      .string({ error: 'INVALID_TYPE' })
      .trim()
      .max(max, { error: 'TOO_LONG' })
      .nullish()
      .transform((v) => v ?? '')
      .default(value),
  /** One of a closed list of codes; anything else is INVALID_TYPE. */
  choice: <const T extends readonly [string | number, ...(string | number)[]]>(values: T, value: T[number]) =>
    z
      .custom<T[number]>((v) => (values as readonly unknown[]).includes(v), { error: 'INVALID_TYPE' })
      .default(value as never),
  /** A wall-clock hour `HH:MM`. */
  hour: (value: string) =>
    z
      .string({ error: 'INVALID_TYPE' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'INVALID_TYPE' })
      .default(value),
  /** A list of short labels (cancellation reasons...), blanks dropped. */
  labels: (value: readonly string[], maxItems: number, maxLength: number) =>
    z
      .array(z.string({ error: 'INVALID_TYPE' }).trim().max(maxLength, { error: 'TOO_LONG' }), {
        error: 'INVALID_TYPE',
      })
      .max(maxItems, { error: 'TOO_LONG' })
      .transform((list) => list.filter((l) => l !== ''))
      .default([...value]),
};

/** The options of a numbered provider enumeration (spec §9): 1..n with their labels. */
export function numbered(labels: readonly string[]): { id: number; label: string }[] {
  return labels.map((label, i) => ({ id: i + 1, label }));
}

/** The choice list of a select field in an edit answer: `calcul` -> `availableCalcul`. */
export function choiceListName(field: string): string {
  return `available${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}
