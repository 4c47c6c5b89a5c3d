// The frame of the occupant reports: a filter form kept per report name (dates, a presence
// filter...), the service's answer handed to the report's body, refusals under their field.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, DatePicker, Form } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '../../../api/client';
import { dayProps } from '../../../entity/EntityFields';
import { messageOf } from '../../../entity/form-errors';
import { useTableState } from '../../../entity/table-state';
import { useShortcuts } from '../../../entity/useShortcuts';
import { listQueries } from './lists.queries';

interface Props<A> {
  name: string;
  path: string;
  title: (answer: A | undefined) => string;
  /** Day fields of the form, by name and label. */
  days: { name: string; label: string }[];
  /** Other Form.Items of the filter form. */
  extraFilters?: ReactNode;
  children: (answer: A) => ReactNode;
}

export function ReportFrame<A>({ name, path, title, days, extraFilters, children }: Props<A>) {
  const navigate = useNavigate();
  const [state, update] = useTableState(name);
  const { data, error } = useQuery(listQueries.post<A>(path, state.filters));
  const [form] = Form.useForm();
  useShortcuts({ Escape: () => void navigate({ to: '/home' }) });
  useEffect(() => {
    const refused = error instanceof ApiError ? (error.fields ?? {}) : {};
    form.setFields(
      days.map((d) => ({ name: d.name, errors: refused[d.name] ? [messageOf(refused[d.name] ?? '')] : [] })),
    );
  }, [error, form, days]);
  return (
    <Card size="small" title={title(data)}>
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
      {data !== undefined && children(data)}
    </Card>
  );
}
