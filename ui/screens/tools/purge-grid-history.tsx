// /purge-grid-history: the saved versions of price grids no booking uses (the current version of a
// grid always stays), then their purge after a confirmation (delete right).
import { DeleteOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Flex, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDateTime } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { usePurgeableGridVersions, usePurgeGridHistory } from './system-tools.queries';

export function PurgeGridHistoryPage() {
  const { t } = useTranslation('system-tools');
  const navigate = useNavigate();
  const canPurge = useRight('system_purge_grid_history').canDelete;
  const versions = usePurgeableGridVersions();
  const purge = usePurgeGridHistory();
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ Escape: quit });
  const rows = versions.data?.versions ?? [];

  const confirm = () =>
    Modal.confirm({
      title: t('gridHistory.confirmTitle'),
      content: t('gridHistory.confirm', { count: rows.length }),
      okText: t('gridHistory.purge'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        const { removed } = await purge.mutateAsync().catch(() => ({ removed: null }));
        if (removed !== null) notify('success', t('gridHistory.done', { count: removed }));
      },
    });

  return (
    <Card size="small" title={t('gridHistory.title')} extra={<Button onClick={quit}>{t('quit')}</Button>}>
      <Flex vertical gap={12} style={{ maxWidth: 760 }}>
        <Typography.Paragraph>{t('gridHistory.intro')}</Typography.Paragraph>
        <Table
          aria-label={t('gridHistory.title')}
          size="small"
          loading={versions.isPending}
          rowKey={(v) => `${v.gridId}-${v.version}`}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: t('gridHistory.empty') }}
          dataSource={rows}
          columns={[
            { title: t('gridHistory.grid'), dataIndex: 'gridId', align: 'right' },
            { title: t('gridHistory.version'), dataIndex: 'version', align: 'right' },
            { title: t('gridHistory.savedAt'), render: (_, v) => formatDateTime(v.savedAt) },
          ]}
        />
        {canPurge && (
          <Button
            danger
            type="primary"
            icon={<DeleteOutlined />}
            disabled={rows.length === 0}
            loading={purge.isPending}
            onClick={confirm}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('gridHistory.purge')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
