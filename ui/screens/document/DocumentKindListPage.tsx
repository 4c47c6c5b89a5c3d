// /document-function-model-list: the document kinds, each with the number of its models (one per
// language). Double-click or Enter opens the kind's models; Esc goes home.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Table, Tag } from 'antd';
import type { DocumentKindRow } from '../../../service/domains/document/contract';
import { useShortcuts } from '../../entity/useShortcuts';
import { documentQueries } from './documents.queries';

export default function DocumentKindListPage() {
  const navigate = useNavigate();
  const { data = [], isLoading } = useQuery(documentQueries.kinds());
  const open = (row: DocumentKindRow) => void navigate({ to: `/mailing-configuration-list/${row.id}` });
  useShortcuts({ Escape: () => void navigate({ to: '/home' }) });
  return (
    <Card
      size="small"
      title="Modèles de documents et d'e-mails"
      extra={<Button onClick={() => void navigate({ to: '/home' })}>Quitter</Button>}
    >
      <Table<DocumentKindRow>
        aria-label="Types de documents"
        rowKey="id"
        size="small"
        bordered
        loading={isLoading}
        pagination={false}
        dataSource={data}
        onRow={(row) => ({
          onDoubleClick: () => open(row),
          onKeyDown: (e) => e.key === 'Enter' && open(row),
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
        columns={[
          { key: 'label', dataIndex: 'label', title: 'Document' },
          {
            key: 'models',
            title: 'Modèles',
            width: 140,
            render: (_, row) =>
              row.models === 0 ? <Tag color="red">Aucun</Tag> : `${row.models} langue${row.models > 1 ? 's' : ''}`,
          },
          {
            key: 'open',
            width: 120,
            render: (_, row) => (
              <Button size="small" onClick={() => open(row)}>
                Ouvrir
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
