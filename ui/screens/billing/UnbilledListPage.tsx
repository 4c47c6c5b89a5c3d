// /unbill-document-list: the reservations not billed whose stay has begun or ended, with total,
// paid and balance. Rows ticked are invoiced one by one (the customer's bill of each booking); each
// refusal is listed with the booking it concerns and its message. A double-click opens the booking.
import { FileDoneOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Card, DatePicker, Form, Input, Space } from 'antd';
import { useState } from 'react';
import type { UnbilledRow } from '../../../service/domains/billing/read-contract';
import { ApiError } from '../../api/client';
import { dayProps } from '../../entity/EntityFields';
import { useListActions } from '../../entity/ListActions';
import { PagedTable } from '../../entity/PagedTable';
import { useTableState } from '../../entity/table-state';
import { useRight } from '../../shell/rights';
import { bookingResumePath } from '../booking/lists/booking-columns';
import { unbilledColumns } from './bill-columns';
import { billingQueries, invoiceBooking } from './billing.queries';

interface Outcome {
  bookingId: number;
  code: string;
  text: string;
  isIssued: boolean;
}

export default function UnbilledListPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, update] = useTableState('unbill-document-list');
  const body = { ...state.filters, sort: state.sort, page: state.page, pageSize: state.pageSize };
  const { data, isFetching } = useQuery(billingQueries.page<UnbilledRow>('billing/unbilled/search', body));
  const [ticked, setTicked] = useState<number[]>([]);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [isRunning, setRunning] = useState(false);
  const canWrite = useRight('payment_invoice_unbilled_document_list').canWrite;
  const actions = useListActions({ canOpen: false, isWriter: canWrite });
  const invoiceTicked = async () => {
    const rows = (data?.items ?? []).filter((r) => ticked.includes(r.id));
    setRunning(true);
    const done: Outcome[] = [];
    for (const row of rows) {
      const code = row.code ?? `n° ${row.id}`;
      try {
        const issued = await invoiceBooking(row.id, true);
        done.push({ bookingId: row.id, code, text: `facture ${issued.number} émise`, isIssued: true });
      } catch (error) {
        const text = error instanceof ApiError ? error.message : 'Une erreur est survenue';
        done.push({ bookingId: row.id, code, text, isIssued: false });
      }
    }
    setRunning(false);
    setOutcomes(done);
    setTicked([]);
    await client.invalidateQueries({ queryKey: billingQueries.all });
  };
  const refused = outcomes.filter((o) => !o.isIssued);
  const issued = outcomes.filter((o) => o.isIssued);
  return (
    <Card
      size="small"
      title="Documents non facturés"
      extra={
        <Space>
          {canWrite && (
            <Button
              type="primary"
              icon={<FileDoneOutlined />}
              disabled={ticked.length === 0}
              loading={isRunning}
              onClick={() => void invoiceTicked()}
            >
              Facturer la sélection{ticked.length > 0 ? ` (${ticked.length})` : ''}
            </Button>
          )}
          {actions}
        </Space>
      }
    >
      <Form
        name="unbill-document-list-filters"
        layout="inline"
        initialValues={state.filters}
        onFinish={(values) => update({ filters: values, page: 1 })}
        style={{ marginBottom: 8, rowGap: 4 }}
        aria-label="Filtres"
      >
        <Form.Item name="customer" label="Client ou code">
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="startDate" label="Du" {...dayProps}>
          <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="endDate" label="Au" {...dayProps}>
          <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" style={{ width: 130 }} />
        </Form.Item>
        <Button htmlType="submit">Rechercher</Button>
      </Form>
      {issued.length > 0 && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 8 }}
          message={issued.map((o) => `${o.code} : ${o.text}`).join(' ; ')}
        />
      )}
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          message="Réservations non facturées"
          description={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {refused.map((o) => (
                <li key={o.bookingId}>
                  {o.code} : {o.text}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <PagedTable<UnbilledRow>
        label="Réservations non facturées"
        columns={unbilledColumns}
        rows={data?.items}
        total={data?.total ?? 0}
        isLoading={isFetching && !data}
        state={state}
        update={update}
        tableProps={{
          rowSelection: canWrite
            ? {
                type: 'checkbox',
                columnWidth: 32,
                selectedRowKeys: ticked,
                onChange: (keys) => setTicked(keys.map(Number)),
              }
            : undefined,
          onRow: (row) => ({ onDoubleClick: () => void navigate({ to: bookingResumePath(row) }) }),
        }}
      />
    </Card>
  );
}
