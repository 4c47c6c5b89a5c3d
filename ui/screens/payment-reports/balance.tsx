// /balance: what is owed and held at a date (today by default). By payment method: received,
// banked, still held at the site, guarantees in progress; by customer: their live reservations'
// totals due (total − VACAF aid), paid, remaining and the credits they hold, with totals. F8
// exports the customers as filtered; « Export modes » the methods.
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Table, Typography } from 'antd';
import type {
  BalanceAnswer,
  BalanceCustomerRow,
  BalanceMethodRow,
} from '../../../service/domains/payment/reports-contract';
import { download } from '../../api/client';
import { renderCell } from '../../entity/cells';
import { readTableState } from '../../entity/table-state';
import type { ColumnDef } from '../../entity/types';
import { formatDate } from '../../format';
import { useRight } from '../../shell/rights';
import { ReportTable } from './ReportTable';

const functionality = 'payment_invoice_balance';
const name = 'balance';

const customerColumns: readonly ColumnDef<BalanceCustomerRow>[] = [
  { key: 'customerName', title: 'Client', sortable: true },
  { key: 'staysCount', title: 'Séjours', sortable: true, width: 80 },
  { key: 'totalCents', title: 'Total des séjours', format: 'money', width: 130 },
  { key: 'vacafAidCents', title: 'Aide VACAF', format: 'money', width: 110 },
  { key: 'dueCents', title: 'Dû par le client', format: 'money', sortable: true, width: 130 },
  { key: 'paidCents', title: 'Réglé', format: 'money', sortable: true, width: 110 },
  { key: 'remainingCents', title: 'Reste dû', format: 'money', sortable: true, width: 110 },
  { key: 'creditCents', title: 'Avoirs détenus', format: 'money', sortable: true, width: 120 },
];

const money = (cents: number) => renderCell(cents, 'money');
const right = 'right' as const;

function MethodTable({ methods }: { methods: BalanceAnswer['methods'] }) {
  return (
    <Table<BalanceMethodRow>
      aria-label="Par mode de paiement"
      rowKey="id"
      size="small"
      bordered
      pagination={false}
      style={{ marginBottom: 12 }}
      dataSource={methods.items}
      columns={[
        { key: 'label', dataIndex: 'label', title: 'Mode de paiement' },
        { key: 'received', title: 'Reçu', align: right, render: (_, r) => money(r.receivedCents) },
        { key: 'banked', title: 'Remis en banque', align: right, render: (_, r) => money(r.bankedCents) },
        { key: 'held', title: 'Détenu sur site', align: right, render: (_, r) => money(r.heldCents) },
        { key: 'guarantee', title: 'Cautions en cours', align: right, render: (_, r) => money(r.guaranteeCents) },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <b>Total</b>
          </Table.Summary.Cell>
          {(['receivedCents', 'bankedCents', 'heldCents', 'guaranteeCents'] as const).map((k, i) => (
            <Table.Summary.Cell key={k} index={i + 1} align={right}>
              <b>{money(methods.totals[k])}</b>
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}

export default function BalancePage() {
  const canExport = useRight(functionality).canExport;
  const exportMethods = () =>
    void download('balance/methods/document', { body: { filters: readTableState(name).filters } });
  return (
    <ReportTable<BalanceCustomerRow, BalanceAnswer>
      name={name}
      path="balance/search"
      exportPath="balance/customers/document"
      label="Par client"
      title={(a) => (a ? `Balance au ${formatDate(a.date)}` : 'Balance')}
      functionality={functionality}
      columns={customerColumns}
      dayFilters={[{ name: 'date', label: 'Au' }]}
      searchPlaceholder="Nom du client (3 caractères)"
      extraFilters={
        <Form.Item name="isOwingOnly" valuePropName="checked">
          <Checkbox>Reste dû seulement</Checkbox>
        </Form.Item>
      }
      pageOf={(a) => a.customers}
      totalsOf={(a) => a.customers.totals}
      rowActions={() =>
        canExport ? (
          <Button icon={<FileExcelOutlined />} onClick={exportMethods}>
            Export modes
          </Button>
        ) : null
      }
      before={(a) =>
        a ? (
          <>
            <Typography.Title level={5}>Par mode de paiement</Typography.Title>
            <MethodTable methods={a.methods} />
            <Typography.Title level={5}>Par client</Typography.Title>
          </>
        ) : null
      }
    />
  );
}
