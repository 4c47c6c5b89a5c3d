// /create-deposit/:paymentMethodId: the payments of a method waiting for the bank, picked with
// checkboxes under a running total; the account, deposit type, slip type, number (suggested from
// the type) and tickets; F12 writes the deposit and opens it, Esc goes back to the month's list.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Table,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import type { DepositDraftDto, DepositPaymentDto } from '../../../service/domains/bank-deposit/contract';
import { ApiError } from '../../api/client';
import { fromServerFields } from '../../entity/form-errors';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatMoney } from '../../format';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { DayInput } from '../pricing/DayInput';
import { depositQueries, useCreateDeposit } from './deposit.queries';
import { paymentColumns } from './payment-columns';

interface Fields {
  depositTypeId?: number;
  bankAccountId?: number;
  slipType?: number;
  number?: string;
  fromTicket?: number | null;
  toTicket?: number | null;
}

/** The type the method names, else the first; its account, slip and suggested number. */
function defaultsOf(draft: DepositDraftDto): Fields {
  const type = draft.depositTypes.find((t) => t.id === draft.method.depositTypeId) ?? draft.depositTypes[0];
  return {
    depositTypeId: type?.id,
    bankAccountId: draft.method.bankAccountId ?? type?.bankAccountId,
    slipType: type?.slipType,
    number: type?.nextNumber,
    fromTicket: null,
    toTicket: null,
  };
}

export default function CreateDepositPage() {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const methodId = params.paymentMethodId ?? '0';
  const [on, setOn] = useState<string | undefined>(undefined);
  const { data, isError } = useQuery(depositQueries.draft(methodId, on));
  const [form] = Form.useForm();
  const [picked, setPicked] = useState<number[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const create = useCreateDeposit();
  const canWrite = useRight('payment_invoice_deposit_list').canWrite;

  const loaded = data?.method.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the defaults apply once per method loaded
  useEffect(() => {
    if (data && loaded) form.setFieldsValue(defaultsOf(data));
  }, [loaded]);
  useEffect(() => {
    if (data) setPicked((ids) => ids.filter((id) => data.payments.some((p) => p.id === id)));
  }, [data]);

  const quit = () => void navigate({ to: '/deposit-list/current' });
  const submit = async () => {
    if (!data || create.isPending) return;
    const values: Fields = form.getFieldsValue();
    setPickError(null);
    try {
      const saved = await create.mutateAsync({
        paymentMethodId: data.method.id,
        bankAccountId: values.bankAccountId ?? 0,
        depositTypeId: values.depositTypeId ?? 0,
        slipType: values.slipType ?? 0,
        number: values.number ?? '',
        depositedOn: data.depositedOn,
        fromTicket: values.fromTicket ?? null,
        toTicket: values.toTicket ?? null,
        paymentIds: picked,
      });
      toast.saved();
      void navigate({ to: `/deposit/${saved.id}` });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { paymentIds, ...others } = error.fields ?? {};
      form.setFields(fromServerFields(others));
      if (paymentIds) setPickError(error.message);
    }
  };
  useShortcuts({ F12: canWrite ? () => void submit() : undefined, Escape: quit });

  if (isError && !data)
    return (
      <Result
        status="warning"
        title="Ce mode de paiement ne se remet pas en banque"
        extra={<Button onClick={quit}>Retour aux remises</Button>}
      />
    );
  if (!data) return <Spin />;
  const chosen = data.payments.filter((p) => picked.includes(p.id));
  const total = chosen.reduce((sum, p) => sum + p.amountCents, 0);
  const onTypeChange = (id: number) => {
    const type = data.depositTypes.find((t) => t.id === id);
    if (type)
      form.setFieldsValue({ bankAccountId: type.bankAccountId, slipType: type.slipType, number: type.nextNumber });
  };
  return (
    <Card
      size="small"
      title={`Nouvelle remise en banque — ${data.method.label}`}
      extra={
        <Space>
          {canWrite && (
            <Button size="small" type="primary" loading={create.isPending} onClick={() => void submit()}>
              Valider la remise (F12)
            </Button>
          )}
          <Button size="small" onClick={quit}>
            Quitter (Échap)
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" size="small" disabled={!canWrite}>
        <Row gutter={12}>
          <Col span={4}>
            <Form.Item label="Date de remise" required>
              <DayInput aria-label="Date de remise" value={data.depositedOn} onChange={(day) => day && setOn(day)} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="depositTypeId" label="Type de remise" required>
              <Select
                aria-label="Type de remise"
                placeholder="Choisir…"
                options={data.depositTypes.map((t) => ({ value: t.id, label: t.label }))}
                onChange={onTypeChange}
              />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="bankAccountId" label="Compte bancaire" required>
              <Select
                aria-label="Compte bancaire"
                placeholder="Choisir…"
                options={data.bankAccounts.map((a) => ({ value: a.id, label: a.label }))}
              />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="slipType" label="Type de bordereau" required>
              <Select
                aria-label="Type de bordereau"
                placeholder="Choisir…"
                options={data.slipTypes.map((s) => ({ value: s.id, label: s.label }))}
              />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="number" label="N° de remise" required>
              <Input aria-label="N° de remise" maxLength={30} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={4}>
            <Form.Item name="fromTicket" label="Du ticket">
              <InputNumber aria-label="Du ticket" min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="toTicket" label="Au ticket">
              <InputNumber aria-label="Au ticket" min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Typography.Paragraph strong aria-live="polite">
        {chosen.length} paiement{chosen.length > 1 ? 's' : ''} sélectionné{chosen.length > 1 ? 's' : ''} sur{' '}
        {data.payments.length} — total {formatMoney(total)}
      </Typography.Paragraph>
      {pickError && <Alert type="error" showIcon message={pickError} style={{ marginBottom: 8 }} />}
      <Table<DepositPaymentDto>
        rowKey="id"
        size="small"
        bordered
        dataSource={data.payments}
        columns={paymentColumns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Aucun paiement à remettre en banque' }}
        rowSelection={{
          selectedRowKeys: picked,
          onChange: (keys) => setPicked(keys.map(Number)),
          getCheckboxProps: (p) => ({
            disabled: !canWrite,
            'aria-label': `Remettre ${formatMoney(p.amountCents)} ${p.chequeNumber ?? ''}`.trim(),
          }),
        }}
      />
    </Card>
  );
}
