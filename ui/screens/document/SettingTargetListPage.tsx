// /document-setting-target-list: the printed document targets (stay documents, payments and
// sureties, invoices and receipts), each opening its header, footer and legal-mention settings.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, Card, Space, Table } from 'antd';
import { useShortcuts } from '../../entity/useShortcuts';
import { documentQueries } from './documents.queries';

export default function SettingTargetListPage() {
  const navigate = useNavigate();
  const { data = [], isLoading } = useQuery(documentQueries.targets());
  const open = (id: string) => void navigate({ to: `/document-setting/${id}` });
  useShortcuts({ Escape: () => void navigate({ to: '/home' }) });
  return (
    <Card
      size="small"
      title="Formats de documents"
      extra={
        <Space>
          <Link to="/document-setting-translate">Traductions des documents</Link>
          <Button onClick={() => void navigate({ to: '/home' })}>Quitter</Button>
        </Space>
      }
    >
      <Table
        aria-label="Documents imprimés"
        rowKey="id"
        size="small"
        bordered
        loading={isLoading}
        pagination={false}
        dataSource={data}
        onRow={(row) => ({ onDoubleClick: () => open(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'label', dataIndex: 'label', title: 'Documents', width: 240 },
          { key: 'kinds', dataIndex: 'kinds', title: 'Comprend' },
          {
            key: 'open',
            width: 110,
            render: (_, row) => (
              <Button size="small" onClick={() => open(row.id)}>
                Paramétrer
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
