// /admin/module-grid: one switch per module of the site; switching one changes the menus at once.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Card, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModuleRow } from '../../../service/domains/module/contract';
import { useShortcuts } from '../../entity/useShortcuts';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { moduleQueries, useSwitchModule } from './module.queries';

export function ModuleGridPage() {
  const { t } = useTranslation('module');
  const navigate = useNavigate();
  const canWrite = useRight('establishment_access_module_list').canWrite;
  const { data, isFetching } = useQuery(moduleQueries.grid());
  const switchModule = useSwitchModule();
  useShortcuts({ Escape: () => void navigate({ to: '/home' }) });

  const toggle = async (row: ModuleRow, isActive: boolean) => {
    await switchModule.mutateAsync({ code: row.code, isActive });
    notify('success', t(isActive ? 'grid.switchedOn' : 'grid.switchedOff', { label: row.label }));
  };

  return (
    <Card size="small" title={t('grid.title')}>
      <Table<ModuleRow>
        rowKey="code"
        size="small"
        bordered
        loading={isFetching && !data}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          {
            key: 'isActive',
            title: t('grid.active'),
            width: 90,
            render: (_, row) => (
              <Switch
                checked={row.isActive}
                disabled={!canWrite}
                loading={switchModule.isPending && switchModule.variables?.code === row.code}
                aria-label={row.label}
                onChange={(checked) => void toggle(row, checked)}
              />
            ),
          },
          { key: 'label', dataIndex: 'label', title: t('grid.module'), width: 260 },
          { key: 'description', dataIndex: 'description', title: t('grid.description') },
        ]}
      />
    </Card>
  );
}

export default ModuleGridPage;
