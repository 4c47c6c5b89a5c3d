// /admin/module/preference-group-grid and /admin/module/preference-group/:providerId: the site's
// group (chain) preference. A site belongs to one group provider, so the grid holds one row.
import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Button, Card, Checkbox, Form, Space, Spin, Table } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type PreferenceGroupInput, preferenceGroupInputSchema } from '../../../service/domains/establishment/contract';
import { ApiError } from '../../api/client';
import { DenseForm } from '../../entity/DenseForm';
import { fromServerFields, validateWith } from '../../entity/form-errors';
import { useShortcuts } from '../../entity/useShortcuts';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { preferenceGroupQueries, useSavePreferenceGroup } from './preference-group.queries';

const gridPath = '/admin/module/preference-group-grid';

export function PreferenceGroupGridPage() {
  const { t } = useTranslation('module');
  const navigate = useNavigate();
  const { data } = useQuery(preferenceGroupQueries.current());
  const open = (providerId: number) => void navigate({ to: `/admin/module/preference-group/${providerId}` });
  useShortcuts({ F4: data && (() => open(data.providerId)), Escape: () => void navigate({ to: '/home' }) });
  return (
    <Card size="small" title={t('group.title')}>
      <Table<PreferenceGroupInput>
        rowKey="providerId"
        size="small"
        bordered
        pagination={false}
        loading={!data}
        dataSource={data ? [data] : []}
        onRow={(row) => ({ onDoubleClick: () => open(row.providerId) })}
        columns={[
          { key: 'providerId', dataIndex: 'providerId', title: t('group.provider'), width: 120 },
          { key: 'type', dataIndex: 'type', title: t('group.type'), width: 120 },
          {
            key: 'isClientSyncActive',
            title: t('group.clientSync'),
            render: (_, row) => (row.isClientSyncActive ? t('group.yes') : t('group.no')),
          },
        ]}
      />
    </Card>
  );
}

export function PreferenceGroupPage() {
  const { t } = useTranslation('module');
  const { t: te } = useTranslation('entity');
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const providerId = Number(params.providerId ?? 1);
  const isReadOnly = !useRight('group_settings_preference_group').canWrite;
  const { data: item } = useQuery(preferenceGroupQueries.detail(providerId));
  const save = useSavePreferenceGroup();
  const [form] = Form.useForm();

  useEffect(() => {
    if (item) form.setFieldsValue(item);
  }, [form, item]);

  const quit = () => void navigate({ to: gridPath });
  const submit = async () => {
    if (!item || isReadOnly) return;
    const body = validateWith(form, preferenceGroupInputSchema, { ...item, ...form.getFieldsValue(true) });
    if (!body) return;
    try {
      await save.mutateAsync(body);
      toast.saved();
      quit();
    } catch (error) {
      if (error instanceof ApiError) form.setFields(fromServerFields(error.fields));
    }
  };
  useShortcuts({ F12: isReadOnly ? undefined : () => void submit(), Escape: quit });

  if (!item) return <Spin />;
  return (
    <Card
      size="small"
      title={t('group.itemTitle', { providerId })}
      extra={
        <Space>
          {!isReadOnly && (
            <Button type="primary" icon={<SaveOutlined />} onClick={() => void submit()} loading={save.isPending}>
              {te('validate')}
            </Button>
          )}
          <Button onClick={quit}>{te('quit')}</Button>
        </Space>
      }
    >
      <DenseForm form={form} isReadOnly={isReadOnly} onSubmit={() => void submit()} style={{ maxWidth: 480 }}>
        <Form.Item name="isClientSyncActive" valuePropName="checked" label={t('group.clientSync')}>
          <Checkbox />
        </Form.Item>
      </DenseForm>
    </Card>
  );
}
