// The devices that ask the box: made with a name and a type, their API key shown once in a dialog
// to copy into the device, revoked when a device is replaced or lost.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_KINDS } from '../../../service/domains/access/contract';
import { formatDateTime } from '../../format';
import { notify } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { accessQueries, type Device, type DeviceKind, useCreateDevice, useRevokeDevice } from './access.queries';

const functionality = 'establishment_access_module_access_control';

function NewDevice({ onMade }: { onMade: (made: { label: string; key: string }) => void }) {
  const { t } = useTranslation('access');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ label: string; kind: DeviceKind }>();
  const create = useCreateDevice();
  const submit = (values: { label: string; kind: DeviceKind }) =>
    create.mutate(values, {
      onSuccess: ({ key }) => {
        setOpen(false);
        form.resetFields();
        onMade({ label: values.label, key });
      },
    });
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('devices.add')}
      </Button>
      <Modal
        open={open}
        title={t('devices.createTitle')}
        okText={t('devices.create')}
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ kind: 'barrier' }}>
          <Form.Item name="label" label={t('devices.label')} rules={[{ required: true, whitespace: true, max: 60 }]}>
            <Input autoFocus maxLength={60} />
          </Form.Item>
          <Form.Item name="kind" label={t('devices.kind')} rules={[{ required: true }]}>
            <Select options={DEVICE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

export function DevicesTab() {
  const { t } = useTranslation('access');
  const right = useRight(functionality);
  const { data, isFetching } = useQuery(accessQueries.devices());
  const revoke = useRevokeDevice();
  const [made, setMade] = useState<{ label: string; key: string }>();

  const columns: ColumnsType<Device> = [
    { key: 'label', title: t('devices.label'), dataIndex: 'label' },
    { key: 'kind', title: t('devices.kind'), width: 140, render: (_, d) => t(`kinds.${d.kind}`) },
    { key: 'keyHint', title: t('devices.keyHint'), width: 140, render: (_, d) => <code>{d.keyHint}…</code> },
    { key: 'createdAt', title: t('devices.createdAt'), width: 150, render: (_, d) => formatDateTime(d.createdAt) },
    {
      key: 'state',
      title: t('devices.state'),
      width: 220,
      render: (_, d) =>
        d.revokedAt ? (
          <Tag>{t('devices.revoked', { at: formatDateTime(d.revokedAt) })}</Tag>
        ) : (
          <Space>
            <Tag color="green">{t('devices.active')}</Tag>
            {right.canDelete && (
              <Popconfirm title={t('devices.revokeConfirm', { label: d.label })} onConfirm={() => revoke.mutate(d.id)}>
                <Button size="small" danger>
                  {t('devices.revoke')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 8 }} align="start">
        {right.canWrite && <NewDevice onMade={setMade} />}
        <Typography.Text type="secondary">{t('devices.intro')}</Typography.Text>
      </Space>
      <Table<Device>
        rowKey="id"
        size="small"
        bordered
        aria-label={t('tabs.devices')}
        loading={isFetching}
        dataSource={data ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('devices.empty') }}
      />
      <Modal
        open={made !== undefined}
        title={t('devices.keyTitle', { label: made?.label })}
        closable={false}
        maskClosable={false}
        footer={
          <Button type="primary" onClick={() => setMade(undefined)}>
            {t('devices.close')}
          </Button>
        }
      >
        <Alert type="warning" showIcon title={t('devices.keyOnce')} style={{ marginBottom: 12 }} />
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly aria-label={t('devices.keyHint')} value={made?.key} style={{ fontFamily: 'monospace' }} />
          <Button
            onClick={() =>
              void navigator.clipboard?.writeText(made?.key ?? '').then(() => notify('success', t('devices.copied')))
            }
          >
            {t('devices.copy')}
          </Button>
        </Space.Compact>
      </Modal>
    </>
  );
}
