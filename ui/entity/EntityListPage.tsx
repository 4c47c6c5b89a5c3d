// The generic list screen: server-side paging and sort, filters, selection, CSV export and the
// shortcuts. Its state survives a reload (per table name, in localStorage). Back from a save, it
// opens on the page holding the saved row, selected.
import { DeleteOutlined, EditOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, DatePicker, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, download } from '../api/client';
import { toast } from '../shell/notify';
import { useRight } from '../shell/rights';
import { renderCell } from './cells';
import { confirmDelete } from './confirm-delete';
import { dayProps } from './EntityFields';
import { messageOf } from './form-errors';
import { entityQueries, type SearchState, useDeleteEntity, useEntitySearch } from './queries';
import { type TableState, useTableState } from './table-state';
import type { EntityUi } from './types';
import { useRowSelection } from './useRowSelection';
import { useShortcuts } from './useShortcuts';

type Row = Record<string, unknown> & { id: number };

interface Props<T extends { id: number }> {
  ui: EntityUi<T>;
  /** Opens an item elsewhere than its detail route (a dialog, for lists the spec gives no detail route). */
  onOpen?: (id: number) => void;
  /** Criteria fixed by the screen (the town list's country and department from its URL). */
  criteria?: Record<string, unknown>;
  /** Controls above the filters (selectors that change the URL). */
  toolbar?: ReactNode;
  /** The screen's own buttons, after « Créer » (a series of places). */
  actions?: ReactNode;
}

export function EntityListPage<T extends { id: number }>({ ui, onOpen, criteria, toolbar, actions }: Props<T>) {
  const navigate = useNavigate();
  const { t } = useTranslation('entity');
  const right = useRight(ui.functionality);
  const [state, update] = useTableState(ui.name);
  const search = {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    filters: { ...state.filters, ...criteria },
  };
  const { data, isFetching, error } = useEntitySearch(ui.base, { ...search, around: state.reveal });
  useRevealedRow(ui.base, state, update, { ...search, data, isFetching });
  const [filterForm] = Form.useForm();
  // A refused search (a free search under 3 characters...) shows the server's message on its filter,
  // until a search goes through.
  useEffect(() => {
    if (!ui.filters?.length) return;
    const refused = error instanceof ApiError ? (error.fields ?? {}) : {};
    filterForm.setFields(
      ui.filters.map((f) => ({ name: f.name, errors: refused[f.name] ? [messageOf(refused[f.name] ?? '')] : [] })),
    );
  }, [error, filterForm, ui.filters]);
  const remove = useDeleteEntity(ui.base);
  const items = (data?.items ?? []) as Row[];

  const open = onOpen ?? ((id: number) => void navigate({ to: ui.detailPath(id) }));
  const create = right.canWrite ? () => open(0) : undefined;
  const canOpen = ui.canOpen !== false;
  const selection = useRowSelection<Row>({
    rows: items,
    keyOf: (row) => row.id,
    selectedKey: state.selectedId,
    onSelect: (key) => update({ selectedId: Number(key) }),
    onOpen: canOpen ? (row) => open(row.id) : undefined,
  });
  const selected = selection.selected;
  const modify = selected && canOpen ? () => open(selected.id) : undefined;
  const exportCsv = right.canExport
    ? () => void download(`${ui.base}/document`, { body: { filters: { ...state.filters, sort: state.sort } } })
    : undefined;
  const del =
    right.canDelete && selected
      ? async () => {
          if (!(await confirmDelete(ui.itemTitle(selected as unknown as T)))) return;
          await remove.mutateAsync(selected.id);
          update({ selectedId: undefined });
          toast.deleted();
        }
      : undefined;
  const quit = () => void navigate({ to: '/home' });
  useShortcuts({ F3: create, F4: modify, F8: exportCsv, F9: del && (() => void del()), Escape: quit });

  const columns = ui.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    width: c.width,
    sorter: c.sortable,
    sortOrder: state.sort?.field === c.key ? state.sort.order : null,
    render: (_: unknown, row: Row) => (c.render ? c.render(row as unknown as T) : renderCell(row[c.key], c.format)),
  }));

  return (
    <Card
      size="small"
      title={ui.title}
      extra={
        <Space wrap>
          {create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={create}>
              {t('create')}
            </Button>
          )}
          {actions}
          {canOpen && (
            <Button icon={<EditOutlined />} onClick={modify} disabled={!modify}>
              {right.canWrite ? t('modify') : t('consult')}
            </Button>
          )}
          {right.canDelete && (
            <Button danger icon={<DeleteOutlined />} onClick={() => void del?.()} disabled={!del}>
              {t('delete')}
            </Button>
          )}
          {exportCsv && (
            <Button icon={<FileExcelOutlined />} onClick={exportCsv}>
              {t('exportCsv')}
            </Button>
          )}
        </Space>
      }
    >
      {toolbar}
      {ui.filters && ui.filters.length > 0 && (
        <Form
          form={filterForm}
          // Its own id prefix: a detail shown in a dialog over the list has fields of the same names.
          name="filters"
          layout="inline"
          initialValues={state.filters}
          onFinish={(filters) => update({ filters, page: 1, selectedId: undefined })}
          style={{ marginBottom: 8 }}
          aria-label="Filtres"
        >
          {ui.filters.map((f) => (
            <Form.Item key={f.name} name={f.name} label={f.label} {...(f.kind === 'date' ? dayProps : {})}>
              {f.kind === 'bool' ? (
                <Select
                  allowClear
                  style={{ width: 90 }}
                  options={[
                    { value: true, label: t('yes') },
                    { value: false, label: t('no') },
                  ]}
                />
              ) : f.kind === 'integer' ? (
                <InputNumber precision={0} min={0} placeholder={f.placeholder} style={{ width: 110 }} />
              ) : f.kind === 'date' ? (
                <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" style={{ width: 140 }} />
              ) : (
                <Input allowClear placeholder={f.placeholder} style={{ width: 160 }} />
              )}
            </Form.Item>
          ))}
          <Button htmlType="submit">{t('search')}</Button>
        </Form>
      )}
      <Table<Row>
        rowKey="id"
        size="small"
        bordered
        loading={isFetching && !data}
        dataSource={items}
        columns={columns}
        {...selection.tableProps}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('total', { count: total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
          update({
            page: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? state.pageSize,
            sort: s?.order && s.columnKey ? { field: String(s.columnKey), order: s.order } : undefined,
          });
        }}
      />
    </Card>
  );
}

type SearchAnswer = ReturnType<typeof useEntitySearch>['data'];

/**
 * A row to reveal (set by a save): once the server answered the page holding it, the list moves to
 * that page with the answer already in place, and the row is scrolled into view.
 */
function useRevealedRow(
  base: string,
  state: TableState,
  update: (patch: Partial<TableState>) => void,
  search: SearchState & { data: SearchAnswer; isFetching: boolean },
) {
  const client = useQueryClient();
  const { data, isFetching } = search;
  const id = state.reveal;
  useEffect(() => {
    if (id === undefined || !data || isFetching) return;
    const page = data.page ?? state.page;
    const { around: _around, data: _data, isFetching: _fetching, ...rest } = search;
    client.setQueryData(entityQueries.search(base, { ...rest, page }).queryKey, {
      items: data.items,
      total: data.total,
    });
    update({ page, reveal: undefined });
    requestAnimationFrame(() =>
      document.querySelector(`tr[data-row-key="${id}"]`)?.scrollIntoView({ block: 'nearest' }),
    );
  });
}
