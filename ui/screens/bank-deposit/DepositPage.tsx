// /deposit/:depositId: one deposit, its payments, and its slip to print (F8); Esc goes back to
// the deposits of its month.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Button, Card, Descriptions, Space, Spin, Table } from 'antd';
import type { DepositPaymentDto } from '../../../service/domains/bank-deposit/contract';
import { formatIban } from '../../../service/validation/iban';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDate, formatDateTime, formatMoney } from '../../format';
import { depositQueries, slipUrl } from './deposit.queries';
import { slipLabel } from './labels';
import { paymentColumns } from './payment-columns';

export default function DepositPage() {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const { data: d } = useQuery(depositQueries.detail(params.depositId ?? '0'));
  const back = () => void navigate({ to: `/deposit-list/${d ? d.depositedOn.slice(0, 7) : 'current'}` });
  const print = () => d && window.open(slipUrl(d.id), '_blank');
  useShortcuts({ F8: print, Escape: back });
  if (!d) return <Spin />;
  return (
    <Card
      size="small"
      title={`Remise en banque n° ${d.number}`}
      extra={
        <Space>
          <Button size="small" type="primary" onClick={print}>
            Imprimer le bordereau (F8)
          </Button>
          <Button size="small" onClick={back}>
            Quitter (Échap)
          </Button>
        </Space>
      }
    >
      <Descriptions size="small" bordered column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Date de remise">{formatDate(d.depositedOn)}</Descriptions.Item>
        <Descriptions.Item label="Mode de paiement">{d.paymentMethodLabel}</Descriptions.Item>
        <Descriptions.Item label="Type de remise">{d.depositTypeLabel}</Descriptions.Item>
        <Descriptions.Item label="Compte bancaire">
          {d.bankAccountLabel}
          {d.bankName ? ` (${d.bankName})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="IBAN">{d.bankAccountIban ? formatIban(d.bankAccountIban) : ''}</Descriptions.Item>
        <Descriptions.Item label="Bordereau">{slipLabel(d.slipType)}</Descriptions.Item>
        <Descriptions.Item label="Tickets">
          {d.fromTicket !== null || d.toTicket !== null ? `du ${d.fromTicket ?? '—'} au ${d.toTicket ?? '—'}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Enregistrée le">
          {formatDateTime(d.createdAt)}
          {d.createdByName ? ` par ${d.createdByName}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Total">
          <b>
            {d.paymentsCount} paiement{d.paymentsCount > 1 ? 's' : ''} — {formatMoney(d.totalCents)}
          </b>
        </Descriptions.Item>
      </Descriptions>
      <Table<DepositPaymentDto>
        rowKey="id"
        size="small"
        bordered
        dataSource={d.payments}
        columns={paymentColumns}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
