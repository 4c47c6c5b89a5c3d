// A table paged and sorted by the service, its page, size and sort kept per table name (with the
// filters the screen keeps beside): the common table of the lists the service pages (bookings,
// invoices, money reports), with an optional totals row under the page.
import { Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { renderCell } from './cells';
import type { TableState } from './table-state';
import type { ColumnDef } from './types';

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
  /** Totals by column key, shown as a last « Total » row. */
  totals?: Partial<Record<string, number>>;
  /** A row's key when ids alone are not unique (the id by default). */
  rowKey?: (row: T) => string;
}

function TotalsRow<T>({
  columns,
  totals,
  hasSelection,
}: {
  columns: readonly ColumnDef<T>[];
  totals: Partial<Record<string, number>>;
  hasSelection: boolean;
}) {
  return (
    <Table.Summary.Row>
      {hasSelection ? <Table.Summary.Cell index={0} /> : null}
      {columns.map((c, i) => (
        <Table.Summary.Cell key={c.key} index={i + 1} align={c.format === 'money' ? 'right' : undefined}>
          {i === 0 ? <b>Total</b> : totals[c.key] !== undefined ? <b>{renderCell(totals[c.key], c.format)}</b> : null}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
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
      summary={() =>
        props.totals ? (
          <TotalsRow
            columns={props.columns}
            totals={props.totals}
            hasSelection={Boolean(props.tableProps.rowSelection)}
          />
        ) : null
      }
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
