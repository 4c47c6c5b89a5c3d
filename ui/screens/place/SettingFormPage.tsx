// A single-record form (one row per site): validated by the service's schema before sending;
// F12 validate, Esc quit. Used by the availability mode and the classification information.
import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Form, Space, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FunctionalityCode } from '../../../service/domains/security/functionalities';
import { ApiError } from '../../api/client';
import { DenseForm } from '../../entity/DenseForm';
import { EntityFields } from '../../entity/EntityFields';
import { fromServerFields, validateWith } from '../../entity/form-errors';
import type { FieldDef } from '../../entity/types';
import { useShortcuts } from '../../entity/useShortcuts';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { placeQueries, useSavePlaceScreen } from './place.queries';

interface Props {
  title: string;
  /** `place/ranking`: read at this path, saved at `{path}/edit`. */
  path: string;
  functionality: FunctionalityCode;
  schema: z.ZodType;
  fields: readonly FieldDef[];
  /** Shown under the form (counts computed by the service...). */
  children?: (item: Record<string, unknown>) => ReactNode;
}

export function SettingFormPage({ title, path, functionality, schema, fields, children }: Props) {
  const { t } = useTranslation('entity');
  const navigate = useNavigate();
  const isReadOnly = !useRight(functionality).canWrite;
  const { data: item } = useQuery(placeQueries.setting(path));
  const save = useSavePlaceScreen(path);
  const [form] = Form.useForm();

  useEffect(() => {
    if (item) form.setFieldsValue(item);
  }, [form, item]);

  const quit = () => void navigate({ to: '/home' });
  const submit = async () => {
    if (!item || isReadOnly) return;
    const body = validateWith(form, schema, { ...item, ...form.getFieldsValue(true) });
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
      title={title}
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
      {children?.(item)}
    </Card>
  );
}
