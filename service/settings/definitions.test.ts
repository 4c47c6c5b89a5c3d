// Every typed setting of the module and preference screens: complete for the UI, defaults valid,
// guarded by the functionality of its own screen.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { providerKinds } from '../domains/module/provider-kinds';
import { moduleSettings, moduleSettingsForms } from '../domains/module/settings-forms';
import { preferenceList, preferences } from '../domains/preference/definitions';
import { functionalityForPath } from '../domains/security/functionalities';
import { functionalityOfSettings } from './routes';
import { parseStored } from './store';

const definitions = [...moduleSettingsForms, ...preferenceList];

describe('settings definitions', () => {
  it('keys are unique across modules and preferences: they share one table', () => {
    expect(new Set(definitions.map((d) => d.key)).size).toBe(definitions.length);
  });

  it.each(Object.entries(moduleSettings))('module setting %s is keyed by its own key', (key, def) => {
    expect(def.key).toBe(key);
  });

  it.each(Object.entries(preferences))(
    'preference %s is keyed by its own key, its route /preference/%s',
    (key, def) => {
      expect(def.key).toBe(key);
      expect(def.path).toBe(`/preference/${key}`);
    },
  );

  it.each(definitions.map((d) => [d.path, d] as const))(
    '%s: one labelled field per schema key, defaults valid',
    (_path, def) => {
      expect(def.fields.map((f) => f.name).sort()).toEqual(Object.keys(def.schema.shape).sort());
      expect(def.schema.safeParse({}).success).toBe(true);
      for (const f of def.fields) expect(f.label).not.toBe('');
    },
  );

  it.each(definitions.map((d) => [d.path, d] as const))(
    '%s is guarded by the functionality of its screen',
    (path, def) => {
      expect(functionalityOfSettings(def)).toBe(functionalityForPath(path)?.code);
    },
  );

  it.each(
    definitions.flatMap((d) => d.fields.filter((f) => f.kind === 'select').map((f) => [d.key, f.name, d, f] as const)),
  )('%s.%s: the default is one of its options and every option is accepted', (_key, name, def, field) => {
    const defaults = def.schema.parse({}) as Record<string, unknown>;
    const ids = field.options?.map((o) => o.id) ?? [];
    expect(ids).toContain(defaults[name]);
    for (const id of ids) expect(def.schema.safeParse({ [name]: id }).success).toBe(true);
  });
});

describe('provider kinds', () => {
  it.each(providerKinds.map((k) => [k.kind, k] as const))(
    '%s: its grid belongs to its module, fields match its settings',
    (kind, k) => {
      expect(functionalityForPath(`/admin/module/${kind}-grid`)?.module).toBe(k.module);
      if (k.idParam) expect(functionalityForPath(`/admin/module/${kind}/1`)?.module).toBe(k.module);
      expect(k.fields.map((f) => f.name).sort()).toEqual(Object.keys(k.schema.shape).sort());
    },
  );
});

describe('parseStored', () => {
  const { schema } = preferenceList.find((d) => d.key === 'sale') ?? preferenceList[0];

  it('reads nothing stored as the defaults', () => {
    expect(parseStored(schema, undefined)).toEqual(schema.parse({}));
  });

  it('keeps the fields that fit and gives the default to one that no longer does', () => {
    const value = parseStored(schema, JSON.stringify({ invoicePrefix: 'F', invoiceNumberLength: 2, unknown: 1 }));
    expect(value).toEqual({ ...schema.parse({}), invoicePrefix: 'F' });
  });

  it.each(['not json', '[1,2]', 'null', '42'])('reads a corrupt value (%s) as the defaults', (json) => {
    expect(parseStored(schema, json)).toEqual(schema.parse({}));
  });

  // The inventory of what each setting drives is the lasting reference: a field added without
  // saying what reads it (or that its module is not built) fails here.
  it.each(definitions.map((d) => [d.key, d] as const))(
    'docs/settings.md lists every field of %s in its section',
    (key, def) => {
      const doc = readFileSync(new URL('../../docs/settings.md', import.meta.url), 'utf8');
      const section = doc.split(/^### /m).find((s) => s.split('\n')[0]?.includes(`\`${key}\``));
      expect(section, key).toBeDefined();
      for (const f of def.fields) expect(section, `${key}.${f.name}`).toContain(`\`${f.name}\``);
      const notBuilt = def.fields.filter((f) => f.notBuilt !== undefined);
      if (notBuilt.length > 0) expect(section?.toLowerCase(), key).toContain('**not built**');
    },
  );
});
