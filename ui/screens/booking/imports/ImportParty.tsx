// Who and what comes: occupants with their channel category, then animals, vehicles and extras as
// the channel sent them (ids of the site's settings).
import { Table } from 'antd';
import type { ImportPayload } from '../../../../service/domains/booking-import/contract';
import { formatDate } from '../../../format';
import { channelCategoryLabels } from './labels';

export function ImportParty({ payload }: { payload: ImportPayload }) {
  const items = [
    ...payload.animals.map((a, i) => ({
      key: `a${i}`,
      kind: 'Animal',
      detail: `type n° ${a.animalTypeId} × ${a.quantity}`,
    })),
    ...payload.vehicles.map((v, i) => ({
      key: `v${i}`,
      kind: 'Véhicule',
      detail: [`type n° ${v.vehicleTypeId}`, v.brand, v.plate].filter(Boolean).join(' — '),
    })),
    ...payload.extras.map((e, i) => ({ key: `e${i}`, kind: 'Prestation', detail: `n° ${e.extraId} × ${e.quantity}` })),
  ];
  return (
    <>
      <Table
        rowKey="n"
        size="small"
        bordered
        pagination={false}
        dataSource={payload.occupants.map((o, i) => ({ ...o, n: i + 1 }))}
        columns={[
          { key: 'n', title: 'N°', width: 50, dataIndex: 'n' },
          { key: 'category', title: 'Catégorie', width: 110, render: (_, o) => channelCategoryLabels[o.category] },
          { key: 'lastName', title: 'Nom', dataIndex: 'lastName' },
          { key: 'firstName', title: 'Prénom', dataIndex: 'firstName' },
          { key: 'birthDate', title: 'Naissance', width: 110, render: (_, o) => formatDate(o.birthDate) },
        ]}
      />
      {items.length > 0 && (
        <Table
          style={{ marginTop: 8 }}
          size="small"
          bordered
          pagination={false}
          dataSource={items}
          columns={[
            { key: 'kind', title: 'Élément', dataIndex: 'kind', width: 110 },
            { key: 'detail', title: 'Détail', dataIndex: 'detail' },
          ]}
        />
      )}
    </>
  );
}
