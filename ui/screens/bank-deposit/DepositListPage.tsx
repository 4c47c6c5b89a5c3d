// /deposit-list/:yearMonth: the deposits of a month (`current` is this month) with a month
// switcher, each opening its detail, and the methods holding payments still to bank, each with a
// link to create its deposit.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { Button, Card, DatePicker, Space, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import type { DepositSummaryDto, PendingMethodDto } from '../../../service/domains/bank-deposit/contract';
import { shiftMonth } from '../../../service/domains/bank-deposit/rules';
import { formatDate, formatMoney } from '../../format';
import { useRight } from '../../shell/rights';
import { depositQueries } from './deposit.queries';
import { monthLabel } from './labels';

const depositColumns = [
  {
    key: 'number',
    title: 'N° de remise',
    width: 130,
    render: (_: unknown, d: DepositSummaryDto) => <Link to={`/deposit/${d.id}`}>{d.number}</Link>,
  },
  { key: 'date', title: 'Date', width: 110, render: (_: unknown, d: DepositSummaryDto) => formatDate(d.depositedOn) },
  { key: 'method', dataIndex: 'paymentMethodLabel', title: 'Mode de paiement' },
  { key: 'type', dataIndex: 'depositTypeLabel', title: 'Type de remise' },
  { key: 'account', dataIndex: 'bankAccountLabel', title: 'Compte bancaire' },
  { key: 'count', dataIndex: 'paymentsCount', title: 'Paiements', width: 100, align: 'right' as const },
  {
    key: 'total',
    title: 'Total',
    width: 130,
    align: 'right' as const,
    render: (_: unknown, d: DepositSummaryDto) => formatMoney(d.totalCents),
  },
];

export default function DepositListPage() {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const canWrite = useRight('payment_invoice_deposit_list').canWrite;
  const { data } = useQuery(depositQueries.month(params.yearMonth ?? 'current'));
  if (!data) return <Spin />;
  const go = (yearMonth: string) => void navigate({ to: `/deposit-list/${yearMonth}` });
  const total = data.deposits.reduce((sum, d) => sum + d.totalCents, 0);
  const pendingColumns = [
    { key: 'label', dataIndex: 'label', title: 'Mode de paiement' },
    { key: 'count', dataIndex: 'count', title: 'Paiements à remettre', width: 170, align: 'right' as const },
    {
      key: 'total',
      title: 'Montant',
      width: 130,
      align: 'right' as const,
      render: (_: unknown, m: PendingMethodDto) => formatMoney(m.totalCents),
    },
    {
      key: 'action',
      title: '',
      width: 190,
      render: (_: unknown, m: PendingMethodDto) =>
        canWrite && (
          <Button size="small" onClick={() => void navigate({ to: `/create-deposit/${m.paymentMethodId}` })}>
            Créer une remise {m.label}
          </Button>
        ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        size="small"
        title={`Remises en banque — ${monthLabel(data.yearMonth)}`}
        extra={
          <Space>
            <Button size="small" onClick={() => go(shiftMonth(data.yearMonth, -1))}>
              ‹ Mois précédent
            </Button>
            <DatePicker
              size="small"
              picker="month"
              format="MM/YYYY"
              aria-label="Mois"
              allowClear={false}
              value={dayjs(`${data.yearMonth}-01`)}
              onChange={(m) => m && go(m.format('YYYY-MM'))}
            />
            <Button size="small" onClick={() => go(shiftMonth(data.yearMonth, 1))}>
              Mois suivant ›
            </Button>
          </Space>
        }
      >
        <Table<DepositSummaryDto>
          rowKey="id"
          size="small"
          bordered
          dataSource={data.deposits}
          columns={depositColumns}
          pagination={false}
          locale={{ emptyText: 'Aucune remise ce mois-ci' }}
          onRow={(d) => ({ onClick: () => void navigate({ to: `/deposit/${d.id}` }), style: { cursor: 'pointer' } })}
          summary={() =>
            data.deposits.length > 0 && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={5}>
                  <b>Total du mois</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {data.deposits.reduce((sum, d) => sum + d.paymentsCount, 0)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <b>{formatMoney(total)}</b>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )
          }
        />
      </Card>
      <Card size="small" title="À remettre en banque">
        {data.pending.length === 0 ? (
          <Typography.Text type="secondary">Aucun paiement en attente de remise</Typography.Text>
        ) : (
          <Table<PendingMethodDto>
            rowKey="paymentMethodId"
            size="small"
            bordered
            dataSource={data.pending}
            columns={pendingColumns}
            pagination={false}
          />
        )}
      </Card>
    </Space>
  );
}
