// The priced periods of a parent, under its detail form (fee prices, meter tarifications, parcel
// rents): double-click or "Modifier" opens one, "Ajouter" a new one. A new parent saves first.
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { FunctionalityCode } from '../../../service/domains/security/functionalities';
import { renderCell } from '../../entity/cells';
import { useEntitySearch } from '../../entity/queries';
import type { ColumnDef } from '../../entity/types';
import { useRight } from '../../shell/rights';
import type { PeriodRow } from './child-period-ui';

type Row = Record<string, unknown> & { id: number };

interface Props {
  title: string;
  base: string;
  functionality: FunctionalityCode;
  parentId: number;
  columns: readonly ColumnDef<PeriodRow>[];
  /** The child's detail path (id 0 for a new one). */
  path: (id: number) => string;
}

export function ChildPeriods({ title, base, functionality, parentId, columns, path }: Props) {
  const navigate = useNavigate();
  const canWrite = useRight(functionality).canWrite;
  const [selectedId, setSelectedId] = useState<number>();
  const { data, isFetching } = useEntitySearch(base, { page: 1, pageSize: 100, filters: { parentId } });
  const open = (id: number) => void navigate({ to: path(id) });
  if (parentId === 0)
    return <Alert type="info" showIcon title={`Enregistrez d'abord pour saisir les ${title.toLowerCase()}.`} />;
  return (
    <Card
      size="small"
      type="inner"
      title={title}
      extra={
        <Space>
          {canWrite && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => open(0)}>
              Ajouter
            </Button>
          )}
          <Button
            size="small"
            icon={<EditOutlined />}
            disabled={!selectedId}
            onClick={() => selectedId && open(selectedId)}
          >
            {canWrite ? 'Modifier' : 'Consulter'}
          </Button>
        </Space>
      }
    >
      <Table<Row>
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        loading={isFetching && !data}
        dataSource={(data?.items ?? []) as Row[]}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selectedId ? [selectedId] : [],
          onChange: (keys) => setSelectedId(Number(keys[0])),
        }}
        onRow={(row) => ({ onClick: () => setSelectedId(row.id), onDoubleClick: () => open(row.id) })}
        columns={columns.map((c) => ({
          key: c.key,
          dataIndex: c.key,
          title: c.title,
          width: c.width,
          render: (_: unknown, row: Row) => renderCell(row[c.key], c.format),
        }))}
      />
    </Card>
  );
}
