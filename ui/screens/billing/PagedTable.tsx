// A table paged and sorted by the service, its page, size and sort kept per table name (with the
// filters the screen keeps beside): the invoice screens' common table.
import { Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { renderCell } from '../../entity/cells';
import type { TableState } from '../../entity/table-state';
import type { ColumnDef } from '../../entity/types';

interface Props<T extends { id: number }> {
  label: string;
  columns: readonly ColumnDef<T>[];
  rows: T[] | undefined;
  total: number;
  isLoading: boolean;
  state: TableState;
  update: (patch: Partial<TableState>) => void;
  /** Row selection and clicks (useRowSelection's, or checkboxes). */
  tableProps: Pick<TableProps<T>, 'rowSelection' | 'onRow'>;
  /** A row's key when ids alone are not unique (the id by default). */
  rowKey?: (row: T) => string;
}

export function PagedTable<T extends { id: number }>(props: Props<T>) {
  const { state, update } = props;
  const columns = props.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    width: c.width,
    sorter: c.sortable,
    align: c.format === 'money' ? ('right' as const) : undefined,
    sortOrder: state.sort?.field === c.key ? state.sort.order : null,
    render: (_: unknown, row: T) => (c.render ? c.render(row) : renderCell(row[c.key], c.format)),
  }));
  return (
    <Table<T>
      aria-label={props.label}
      rowKey={props.rowKey ?? 'id'}
      size="small"
      bordered
      scroll={{ x: 'max-content' }}
      loading={props.isLoading}
      dataSource={props.rows ?? []}
      columns={columns}
      {...props.tableProps}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => `${total} ligne${total > 1 ? 's' : ''}`,
      }}
      onChange={(pagination, _filters, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
        update({
          page: pagination.current ?? 1,
          pageSize: pagination.pageSize ?? state.pageSize,
          sort: s?.order && s.columnKey ? { field: String(s.columnKey), order: s.order } : undefined,
        });
      }}
    />
  );
}
