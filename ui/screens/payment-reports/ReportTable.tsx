// A money report's list: paged, sorted and filtered by the service, its filters, page and selected
// row kept per table name, a totals row under the page (totals of every row the filters keep),
// F8 its CSV export with the export right, Esc home. Rows select with a click or the arrows.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Space } from 'antd';
import { type ReactNode, useEffect } from 'react';
import type { FunctionalityCode } from '../../../service/domains/security/functionalities';
import { ApiError, download } from '../../api/client';
import { dayProps } from '../../entity/EntityFields';
import { messageOf } from '../../entity/form-errors';
import { useListActions } from '../../entity/ListActions';
import { PagedTable } from '../../entity/PagedTable';
import { useTableState } from '../../entity/table-state';
import type { ColumnDef } from '../../entity/types';
import { useRowSelection } from '../../entity/useRowSelection';
import { useRight } from '../../shell/rights';
import { reportQueries } from './reports.queries';

export interface Page<T> {
  items: T[];
  total: number;
}

interface Props<T extends { id: number }, A> {
  name: string;
  /** The POST path under /rest/; its CSV export is `${path}/document` (or `exportPath`). */
  path: string;
  exportPath?: string;
  label: string;
  title: (answer: A | undefined) => ReactNode;
  functionality: FunctionalityCode;
  columns: readonly ColumnDef<T>[];
  /** Fields named in the form's errors; `q` and the days are drawn here, others come in `extraFilters`. */
  dayFilters?: { name: string; label: string }[];
  searchPlaceholder?: string;
  extraFilters?: ReactNode;
  /** The totals of the filtered rows, by column key: shown as the last row. */
  totalsOf?: (answer: A) => Partial<Record<keyof T & string, number>>;
  /** Buttons acting on the selected row, beside the toolbar's. */
  rowActions?: (selected: T | undefined) => ReactNode;
  /** The page of rows in the answer (the answer itself by default). */
  pageOf?: (answer: A) => Page<T>;
  /** Above the table (another table, a note). */
  before?: (answer: A | undefined) => ReactNode;
}

export function ReportTable<T extends { id: number }, A = Page<T>>(props: Props<T, A>) {
  const { name, path, columns, dayFilters = [] } = props;
  const [state, update] = useTableState(name);
  const shown = { ...state.filters, sort: state.sort };
  const { data, isFetching, error } = useQuery(
    reportQueries.post<A>(path, { ...shown, page: state.page, pageSize: state.pageSize }),
  );
  // Without pageOf, A is Page<T> (the default): the answer is the page.
  const page = data === undefined ? undefined : props.pageOf ? props.pageOf(data) : (data as unknown as Page<T>);
  const [form] = Form.useForm();
  const { selected, tableProps } = useRowSelection<T>({
    rows: page?.items ?? [],
    keyOf: (row) => row.id,
    selectedKey: state.selectedId,
    onSelect: (key) => update({ selectedId: Number(key) }),
  });
  const canExport = useRight(props.functionality).canExport;
  const exportPath = props.exportPath ?? `${path}/document`;
  const actions = useListActions({
    canOpen: false,
    isWriter: false,
    exportCsv: canExport ? () => void download(exportPath, { body: { filters: shown } }) : undefined,
  });
  const fieldNames = ['q', 'to', ...dayFilters.map((d) => d.name), 'state', 'date'];
  useEffect(() => {
    const refused = error instanceof ApiError ? (error.fields ?? {}) : {};
    form.setFields(
      [...new Set(fieldNames)].map((f) => ({ name: f, errors: refused[f] ? [messageOf(refused[f] ?? '')] : [] })),
    );
  });
  const totals = data && props.totalsOf ? props.totalsOf(data) : undefined;
  return (
    <Card
      size="small"
      title={props.title(data)}
      extra={
        <Space wrap>
          {props.rowActions?.(selected)}
          {actions}
        </Space>
      }
    >
      <Form
        form={form}
        name={`${name}-filters`}
        layout="inline"
        initialValues={state.filters}
        onFinish={(values) => update({ filters: values, page: 1 })}
        style={{ marginBottom: 8, rowGap: 4 }}
        aria-label="Filtres"
      >
        {dayFilters.map((d) => (
          <Form.Item key={d.name} name={d.name} label={d.label} {...dayProps}>
            <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" style={{ width: 140 }} />
          </Form.Item>
        ))}
        <Form.Item name="q" label="Recherche">
          <Input allowClear placeholder={props.searchPlaceholder} style={{ width: 220 }} />
        </Form.Item>
        {props.extraFilters}
        <Button htmlType="submit">Rechercher</Button>
      </Form>
      {props.before?.(data)}
      <PagedTable<T>
        label={props.label}
        columns={columns}
        rows={page?.items}
        total={page?.total ?? 0}
        isLoading={isFetching && !data}
        state={state}
        update={update}
        tableProps={tableProps}
        totals={totals}
      />
    </Card>
  );
}
