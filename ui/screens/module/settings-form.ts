// A typed setting's fields as the generic form fields, and its value to and from the form: select
// options become the item's choice lists, a `lines` list is typed one item per line. A field or
// choice of a module not built yet is disabled, its reason (`notBuiltText(module)`) shown.
import { choiceListName, type SettingField, type SettingsDefinition } from '../../../service/settings/definition';
import type { FieldDef } from '../../entity/types';

/** The French sentence of a module not built yet, from its name. */
export type NotBuiltText = (module: string) => string;

export function formFields(
  def: Pick<SettingsDefinition, 'fields'>,
  linesHint: string,
  notBuiltText: NotBuiltText,
): FieldDef[] {
  return def.fields.map((f: SettingField): FieldDef => {
    const common = {
      name: f.name,
      label: f.label,
      min: f.min,
      max: f.max,
      maxLength: f.maxLength,
      disabledReason: f.notBuilt === undefined ? undefined : notBuiltText(f.notBuilt),
    };
    const extra = { hint: f.hint, placeholder: f.placeholder };
    if (f.kind === 'lines') return { ...common, kind: 'textarea', rows: 6, hint: f.hint ?? linesHint };
    if (f.kind === 'select') return { ...common, ...extra, kind: 'select', choices: choiceListName(f.name) };
    return { ...common, ...extra, kind: f.kind };
  });
}

/** The module every field of a setting waits for, when the whole setting belongs to one not built yet. */
export function wholeNotBuilt(def: Pick<SettingsDefinition, 'fields'>): string | undefined {
  const module = def.fields[0]?.notBuilt;
  return module !== undefined && def.fields.every((f) => f.notBuilt === module) ? module : undefined;
}

/** The value as the form holds it, with the choice lists beside it. */
export function toForm(
  def: Pick<SettingsDefinition, 'fields'>,
  value: Record<string, unknown>,
  notBuiltText: NotBuiltText,
) {
  const item: Record<string, unknown> = { ...value };
  for (const f of def.fields) {
    if (f.kind === 'lines' && Array.isArray(value[f.name])) item[f.name] = (value[f.name] as string[]).join('\n');
    if (f.options) {
      item[choiceListName(f.name)] = f.options.map((o) =>
        o.notBuilt === undefined
          ? { id: o.id, label: o.label }
          : { id: o.id, label: `${o.label} (${notBuiltText(o.notBuilt)})`, disabled: true },
      );
    }
  }
  return item;
}

/** The form's values as the service expects them. */
export function fromForm(def: Pick<SettingsDefinition, 'fields'>, values: Record<string, unknown>) {
  const body: Record<string, unknown> = {};
  for (const f of def.fields) {
    const v = values[f.name];
    body[f.name] = f.kind === 'lines' && typeof v === 'string' ? v.split('\n') : v;
  }
  return body;
}
