// The one settings screen: a typed setting's form, on the shared single-record form.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { functionalityForPath } from '../../../service/domains/security/functionalities';
import type { SettingsDefinition } from '../../../service/settings/definition';
import { api } from '../../api/client';
import { SingleFormPage } from '../../entity/SingleFormPage';
import { formFields, fromForm, toForm, wholeNotBuilt } from './settings-form';

const settingsQuery = (path: string) =>
  queryOptions({
    queryKey: ['settings', path] as const,
    queryFn: () => api<Record<string, unknown>>(path),
    staleTime: 0,
  });

interface Props {
  def: SettingsDefinition;
  /** REST path of the setting, under /rest/ (`module/setting/planning`, `preference/booking`). */
  path: string;
  /** The card's title when more than the setting's title (links to sibling screens). */
  title?: ReactNode;
  /** Under the form: what the screen must say beside its fields. */
  notice?: ReactNode;
}

export function SettingsPage({ def, path, title = def.title, notice }: Props) {
  const { t } = useTranslation('module');
  const { data: value, refetch } = useQuery(settingsQuery(path));
  const notBuiltText = useCallback((module: string) => t('settings.notBuilt', { module }), [t]);
  const fields = useMemo(() => formFields(def, t('settings.linesHint'), notBuiltText), [def, t, notBuiltText]);
  const item = useMemo(() => value && toForm(def, value, notBuiltText), [def, value, notBuiltText]);
  const module = wholeNotBuilt(def);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api<{ status: string }>(path, { body, quietFor: ['STALE_VERSION'] }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsQuery(path).queryKey }),
  });
  return (
    <SingleFormPage
      title={title}
      functionality={functionalityForPath(def.path)?.code}
      item={item}
      schema={def.schema}
      fields={fields}
      save={save}
      toBody={(values) => fromForm(def, values)}
      reload={async () => {
        const fresh = (await refetch()).data;
        return fresh && toForm(def, fresh, notBuiltText);
      }}
    >
      {() => (
        <>
          {module !== undefined && <Alert type="info" showIcon title={notBuiltText(module)} />}
          {notice}
        </>
      )}
    </SingleFormPage>
  );
}
