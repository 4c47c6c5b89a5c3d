// A typed setting: a zod object whose every field has a default, and the French label and control
// kind of each field for the one generic settings page. Pure: the UI imports it as a contract.
import { z } from 'zod';

/** Control kinds of the settings page: most of the entity screens' kinds (an hour is a `text`). */
/** `lines`: a list of short labels, typed one per line. */
export type SettingKind = 'text' | 'textarea' | 'bool' | 'integer' | 'select' | 'money' | 'percent' | 'lines';

export interface SettingOption {
  readonly id: number | string;
  readonly label: string;
  /** The module this choice needs when it is not built yet: shown disabled, never stored. */
  readonly notBuilt?: string;
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
  /** The module this field needs when it is not built yet: shown disabled, never stored. */
  readonly notBuilt?: string;
}

export interface SettingsDefinition<S extends z.ZodObject = z.ZodObject> {
  /** Stable storage key, also the last segment of its REST path. */
  readonly key: string;
  /** The UI route of the screen: its functionality guards the calls. */
  readonly path: string;
  readonly title: string;
  readonly schema: S;
  readonly fields: readonly SettingField[];
}

export type SettingsValue<D extends SettingsDefinition> = z.infer<D['schema']>;

// Zod types of the fields: each failure carries a catalogue code, each field a default.
const type = {
  bool: (value: boolean) => z.boolean({ error: 'INVALID_TYPE' }).default(value),
  int: (value: number, min: number, max: number) =>
    z
      .int({ error: 'REQUIRED_INTEGER' })
      .min(min, { error: 'INVALID_NUMBER' })
      .max(max, { error: 'INVALID_NUMBER' })
      .default(value),
  /** Integer cents (money), zero or more. */
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
  choice: <T extends string | number>(values: readonly T[], value: T) =>
    z.custom<T>((v) => (values as readonly unknown[]).includes(v), { error: 'INVALID_TYPE' }).default(value as never),
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

/** One field of a typed setting: its zod type (with its default) and how the settings page shows it. */
interface SettingPart<Z extends z.ZodType = z.ZodType> {
  readonly type: Z;
  readonly ui: Omit<SettingField, 'name'>;
}

const part = <Z extends z.ZodType>(zodType: Z, ui: Omit<SettingField, 'name'>): SettingPart<Z> => ({
  type: zodType,
  ui,
});

/** The field builders: French label first, then the default, then the bounds. */
export const field = {
  bool: (label: string, value: boolean) => part(type.bool(value), { label, kind: 'bool' }),
  int: (label: string, value: number, min: number, max: number) =>
    part(type.int(value, min, max), { label, kind: 'integer', min, max }),
  /** Integer cents, typed in euros. */
  money: (label: string, value: number) => part(type.cents(value), { label, kind: 'money' }),
  /** A rate in basis points (0 to 100 %), typed in percent. */
  percent: (label: string, value: number) => part(type.int(value, 0, 10_000), { label, kind: 'percent' }),
  text: (label: string, value: string, maxLength: number) =>
    part(type.text(value, maxLength), { label, kind: 'text', maxLength }),
  textarea: (label: string, value: string, maxLength: number) =>
    part(type.text(value, maxLength), { label, kind: 'textarea', maxLength }),
  hour: (label: string, value: string) => part(type.hour(value), { label, kind: 'text', placeholder: 'HH:MM' }),
  /** One of its options' ids. */
  select: <const O extends readonly SettingOption[]>(label: string, options: O, value: O[number]['id']) =>
    part(type.choice(options.map((o) => o.id) as O[number]['id'][], value), { label, kind: 'select', options }),
  /** A list of short labels, typed one per line. */
  lines: (label: string, value: readonly string[], maxItems: number, maxLength: number) =>
    part(type.labels(value, maxItems, maxLength), { label, kind: 'lines' }),
  /** A field with rules of its own (its own error codes). */
  custom: <Z extends z.ZodType>(zodType: Z, ui: Omit<SettingField, 'name'>) => part(zodType, ui),
};

type Parts = Record<string, SettingPart>;
type ShapeOf<P extends Parts> = { [K in keyof P]: P[K]['type'] };

/** The schema and the page's fields of a list of parts, in the order written. */
export function settingFields<P extends Parts>(parts: P): { schema: z.ZodObject<ShapeOf<P>>; fields: SettingField[] } {
  const shape = Object.fromEntries(Object.entries(parts).map(([name, p]) => [name, p.type])) as ShapeOf<P>;
  return {
    schema: z.object(shape),
    fields: Object.entries(parts).map(([name, p]) => ({ name, ...p.ui })),
  };
}

/**
 * A field of a module not built yet (payments, e-mails, the kiosk...): the settings page shows it
 * disabled with the module's name, and its value is never stored (it always reads as its default).
 */
export function notBuilt<Z extends z.ZodType>(module: string, p: SettingPart<Z>): SettingPart<Z> {
  return { type: p.type, ui: { ...p.ui, notBuilt: module } };
}

/** A field with a sentence under it saying what it does. */
export function withHint<Z extends z.ZodType>(p: SettingPart<Z>, hint: string): SettingPart<Z> {
  return { type: p.type, ui: { ...p.ui, hint } };
}

/**
 * A typed setting from its parts; `refine` adds the rules across fields; `notBuilt` names the
 * module not built yet that every field of the setting belongs to.
 */
export function defineSettings<P extends Parts>(def: {
  key: string;
  path: string;
  title: string;
  fields: P;
  refine?: (schema: z.ZodObject<ShapeOf<P>>) => z.ZodObject<ShapeOf<P>>;
  notBuilt?: string;
}): SettingsDefinition<z.ZodObject<ShapeOf<P>>> {
  const { schema, fields } = settingFields(def.fields);
  const module = def.notBuilt;
  return {
    key: def.key,
    path: def.path,
    title: def.title,
    schema: def.refine ? def.refine(schema) : schema,
    fields: module ? fields.map((f) => ({ ...f, notBuilt: module })) : fields,
  };
}

/** Whether a field's value (or the chosen option) belongs to a module not built yet. */
export function isNotBuilt(f: SettingField, value: unknown): boolean {
  return f.notBuilt !== undefined || f.options?.some((o) => o.id === value && o.notBuilt !== undefined) === true;
}

/** The options of a numbered provider enumeration: 1..n with their labels. */
export function numbered(labels: readonly string[]): { id: number; label: string }[] {
  return labels.map((label, i) => ({ id: i + 1, label }));
}

/** The choice list of a select field in an edit answer: `calcul` -> `availableCalcul`. */
export function choiceListName(field: string): string {
  return `available${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}
