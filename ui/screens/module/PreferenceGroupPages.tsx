// /admin/module/preference-group-grid and /admin/module/preference-group/:providerId: the site's
// group (chain) preference. A site belongs to one group provider, so the grid holds one row.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PreferenceGroupInput, preferenceGroupInputSchema } from '../../../service/domains/establishment/contract';
import { SingleFormPage } from '../../entity/SingleFormPage';
import { useShortcuts } from '../../entity/useShortcuts';
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
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const providerId = Number(params.providerId ?? 1);
  const { data: item } = useQuery(preferenceGroupQueries.detail(providerId));
  const save = useSavePreferenceGroup();
  return (
    <SingleFormPage
      title={t('group.itemTitle', { providerId })}
      functionality="group_settings_preference_group"
      item={item}
      schema={preferenceGroupInputSchema}
      fields={[{ name: 'isClientSyncActive', label: t('group.clientSync'), kind: 'bool' }]}
      save={save}
      quitTo={gridPath}
      quitOnSave
      formStyle={{ maxWidth: 480 }}
    />
  );
}
