// /cash-fund/:paymentMethodId/:date: the float of a cash method on a day (`0` is the first cash
// method, `today` the business day): what it opened with, the cash taken and banked, the float
// expected, and the float counted (the last count of the day holds), with method and day switchers.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Button, Card, Descriptions, Form, Input, Select, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import type { CashFundRowDto } from '../../../service/domains/bank-deposit/contract';
import { shiftDay } from '../../../service/domains/bank-deposit/rules';
import { ApiError } from '../../api/client';
import { fromServerFields } from '../../entity/form-errors';
import { MoneyInput } from '../../entity/MoneyInput';
import { useShortcuts } from '../../entity/useShortcuts';
import { formatDate, formatDateTime, formatMoney } from '../../format';
import { toast } from '../../shell/notify';
import { useRight } from '../../shell/rights';
import { DayInput } from '../pricing/DayInput';
import { depositQueries, useRecordCashFund } from './deposit.queries';

const historyColumns = [
  { key: 'at', title: 'Compté le', width: 160, render: (_: unknown, r: CashFundRowDto) => formatDateTime(r.createdAt) },
  { key: 'by', dataIndex: 'createdByName', title: 'Par', width: 140 },
  {
    key: 'amount',
    title: 'Montant',
    width: 120,
    align: 'right' as const,
    render: (_: unknown, r: CashFundRowDto) => formatMoney(r.amountCents),
  },
  { key: 'comment', dataIndex: 'comment', title: 'Commentaire' },
];

export default function CashFundPage() {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const { data } = useQuery(depositQueries.cashFund(params.paymentMethodId ?? '0', params.date ?? 'today'));
  const [form] = Form.useForm();
  const record = useRecordCashFund();
  const canWrite = useRight('payment_invoice_cash_fund').canWrite;
  const [isOpening, setIsOpening] = useState(false);
  const go = (methodId: number, date: string) => void navigate({ to: `/cash-fund/${methodId}/${date}` });
  const save = async (opening: boolean) => {
    if (!data) return;
    setIsOpening(opening);
    const values: { amountCents: number | string | null; comment?: string } = form.getFieldsValue();
    try {
      await record.mutateAsync({
        methodId: data.paymentMethodId,
        date: data.date,
        input: { amountCents: values.amountCents, comment: values.comment, isOpening: opening },
      });
      toast.saved();
      form.resetFields();
    } catch (error) {
      if (error instanceof ApiError) form.setFields(fromServerFields(error.fields));
      else throw error;
    }
  };
  useShortcuts({ F12: canWrite ? () => void save(false) : undefined });
  if (!data) return <Spin />;
  const gap = data.counted ? data.counted.amountCents - data.expectedCents : null;
  return (
    <Card
      size="small"
      title={`Fonds de caisse du ${formatDate(data.date)}`}
      extra={
        <Space>
          <Select
            size="small"
            aria-label="Mode de paiement"
            style={{ width: 170 }}
            value={data.paymentMethodId}
            options={data.methods.map((m) => ({ value: m.id, label: m.label }))}
            onChange={(id) => go(id, data.date)}
          />
          <Button size="small" onClick={() => go(data.paymentMethodId, shiftDay(data.date, -1))}>
            ‹ Jour précédent
          </Button>
          <div style={{ width: 140 }}>
            <DayInput
              size="small"
              aria-label="Jour"
              value={data.date}
              onChange={(day) => day && go(data.paymentMethodId, day)}
            />
          </div>
          <Button size="small" onClick={() => go(data.paymentMethodId, shiftDay(data.date, 1))}>
            Jour suivant ›
          </Button>
        </Space>
      }
    >
      <Descriptions size="small" bordered column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Fonds d'ouverture">
          {data.opening
            ? `${formatMoney(data.opening.amountCents)} (compté le ${formatDate(data.opening.fundOn)})`
            : `${formatMoney(0)} — aucun fonds compté avant ce jour`}
        </Descriptions.Item>
        <Descriptions.Item label="Espèces reçues">
          {formatMoney(data.receivedCents)} ({data.receivedCount} paiement{data.receivedCount > 1 ? 's' : ''})
        </Descriptions.Item>
        <Descriptions.Item label="Remises en banque">{formatMoney(data.bankedCents)}</Descriptions.Item>
        <Descriptions.Item label="Fonds attendu en fin de journée">
          <b>{formatMoney(data.expectedCents)}</b>
        </Descriptions.Item>
        <Descriptions.Item label="Fonds compté">
          {data.counted ? <b>{formatMoney(data.counted.amountCents)}</b> : 'Pas encore compté'}
        </Descriptions.Item>
        <Descriptions.Item label="Écart">
          {gap === null ? (
            ''
          ) : (
            <Typography.Text type={gap === 0 ? 'success' : 'danger'}>{formatMoney(gap)}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      {canWrite && (
        <Form form={form} layout="inline" size="small" style={{ marginBottom: 12 }}>
          <Form.Item name="amountCents" label="Fonds compté" required>
            <MoneyInput aria-label="Fonds compté" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="comment" label="Commentaire">
            <Input aria-label="Commentaire" maxLength={200} style={{ width: 280 }} />
          </Form.Item>
          <Button type="primary" loading={record.isPending && !isOpening} onClick={() => void save(false)}>
            Enregistrer le fonds compté (F12)
          </Button>
          {!data.opening && (
            <Button style={{ marginLeft: 8 }} loading={record.isPending && isOpening} onClick={() => void save(true)}>
              Fixer comme fonds d'ouverture
            </Button>
          )}
        </Form>
      )}
      <Table<CashFundRowDto>
        rowKey="id"
        size="small"
        bordered
        dataSource={data.rows}
        columns={historyColumns}
        pagination={false}
        locale={{ emptyText: 'Aucun comptage ce jour' }}
      />
    </Card>
  );
}
