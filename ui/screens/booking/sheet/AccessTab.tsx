// The sheet's « Accès » tab (access-control module): the codes, badges and number plates of each
// pitch of a confirmed stay, given or revoked here; the box lets them in from the arrival hour to
// the departure hour (docs/access.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { CredentialRow } from '../../../../service/domains/access/contract';
import { BOOKING_KIND, type BookingDto } from '../../../../service/domains/booking/contract';
import { api } from '../../../api/client';
import { formatDateTime } from '../../../format';
import { toast } from '../../../shell/notify';
import { useRight } from '../../../shell/rights';

export const accessFunctionality = 'establishment_access_module_access_control';
const kindLabels = { code: 'Code', badge: 'Badge', plate: 'Plaque' } as const;

function useCredentials(bookingId: number) {
  const client = useQueryClient();
  const key = ['access', 'booking', bookingId];
  const list = useQuery({ queryKey: key, queryFn: () => api<CredentialRow[]>(`access/booking/${bookingId}`) });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const issue = useMutation({
    mutationFn: (body: { occupancyId: number; kind: 'code' | 'badge' | 'plate'; value?: string }) =>
      api(`access/booking/${bookingId}`, { body }),
    onSuccess: () => toast.saved(),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => api(`access/credential/${id}/revoke`, { method: 'POST' }),
    onSettled: refresh,
  });
  return { list, issue, revoke };
}

function Typed({ label, onAdd }: { label: string; onAdd: (value: string) => Promise<unknown> }) {
  const [value, setValue] = useState('');
  // Emptied once given; a refused value stays to be corrected.
  const add = () =>
    value.trim() &&
    onAdd(value).then(
      () => setValue(''),
      () => undefined,
    );
  return (
    <Space.Compact>
      <Input
        aria-label={label}
        placeholder={label}
        value={value}
        maxLength={40}
        style={{ width: 170 }}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={add}
      />
      <Button disabled={!value.trim()} onClick={add}>
        Ajouter
      </Button>
    </Space.Compact>
  );
}

export function AccessTab({ bookingId, booking }: { bookingId: number; booking: BookingDto | null }) {
  const right = useRight(accessFunctionality);
  const { list, issue, revoke } = useCredentials(bookingId);
  if (!booking || bookingId === 0) return <Empty description="Enregistrez d'abord le séjour." />;
  const isStay = booking.kind === BOOKING_KIND.reservation && booking.state === 'NORMAL';
  const rows = list.data ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {!isStay && (
        <Typography.Text type="secondary">Un accès se donne à une réservation confirmée, non annulée.</Typography.Text>
      )}
      {booking.occupancies
        .filter((o) => !o.isCancelled)
        .map((o) => (
          <section key={o.id} aria-label={`Accès de l'emplacement ${o.placeNumber}`}>
            <Space wrap style={{ marginBottom: 6 }}>
              <Typography.Text strong>Emplacement {o.placeNumber}</Typography.Text>
              {right.canWrite && isStay && (
                <>
                  <Button onClick={() => issue.mutate({ occupancyId: o.id, kind: 'code' })}>Donner un code</Button>
                  <Typed
                    label="N° de badge"
                    onAdd={(value) => issue.mutateAsync({ occupancyId: o.id, kind: 'badge', value })}
                  />
                  <Typed
                    label="N° de plaque"
                    onAdd={(value) => issue.mutateAsync({ occupancyId: o.id, kind: 'plate', value })}
                  />
                </>
              )}
            </Space>
            <Table<CredentialRow>
              rowKey="id"
              size="small"
              bordered
              pagination={false}
              loading={list.isFetching}
              dataSource={rows.filter((r) => r.occupancyId === o.id)}
              locale={{ emptyText: 'Aucun accès donné' }}
              columns={[
                { key: 'kind', title: 'Nature', width: 100, render: (_, r) => kindLabels[r.kind] },
                { key: 'value', title: 'Valeur', width: 200, render: (_, r) => <code>{r.value}</code> },
                { key: 'createdAt', title: 'Donné le', width: 150, render: (_, r) => formatDateTime(r.createdAt) },
                {
                  key: 'state',
                  title: 'État',
                  render: (_, r) =>
                    r.revokedAt ? (
                      <Tag>Révoqué le {formatDateTime(r.revokedAt)}</Tag>
                    ) : (
                      <Space>
                        <Tag color="green">Actif</Tag>
                        {right.canWrite && (
                          <Popconfirm title="Révoquer cet accès ?" onConfirm={() => revoke.mutate(r.id)}>
                            <Button size="small" danger>
                              Révoquer
                            </Button>
                          </Popconfirm>
                        )}
                      </Space>
                    ),
                },
              ]}
            />
          </section>
        ))}
    </Space>
  );
}
