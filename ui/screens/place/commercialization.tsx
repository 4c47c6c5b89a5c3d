// /place-commercialization: which places each access channel sells, a grid of active places ×
// active channels with a checkbox per cell and one per channel for the whole column; one save.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Card, Checkbox, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import type { PlaceListItem } from '../../../service/domains/place/contract';
import { FormActions } from '../../entity/FormActions';
import { useShortcuts } from '../../entity/useShortcuts';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { type Commercialization, placeQueries, useSavePlaceScreen } from './place.queries';

const cell = (placeId: number, channelId: number) => `${placeId}:${channelId}`;

function switched(cells: Set<string>, keys: readonly string[], isOn: boolean): Set<string> {
  const next = new Set(cells);
  for (const key of keys) {
    if (isOn) next.add(key);
    else next.delete(key);
  }
  return next;
}

interface GridProps {
  data: Commercialization;
  sold: Set<string>;
  isReadOnly: boolean;
  toggle: (keys: string[], isOn: boolean) => void;
}

/** Place columns, then one column per channel headed by a checkbox for the whole column. */
function gridColumns({ data, sold, isReadOnly, toggle }: GridProps) {
  const channelColumns = data.channels.map((channel) => {
    const keys = data.places.map((p) => cell(p.id, channel.id));
    const count = keys.filter((k) => sold.has(k)).length;
    return {
      key: String(channel.id),
      width: 130,
      align: 'center' as const,
      title: (
        <Checkbox
          checked={count > 0 && count === keys.length}
          indeterminate={count > 0 && count < keys.length}
          disabled={isReadOnly}
          onChange={(e) => toggle(keys, e.target.checked)}
        >
          {channel.label}
        </Checkbox>
      ),
      render: (_: unknown, place: PlaceListItem) => (
        <Checkbox
          aria-label={`${place.number} — ${channel.label}`}
          checked={sold.has(cell(place.id, channel.id))}
          disabled={isReadOnly}
          onChange={(e) => toggle([cell(place.id, channel.id)], e.target.checked)}
        />
      ),
    };
  });
  return [
    { key: 'number', dataIndex: 'number', title: 'Numéro', width: 100 },
    { key: 'name', dataIndex: 'name', title: 'Nom' },
    { key: 'typeLabel', dataIndex: 'typeLabel', title: "Type d'hébergement", width: 220 },
    ...channelColumns,
  ];
}

export default function CommercializationPage() {
  const navigate = useNavigate();
  const isReadOnly = !useRight('camping_place_commercialization').canWrite;
  const { data } = useQuery(placeQueries.commercialization());
  const save = useSavePlaceScreen('place/commercialization');
  const [sold, setSold] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (data) setSold(new Set(data.sold.map((s) => cell(s.placeId, s.channelId))));
  }, [data]);

  const toggle = (keys: string[], isOn: boolean) => setSold((previous) => switched(previous, keys, isOn));

  const quit = () => void navigate({ to: '/home' });
  const submit = async () => {
    if (isReadOnly) return;
    const pairs = [...sold].map((key) => {
      const [placeId, channelId] = key.split(':').map(Number);
      return { placeId, channelId };
    });
    const answer = await save.mutateAsync({ sold: pairs });
    if (answer.status === 'SAVED') toast.saved();
    else toast.saveFailed();
  };
  useShortcuts({ F12: isReadOnly ? undefined : () => void submit(), Escape: quit });

  if (!data) return <Spin />;
  return (
    <Card
      size="small"
      title="Commercialisation des emplacements"
      extra={
        <FormActions
          onValidate={isReadOnly ? undefined : () => void submit()}
          isSaving={save.isPending}
          onQuit={quit}
        />
      }
    >
      <Table<PlaceListItem>
        rowKey="id"
        size="small"
        bordered
        dataSource={data.places}
        columns={gridColumns({ data, sold, isReadOnly, toggle })}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [20, 50, 100, 500] }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
