// The frame of the occupant reports: a filter form kept per report name (dates, a presence
// filter...), the service's answer handed to the report's body, refusals under their field. The
// rows select (click, arrows) and those of a stay open its booking (Enter, double-click, F4); F3
// creates a booking, F8 exports the report as filtered.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, type TableProps } from 'antd';
import { type Key, type ReactNode, useEffect } from 'react';
import type { FunctionalityCode } from '../../../../service/domains/security/functionalities';
import { ApiError } from '../../../api/client';
import { dayProps } from '../../../entity/EntityFields';
import { messageOf } from '../../../entity/form-errors';
import { useTableState } from '../../../entity/table-state';
import { useRowSelection } from '../../../entity/useRowSelection';
import { listQueries } from './lists.queries';
import { useBookingActions, useBookingOpener } from './useBookingActions';

export type Selectable<R> = Pick<TableProps<R>, 'rowSelection' | 'onRow'>;

interface Props<A, R extends object> {
  name: string;
  path: string;
  title: (answer: A | undefined) => string;
  /** The report's functionality: its export right. */
  functionality: FunctionalityCode;
  /** Whether `path`/document exports the report (F8). */
  isExported?: boolean;
  /** Day fields of the form, by name and label. */
  days: { name: string; label: string }[];
  /** Other Form.Items of the filter form. */
  extraFilters?: ReactNode;
  /** The rows to select and their key; `onOpen` opens a row's booking. */
  rowsOf?: (answer: A) => readonly R[];
  keyOf?: (row: R) => Key;
  onOpen?: (row: R) => void;
  children: (answer: A, selectable: Selectable<R>) => ReactNode;
}

export function ReportFrame<A, R extends object = object>(props: Props<A, R>) {
  const { name, path, title, days, extraFilters, children } = props;
  const [state, update] = useTableState(name);
  const { data, error } = useQuery(listQueries.post<A>(path, state.filters));
  const [form] = Form.useForm();
  const openRow = useBookingOpener(props.onOpen);
  const keyOf = props.keyOf ?? (() => '');
  const { selected, tableProps } = useRowSelection<R>({
    rows: data !== undefined && props.rowsOf ? props.rowsOf(data) : [],
    keyOf,
    selectedKey: state.selectedKey,
    onSelect: (key) => update({ selectedKey: typeof key === 'bigint' ? Number(key) : key }),
    onOpen: openRow,
  });
  const actions = useBookingActions({
    selected,
    openRow,
    functionality: props.functionality,
    exportPath: props.isExported === false ? undefined : `${path}/document`,
    filters: state.filters,
  });
  useEffect(() => {
    const refused = error instanceof ApiError ? (error.fields ?? {}) : {};
    form.setFields(
      days.map((d) => ({ name: d.name, errors: refused[d.name] ? [messageOf(refused[d.name] ?? '')] : [] })),
    );
  }, [error, form, days]);
  return (
    <Card size="small" title={title(data)} extra={actions}>
      <Form
        form={form}
        name={`${name}-filters`}
        layout="inline"
        initialValues={state.filters}
        onFinish={(filters) => update({ filters })}
        style={{ marginBottom: 8 }}
        aria-label="Filtres"
      >
        {days.map((d) => (
          <Form.Item key={d.name} name={d.name} label={d.label} {...dayProps}>
            <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" style={{ width: 140 }} />
          </Form.Item>
        ))}
        {extraFilters}
        <Button htmlType="submit">Rechercher</Button>
      </Form>
      {data !== undefined && children(data, tableProps)}
    </Card>
  );
}
