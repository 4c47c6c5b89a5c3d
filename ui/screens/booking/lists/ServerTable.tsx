// A read-only list paged, sorted and filtered by the service: the booking lists' common screen.
// Page, size, sort, filters and the selected row are kept per table name; a refused search
// (under 3 characters) shows the server's message under its filter; a row selected (click, arrows)
// opens with Enter, a double-click or F4; F3 creates a booking, F8 exports the rows filtered.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input } from 'antd';
import { type ReactNode, useEffect } from 'react';
import type { FunctionalityCode } from '../../../../service/domains/security/functionalities';
import { ApiError } from '../../../api/client';
import { dayProps } from '../../../entity/EntityFields';
import { messageOf } from '../../../entity/form-errors';
import { PagedTable } from '../../../entity/PagedTable';
import { useTableState } from '../../../entity/table-state';
import type { ColumnDef, FilterDef } from '../../../entity/types';
import { useRowSelection } from '../../../entity/useRowSelection';
import { listQueries } from './lists.queries';
import { useBookingActions, useBookingOpener } from './useBookingActions';

export interface ServerPage<T> {
  items: T[];
  total: number;
}

interface Props<T extends { id: number }, A extends ServerPage<T>> {
  /** Key of the remembered state. */
  name: string;
  /** The POST path under /rest/. */
  path: string;
  columns: readonly ColumnDef<T>[];
  filters: readonly FilterDef[];
  /** Controls of the filter form beyond `filters` (a select...), as Form.Items. */
  extraFilters?: ReactNode;
  /** Criteria the screen fixes itself. */
  criteria?: Record<string, unknown>;
  onOpen?: (row: T) => void;
  /** The whole answer, for screens that show what the service defaulted (the day...). */
  onAnswer?: (answer: A) => void;
  label: string;
  title: ReactNode;
  /** Controls above the filters (a status selector...). */
  toolbar?: ReactNode;
  /** The list's functionality: its export right. */
  functionality: FunctionalityCode;
}

export function ServerTable<T extends { id: number }, A extends ServerPage<T> = ServerPage<T>>(props: Props<T, A>) {
  const { name, path, columns, filters, extraFilters, criteria, onAnswer, label } = props;
  const [state, update] = useTableState(name);
  const shown = { ...state.filters, ...criteria, sort: state.sort };
  const body = { ...shown, page: state.page, pageSize: state.pageSize };
  const { data, isFetching, error } = useQuery(listQueries.post<A>(path, body));
  const [form] = Form.useForm();
  const openRow = useBookingOpener(props.onOpen);
  const { selected, tableProps } = useRowSelection<T>({
    rows: data?.items ?? [],
    keyOf: (row) => row.id,
    selectedKey: state.selectedId,
    onSelect: (key) => update({ selectedId: Number(key) }),
    onOpen: openRow,
  });
  const actions = useBookingActions({
    selected,
    openRow,
    functionality: props.functionality,
    exportPath: `${path}/document`,
    filters: shown,
  });
  useEffect(() => {
    if (data) onAnswer?.(data);
  }, [data, onAnswer]);
  useEffect(() => {
    const refused = error instanceof ApiError ? (error.fields ?? {}) : {};
    form.setFields(
      filters.map((f) => ({ name: f.name, errors: refused[f.name] ? [messageOf(refused[f.name] ?? '')] : [] })),
    );
  }, [error, form, filters]);
  return (
    <Card size="small" title={props.title} extra={actions}>
      {props.toolbar}
      <Form
        form={form}
        name={`${name}-filters`}
        layout="inline"
        initialValues={state.filters}
        onFinish={(values) => update({ filters: values, page: 1 })}
        style={{ marginBottom: 8, rowGap: 4 }}
        aria-label="Filtres"
      >
        {filters.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} {...(f.kind === 'date' ? dayProps : {})}>
            {f.kind === 'date' ? (
              <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" style={{ width: 140 }} />
            ) : (
              <Input allowClear placeholder={f.placeholder} style={{ width: 200 }} />
            )}
          </Form.Item>
        ))}
        {extraFilters}
        <Button htmlType="submit">Rechercher</Button>
      </Form>
      <PagedTable<T>
        label={label}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        isLoading={isFetching && !data}
        state={state}
        update={update}
        tableProps={tableProps}
      />
    </Card>
  );
}
