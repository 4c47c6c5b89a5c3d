// An editable list of an occupancy (occupants, animals, vehicles, extras): one row per item,
// cells edited in place, a row removed by its button, a new one added below.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { replaceAt } from './occupancy-edit';

export interface RowColumn<T> {
  title: string;
  width?: number;
  render: (row: T, set: (row: T) => void, index: number) => ReactNode;
}

interface Props<T> {
  rows: readonly T[];
  columns: RowColumn<T>[];
  onChange: (rows: T[]) => void;
  /** Null when the list it chooses from is empty: adding then says what to set up first. */
  newRow: (() => T) | null;
  addLabel: string;
  missingSetup?: string;
  isReadOnly: boolean;
}

export function RowsTable<T extends object>({
  rows,
  columns,
  onChange,
  newRow,
  addLabel,
  missingSetup,
  isReadOnly,
}: Props<T>) {
  const set = (index: number) => (row: T | null) => onChange(replaceAt(rows, index, row));
  const add = () => newRow && onChange([...rows, newRow()]);
  return (
    <>
      <Table<T>
        size="small"
        pagination={false}
        rowKey={(_r) => String(rows.indexOf(_r))}
        dataSource={[...rows]}
        locale={{ emptyText: 'Aucune ligne' }}
        columns={[
          ...columns.map((c, ci) => ({
            key: String(ci),
            title: c.title,
            width: c.width,
            render: (_v: unknown, row: T, index: number) => c.render(row, set(index), index),
          })),
          {
            key: 'remove',
            width: 40,
            render: (_v: unknown, _row: T, index: number) => (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Retirer la ligne ${index + 1}`}
                disabled={isReadOnly}
                onClick={() => set(index)(null)}
              />
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 6 }}>
        <Button size="small" icon={<PlusOutlined />} onClick={add} disabled={isReadOnly || !newRow}>
          {addLabel}
        </Button>
        {!newRow && missingSetup && <Typography.Text type="secondary">{missingSetup}</Typography.Text>}
      </Space>
    </>
  );
}
