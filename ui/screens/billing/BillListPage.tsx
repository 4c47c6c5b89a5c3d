// /bill-list: the invoices and credit notes, filtered by document kind, type (invoice, cancelled,
// cancelling), issue dates, customer and number; sorted and paged by the service, the state kept
// per table; a row opens its invoice, a credit note the credit notes' list on its number (Enter,
// double-click, F4); F8 exports the rows filtered.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, DatePicker, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import type { InvoiceRow } from '../../../service/domains/billing/read-contract';
import { DOCUMENT_KINDS, INVOICE_TYPES } from '../../../service/domains/payment/kinds';
import { ApiError, download } from '../../api/client';
import { dayProps } from '../../entity/EntityFields';
import { messageOf } from '../../entity/form-errors';
import { useListActions } from '../../entity/ListActions';
import { PagedTable } from '../../entity/PagedTable';
import { readTableState, useTableState, writeTableState } from '../../entity/table-state';
import { useRowSelection } from '../../entity/useRowSelection';
import { useRight } from '../../shell/rights';
import { billColumns } from './bill-columns';
import { billingQueries } from './billing.queries';

const CREDIT_LIST = 'result-credit-list';
/** Invoices and credit notes share the list: their numbers, never their ids, are unique. */
const rowKeyOf = (row: InvoiceRow) => row.number;

const filterNames = ['documentKind', 'type', 'startDate', 'endDate', 'customer', 'number'];

export default function BillListPage() {
  const navigate = useNavigate();
  const [state, update] = useTableState('bill-list');
  const shown = { ...state.filters, sort: state.sort };
  const { data, isFetching, error } = useQuery(
    billingQueries.page<InvoiceRow>('billing/invoice/search', { ...shown, page: state.page, pageSize: state.pageSize }),
  );
  const [form] = Form.useForm();
  const open = (row: InvoiceRow) => {
    if (!row.creditNoteId) return void navigate({ to: `/bill/${row.id}` });
    // A credit note opens in the credit notes' list, searched on its number.
    const credits = readTableState(CREDIT_LIST);
    writeTableState(CREDIT_LIST, { ...credits, page: 1, filters: { q: row.number } });
    void navigate({ to: '/result-credit-list' });
  };
  const { selected, tableProps } = useRowSelection<InvoiceRow>({
    rows: data?.items ?? [],
    keyOf: rowKeyOf,
    selectedKey: state.selectedKey,
    onSelect: (key) => update({ selectedKey: String(key) }),
    onOpen: open,
  });
  const canExport = useRight('payment_invoice_bill_list').canExport;
  const actions = useListActions({
    open: selected ? () => open(selected) : undefined,
    canOpen: true,
    isWriter: false,
    exportCsv: canExport ? () => void download('billing/invoice/document', { body: { filters: shown } }) : undefined,
  });
  useEffect(() => {
    const refused = error instanceof ApiError ? (error.fields ?? {}) : {};
    form.setFields(filterNames.map((name) => ({ name, errors: refused[name] ? [messageOf(refused[name])] : [] })));
  }, [error, form]);
  return (
    <Card size="small" title="Factures et avoirs" extra={actions}>
      <Form
        form={form}
        name="bill-list-filters"
        layout="inline"
        initialValues={state.filters}
        onFinish={(values) => update({ filters: values, page: 1 })}
        style={{ marginBottom: 8, rowGap: 4 }}
        aria-label="Filtres"
      >
        <Form.Item name="documentKind" label="Document">
          <Select
            allowClear
            placeholder="Tous"
            style={{ width: 160 }}
            options={DOCUMENT_KINDS.map((k) => ({ value: k.id, label: k.label }))}
          />
        </Form.Item>
        <Form.Item name="type" label="Type">
          <Select
            allowClear
            placeholder="Tous"
            style={{ width: 170 }}
            options={INVOICE_TYPES.map((t) => ({ value: t.id, label: t.label }))}
          />
        </Form.Item>
        <Form.Item name="startDate" label="Du" {...dayProps}>
          <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="endDate" label="Au" {...dayProps}>
          <DatePicker format="DD/MM/YYYY" placeholder="JJ/MM/AAAA" style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="customer" label="Client">
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="number" label="Numéro">
          <Input allowClear style={{ width: 130 }} />
        </Form.Item>
        <Button htmlType="submit">Rechercher</Button>
      </Form>
      <PagedTable<InvoiceRow>
        label="Factures et avoirs"
        columns={billColumns}
        rowKey={rowKeyOf}
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
