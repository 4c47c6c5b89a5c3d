// Access channels: where bookings come from (reception, website, OTA, tour operator); the
// commercialisation grid says which places each one sells.
import { accessChannelInputSchema, channelKinds } from '../../../service/domains/place/contract';
import type { AccessChannelRow } from '../../../service/domains/place/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { activeColumn, listedFields, orderColumn } from './listed-fields';

export const accessChannelUi: EntityUi<AccessChannelRow> = {
  name: 'access-channel-list',
  base: 'place/access-channel',
  functionality: 'booking_access_channel_list',
  title: "Canaux d'accès",
  itemTitle: (r) => r.label,
  listPath: '/access-channel-list',
  detailPath: (id) => `/access-channel/${id}`,
  columns: [
    orderColumn,
    { key: 'code', title: 'Code', sortable: true, width: 120 },
    { key: 'label', title: 'Libellé', sortable: true },
    {
      key: 'kind',
      title: 'Type',
      sortable: true,
      width: 200,
      render: (r) => channelKinds.find((k) => k.id === r.kind)?.label ?? r.kind,
    },
    activeColumn,
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50 },
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 20 },
    { name: 'kind', label: 'Type de canal', kind: 'select', required: true, choices: 'availableKind' },
    ...listedFields,
  ],
  schema: accessChannelInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={accessChannelUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={accessChannelUi} idParam="accessChannelId" />;
}
