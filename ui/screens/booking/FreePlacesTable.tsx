// The free places answered by the availability search, with their price for the stay; the
// action (choose for an occupancy, book) is the caller's.
import { Table, Tooltip } from 'antd';
import type { FreePlace } from '../../../service/domains/booking/contract';
import { messageOf } from '../../entity/form-errors';
import { formatMoney } from '../../format';

interface Props {
  places: FreePlace[];
  isLoading: boolean;
  action: (place: FreePlace) => React.ReactNode;
}

export function FreePlacesTable({ places, isLoading, action }: Props) {
  return (
    <Table<FreePlace>
      size="small"
      rowKey="placeId"
      loading={isLoading}
      dataSource={places}
      pagination={places.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      locale={{ emptyText: 'Aucune place libre pour ces critères' }}
      columns={[
        { key: 'number', title: 'Place', width: 90, render: (_v, p) => <strong>{p.number}</strong> },
        { key: 'name', title: 'Nom', render: (_v, p) => p.name ?? '' },
        { key: 'type', title: "Type d'hébergement", render: (_v, p) => p.placeTypeLabel },
        { key: 'capacity', title: 'Capacité', width: 80, align: 'right', render: (_v, p) => p.capacity || '' },
        {
          key: 'price',
          title: 'Prix du séjour',
          width: 130,
          align: 'right',
          render: (_v, p) =>
            p.totalCents === null ? (
              <Tooltip title={p.priceError ? messageOf(p.priceError) : ''}>
                <span className="free-place-unpriced">non tarifé</span>
              </Tooltip>
            ) : (
              formatMoney(p.totalCents)
            ),
        },
        { key: 'action', width: 110, render: (_v, p) => action(p) },
      ]}
    />
  );
}
