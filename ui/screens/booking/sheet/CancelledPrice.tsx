// The price of a cancelled stay as stored: its one cancellation line (what the site keeps, and the
// rule of the cancellation preference that set it), what was paid, and the balance owed or to refund.
import { Alert, Descriptions, Space, Table } from 'antd';
import type { BookingDto, BookingLineDto } from '../../../../service/domains/booking/contract';
import { balanceWording } from '../../../../service/domains/booking/lists/contract';
import type { LineKind } from '../../../../service/domains/pricing/line-kinds';
import { formatMoney } from '../../../format';
import { lineKindLabel } from './line-kind-labels';

export function CancelledPrice({ booking }: { booking: BookingDto }) {
  const balance = booking.totalCents - booking.paidCents;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8} className="cancelled-price">
      <Alert
        type="info"
        showIcon
        message="Séjour annulé : ses lignes ont laissé place à la ligne d'annulation, qui retient ce que garde le camping."
      />
      <Table<BookingLineDto>
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={booking.lines}
        columns={[
          // A stored line's kind is one of the engine's (1-24): the service writes no other.
          { key: 'kind', title: 'Nature', width: 130, render: (_v, l) => lineKindLabel(l.kind as LineKind) },
          { key: 'label', title: 'Libellé', render: (_v, l) => l.label },
          { key: 'explain', title: 'Règle appliquée', render: (_v, l) => l.explain },
          {
            key: 'amount',
            title: 'Montant',
            width: 120,
            align: 'right',
            render: (_v, l) => formatMoney(l.amountCents),
          },
        ]}
      />
      <Descriptions size="small" column={3} bordered className="cancelled-balance">
        <Descriptions.Item label="Retenu">{formatMoney(booking.totalCents)}</Descriptions.Item>
        <Descriptions.Item label="Déjà réglé">{formatMoney(booking.paidCents)}</Descriptions.Item>
        <Descriptions.Item label={balanceWording(balance)}>{formatMoney(Math.abs(balance))}</Descriptions.Item>
      </Descriptions>
    </Space>
  );
}
