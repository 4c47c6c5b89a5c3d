// The channels' API keys (administrators only): generate one for a channel — shown once, then only
// its prefix — and revoke the ones no longer used.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Input, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ApiKeyRow, NewApiKey } from '../../../../service/domains/booking-import/contract';
import { formatDateTime } from '../../../format';
import { importQueries, useGenerateKey, useRevokeKey } from './imports.queries';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function ApiKeysDrawer({ open, onClose }: Props) {
  const keys = useQuery({ ...importQueries.keys(), enabled: open });
  const channels = useQuery({ ...importQueries.channels(), enabled: open });
  const generate = useGenerateKey();
  const revoke = useRevokeKey();
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const [form] = Form.useForm<{ channelId: number; label: string }>();

  const submit = async (values: { channelId: number; label: string }) => {
    const answer = await generate.mutateAsync(values);
    setCreated(answer.item);
    form.resetFields();
  };
  const close = () => {
    setCreated(null);
    onClose();
  };

  return (
    <Drawer title="Clés d'API des canaux de vente" open={open} onClose={close} size="large">
      <Form form={form} layout="inline" size="small" onFinish={(v) => void submit(v)} style={{ marginBottom: 12 }}>
        <Form.Item name="channelId" label="Canal" rules={[{ required: true, message: 'Ce champ est obligatoire' }]}>
          <Select
            style={{ width: 180 }}
            options={(channels.data ?? []).filter((c) => c.isActive).map((c) => ({ value: c.id, label: c.label }))}
          />
        </Form.Item>
        <Form.Item name="label" label="Libellé" rules={[{ required: true, message: 'Ce champ est obligatoire' }]}>
          <Input maxLength={80} style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={generate.isPending}>
          Générer une clé
        </Button>
      </Form>
      {created && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title="Copiez cette clé maintenant : elle ne sera plus affichée."
          description={
            <Typography.Text code copyable data-testid="new-api-key">
              {created.key}
            </Typography.Text>
          }
        />
      )}
      <Table<ApiKeyRow>
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        dataSource={keys.data ?? []}
        columns={[
          { key: 'channel', title: 'Canal', dataIndex: 'channelLabel' },
          { key: 'label', title: 'Libellé', dataIndex: 'label' },
          { key: 'prefix', title: 'Clé', render: (_, k) => <Typography.Text code>{k.keyPrefix}…</Typography.Text> },
          { key: 'created', title: 'Créée le', render: (_, k) => formatDateTime(k.createdAt) },
          { key: 'used', title: 'Dernier usage', render: (_, k) => formatDateTime(k.lastUsedAt) },
          {
            key: 'state',
            title: '',
            render: (_, k) =>
              k.revokedAt ? (
                <Tag>Révoquée</Tag>
              ) : (
                <Popconfirm
                  title="Révoquer cette clé ?"
                  description="Le canal ne pourra plus déposer de réservations avec elle."
                  okText="Révoquer"
                  okButtonProps={{ danger: true }}
                  cancelText="Annuler"
                  onConfirm={() => revoke.mutate(k.id)}
                >
                  <Button size="small" danger loading={revoke.isPending}>
                    Révoquer
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
