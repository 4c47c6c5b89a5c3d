// The one settings screen: a typed setting's form, validated by its own schema before sending,
// then by the service (400 with a code per field). F12 validate, Esc quit.
import { SaveOutlined } from '@ant-design/icons';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Form, Space, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { functionalityForPath } from '../../../service/domains/security/functionalities';
import type { SettingsDefinition } from '../../../service/settings/definition';
import { ApiError, api } from '../../api/client';
import { DenseForm } from '../../entity/DenseForm';
import { EntityFields } from '../../entity/EntityFields';
import { fromServerFields, validateWith } from '../../entity/form-errors';
import { useShortcuts } from '../../entity/useShortcuts';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { formFields, fromForm, toForm } from './settings-form';

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
}

export function SettingsPage({ def, path }: Props) {
  const { t } = useTranslation('entity');
  const { t: tm } = useTranslation('module');
  const navigate = useNavigate();
  const isReadOnly = !useRight(functionalityForPath(def.path)?.code).canWrite;
  const { data: value } = useQuery(settingsQuery(path));
  const fields = useMemo(() => formFields(def, tm('settings.linesHint')), [def, tm]);
  const item = useMemo(() => value && toForm(def, value), [def, value]);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => api<{ status: string }>(path, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsQuery(path).queryKey }),
  });
  const [form] = Form.useForm();

  useEffect(() => {
    if (item) form.setFieldsValue(item);
  }, [form, item]);

  const quit = () => void navigate({ to: '/home' });
  const submit = async () => {
    if (isReadOnly) return;
    const body = validateWith(form, def.schema, fromForm(def, form.getFieldsValue(true)));
    if (!body) return;
    try {
      const answer = await save.mutateAsync(body);
      if (answer.status !== 'SAVED') return toast.saveFailed();
      toast.saved();
    } catch (error) {
      if (error instanceof ApiError) form.setFields(fromServerFields(error.fields));
    }
  };
  useShortcuts({ F12: isReadOnly ? undefined : () => void submit(), Escape: quit });

  if (!item) return <Spin />;
  return (
    <Card
      size="small"
      title={def.title}
      extra={
        <Space>
          {!isReadOnly && (
            <Button type="primary" icon={<SaveOutlined />} onClick={() => void submit()} loading={save.isPending}>
              {t('validate')}
            </Button>
          )}
          <Button onClick={quit}>{t('quit')}</Button>
        </Space>
      }
    >
      <DenseForm form={form} isReadOnly={isReadOnly} onSubmit={() => void submit()} style={{ maxWidth: 960 }}>
        <EntityFields fields={fields} item={item} isReadOnly={isReadOnly} />
      </DenseForm>
    </Card>
  );
}
